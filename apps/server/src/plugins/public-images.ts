import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileStore } from '../providers/files/file-store.js';
import { photoSizes, type ImageWork } from './image-work.js';
import type { UploadedImage } from './uploads.js';

export type PhotoUrls = { url: string; thumbnail_url: string };

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Public photos (cars, driver portraits): re-encoded to WebP at three sizes, turned upright
 * and stripped of metadata (a phone photo carries the GPS position of the owner's home),
 * stored once under the hash of their content (`uploads/<folder>/…` of the file store: a
 * folder or a bucket, record 22) and served with a year-long cache, since a name never
 * changes meaning. The decoding is `work`'s (the image queue).
 */
export function createPublicImages(store: FileStore, folder: string, work: ImageWork) {
  const keyOf = (key: string, size: number) => {
    if (!/^[a-f0-9]{32}$/.test(key)) throw new Error(`Unsafe image key: ${key}`);
    return `uploads/${folder}/${key}-${size}.webp`;
  };
  const options = { type: 'image/webp', once: true };

  /** Middle sizes being made, by key: two asking at once wait for the same one. */
  const inFlight = new Map<string, Promise<void>>();

  return {
    /**
     * Re-encodes and stores a photo; returns its key. A file that is not really an image, or
     * of more than 40 megapixels → 422; the image queue full → 429.
     */
    async save(image: UploadedImage): Promise<string> {
      const { detail, medium, thumbnail } = await work.publicPhoto(image);
      const key = createHash('sha256').update(detail).digest('hex').slice(0, 32);
      await store.put(keyOf(key, photoSizes.detail), detail, options);
      await store.put(keyOf(key, photoSizes.medium), medium, options);
      await store.put(keyOf(key, photoSizes.thumbnail), thumbnail, options);
      return key;
    },
    /**
     * Makes the middle size of a photo stored before that size existed, from its detail
     * file, when it is first asked for (`name` is a file name under this folder, as served).
     * Anything else, or a photo not kept here, is left to the file server (404).
     */
    async ensureMedium(name: string): Promise<void> {
      const key = new RegExp(`^([a-f0-9]{32})-${photoSizes.medium}\\.webp$`).exec(name)?.[1];
      if (!key) return;
      let making = inFlight.get(key);
      if (!making) {
        making = (async () => {
          const medium = await store.open(keyOf(key, photoSizes.medium));
          if (medium) {
            medium.stream.destroy();
            return;
          }
          const detail = await store.open(keyOf(key, photoSizes.detail));
          if (!detail) return;
          const copy = await work.smallerCopy(await bytesOf(detail.stream), photoSizes.medium);
          await store.put(keyOf(key, photoSizes.medium), copy, options);
        })().finally(() => inFlight.delete(key));
        inFlight.set(key, making);
      }
      await making;
    },
    async remove(key: string): Promise<void> {
      await Promise.all(Object.values(photoSizes).map((size) => store.remove(keyOf(key, size))));
    },
    urlsOf(key: string): PhotoUrls {
      return {
        url: store.publicUrl(keyOf(key, photoSizes.detail)),
        thumbnail_url: store.publicUrl(keyOf(key, photoSizes.thumbnail)),
      };
    },
    /** Where the photo is kept in the file store (its key there). */
    storeKeyOf(key: string, size: keyof typeof photoSizes): string {
      return keyOf(key, photoSizes[size]);
    },
  };
}

export type PublicImages = ReturnType<typeof createPublicImages>;
