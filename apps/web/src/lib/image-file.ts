import { detectImageType, maxImageBytes, messages } from '@kodesha/domain';

/** The first bytes of a file; FileReader, because older phone browsers lack Blob.arrayBuffer. */
function readHead(file: Blob, length = 16): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}

/**
 * Checks a chosen photo the way the server will: at most 5 MB, and a JPEG, PNG or WebP
 * by its first bytes, whatever its name says. Returns the spec's message, or undefined.
 */
export async function checkImageFile(file: File): Promise<string | undefined> {
  if (file.size > maxImageBytes) return messages.imageTooLarge;
  const head = await readHead(file).catch(() => new Uint8Array());
  return detectImageType(head) ? undefined : messages.imageTypeInvalid;
}
