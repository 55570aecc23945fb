/** 5 MB (5242880 bytes) per image (rules §9.12). */
export const maxImageBytes = 5 * 1024 * 1024;

/**
 * 40 megapixels per image (rules §9.12): beyond any phone's camera. A small compressed file
 * can claim far more, and decoding it would hold the CPU and memory (a decompression bomb).
 */
export const maxImagePixels = 40_000_000;

/**
 * The widths every public photo (a car's, a driver's portrait) is kept at, at most: the
 * thumbnail for small cards, the middle one for a card or a page on a phone (a phone's
 * 360-430 px at two or three device pixels a CSS pixel), the detail for a car's page on a
 * wide screen. The server makes them; the web names them in `srcset` so the browser picks
 * the one its layout needs (rules §9.16).
 */
export const publicPhotoWidths = { thumbnail: 480, medium: 800, detail: 1280 } as const;

/** The image types accepted everywhere a photo is uploaded (cars, drivers, licences). */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageMimeType = (typeof acceptedImageTypes)[number];

/** A file input's `accept` attribute for those types: `image/jpeg,image/png,image/webp`. */
export const imageAcceptAttribute = acceptedImageTypes.join(',');

export const extensionByImageType: Record<ImageMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * Tells a JPEG, PNG or WebP image by its first bytes, whatever its name or declared
 * type says. Anything else is `undefined`.
 */
export function detectImageType(bytes: Uint8Array): ImageMimeType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return undefined;
}
