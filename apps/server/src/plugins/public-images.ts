import { createHash } from 'node:crypto';
import type { FileStore } from './file-store.js';
import { photoSizes, type ImageWork } from './image-work.js';
import type { UploadedImage } from './uploads.js';

export type PhotoUrls = { url: string; thumbnail_url: string };

/**
 * Public photos (cars, driver portraits): re-encoded to WebP at two sizes, turned upright
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

  return {
    /**
     * Re-encodes and stores a photo; returns its key. A file that is not really an image, or
     * of more than 40 megapixels → 422; the image queue full → 429.
     */
    async save(image: UploadedImage): Promise<string> {
      const { detail, thumbnail } = await work.publicPhoto(image);
      const key = createHash('sha256').update(detail).digest('hex').slice(0, 32);
      const options = { type: 'image/webp', once: true };
      await store.put(keyOf(key, photoSizes.detail), detail, options);
      await store.put(keyOf(key, photoSizes.thumbnail), thumbnail, options);
      return key;
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
