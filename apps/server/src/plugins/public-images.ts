import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { photoSizes, type ImageWork } from './image-work.js';
import type { UploadedImage } from './uploads.js';

export type PhotoUrls = { url: string; thumbnail_url: string };

/**
 * Public photos (cars, driver portraits): re-encoded to WebP at three sizes, turned upright
 * and stripped of metadata (a phone photo carries the GPS position of the owner's home),
 * stored once under the hash of their content and served from /uploads with a year-long
 * cache, since a name never changes meaning. The decoding is `work`'s (the image queue).
 */
export function createPublicImages(uploadsRoot: string, folder: string, work: ImageWork) {
  const root = path.join(uploadsRoot, folder);
  const fileOf = (key: string, size: number) => {
    if (!/^[a-f0-9]{32}$/.test(key)) throw new Error(`Unsafe image key: ${key}`);
    return path.join(root, `${key}-${size}.webp`);
  };

  const exists = (file: string) =>
    access(file).then(
      () => true,
      () => false,
    );

  async function writeOnce(file: string, bytes: Buffer): Promise<void> {
    if (await exists(file)) return; // same content, same name: already there
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file); // never a half-written photo under its real name
  }

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
      await mkdir(root, { recursive: true });
      await writeOnce(fileOf(key, photoSizes.detail), detail);
      await writeOnce(fileOf(key, photoSizes.medium), medium);
      await writeOnce(fileOf(key, photoSizes.thumbnail), thumbnail);
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
      const file = fileOf(key, photoSizes.medium);
      if (await exists(file)) return;
      let making = inFlight.get(key);
      if (!making) {
        making = (async () => {
          const detail = await readFile(fileOf(key, photoSizes.detail)).catch(() => undefined);
          if (!detail) return;
          await writeOnce(file, await work.smallerCopy(detail, photoSizes.medium));
        })().finally(() => inFlight.delete(key));
        inFlight.set(key, making);
      }
      await making;
    },
    async remove(key: string): Promise<void> {
      await Promise.all(
        Object.values(photoSizes).map((size) => rm(fileOf(key, size), { force: true })),
      );
    },
    urlsOf(key: string): PhotoUrls {
      return {
        url: `/uploads/${folder}/${key}-${photoSizes.detail}.webp`,
        thumbnail_url: `/uploads/${folder}/${key}-${photoSizes.thumbnail}.webp`,
      };
    },
    pathOf(key: string, size: keyof typeof photoSizes): string {
      return fileOf(key, photoSizes[size]);
    },
  };
}

export type PublicImages = ReturnType<typeof createPublicImages>;
