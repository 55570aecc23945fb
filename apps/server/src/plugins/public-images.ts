import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DomainError } from '@kodesha/domain';
import sharp from 'sharp';
import type { UploadedImage } from './uploads.js';

/** The two sizes every public photo is kept at: cards on a phone, and the detail page. */
export const photoSizes = { thumbnail: 480, detail: 1280 } as const;

/** A 12,000 × 12,000 photo is already far beyond any phone's; bigger is a decompression bomb. */
const maxInputPixels = 144_000_000;

export type PhotoUrls = { url: string; thumbnail_url: string };

/**
 * Public photos (cars, driver portraits): re-encoded to WebP at two sizes, turned upright
 * and stripped of metadata (a phone photo carries the GPS position of the owner's home),
 * stored once under the hash of their content and served from /uploads with a year-long
 * cache, since a name never changes meaning.
 */
export function createPublicImages(uploadsRoot: string, folder: string) {
  const root = path.join(uploadsRoot, folder);
  const fileOf = (key: string, size: number) => {
    if (!/^[a-f0-9]{32}$/.test(key)) throw new Error(`Unsafe image key: ${key}`);
    return path.join(root, `${key}-${size}.webp`);
  };

  async function encode(image: UploadedImage, width: number): Promise<Buffer> {
    return sharp(image.bytes, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate() // upright by its EXIF orientation, before the EXIF goes
      .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: width > 600 ? 78 : 72, effort: 4 })
      .toBuffer(); // sharp keeps no metadata unless asked to
  }

  async function writeOnce(file: string, bytes: Buffer): Promise<void> {
    try {
      await access(file);
      return; // same content, same name: already there
    } catch {
      // not there yet
    }
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file); // never a half-written photo under its real name
  }

  return {
    /** Re-encodes and stores a photo; returns its key. A file that is not really an image → 422. */
    async save(image: UploadedImage): Promise<string> {
      let detail: Buffer;
      let thumbnail: Buffer;
      try {
        [detail, thumbnail] = await Promise.all([
          encode(image, photoSizes.detail),
          encode(image, photoSizes.thumbnail),
        ]);
      } catch {
        throw new DomainError('image.notAnImage', { field: 'images' });
      }
      const key = createHash('sha256').update(detail).digest('hex').slice(0, 32);
      await mkdir(root, { recursive: true });
      await writeOnce(fileOf(key, photoSizes.detail), detail);
      await writeOnce(fileOf(key, photoSizes.thumbnail), thumbnail);
      return key;
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
