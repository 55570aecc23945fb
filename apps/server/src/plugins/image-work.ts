import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { DomainError, maxImagePixels, publicPhotoWidths } from '@kodesha/domain';
import sharp, { type Sharp } from 'sharp';
import type { UploadedImage } from './uploads.js';

export type ImageWorkLimits = {
  /** Images decoded at once. */
  running: number;
  /** Images waiting their turn; one more is refused (429) rather than queued. */
  waiting: number;
  /** An image that waited this long is refused (429): nobody waits forever. */
  maxWaitMs: number;
  /** libvips threads per image (sharp.concurrency). */
  threads: number;
};

/**
 * Half the cores decode images, one libvips thread each: each running image holds one
 * thread of Node's pool (of four) that Argon2 and file reads share, and one core, so
 * logins and photo serving keep the rest (rules §9.12).
 */
export const defaultImageWorkLimits: ImageWorkLimits = {
  running: Math.max(1, Math.floor(os.availableParallelism() / 2)),
  waiting: 64,
  maxWaitMs: 60_000,
  threads: 1,
};

/** The sizes every public photo is kept at: small cards, a phone's card or page, the detail page. */
export const photoSizes = publicPhotoWidths;

/** A licence stays readable: its text, at up to 2,000 px on its longer side. */
const licenceSize = 2000;

export type PublicPhoto = { detail: Buffer; medium: Buffer; thumbnail: Buffer };

/**
 * On Linux, libvips's worker threads (where the pixels are decoded and encoded) run at the
 * lowest CPU priority (nice 19): images take the CPU that logins, lists and photo serving
 * leave, rather than half of it on a two-core machine. A thread's priority is its own on
 * Linux, and its name says whose it is. Elsewhere, nothing changes.
 */
const seenThreads = new Set<string>();
function lowerImageThreadsPriority(): void {
  if (process.platform !== 'linux') return;
  let threads: string[];
  try {
    threads = readdirSync('/proc/self/task');
  } catch {
    return;
  }
  // A thread keeps its priority: only threads not seen before are read (the pool is made once).
  for (const thread of threads) {
    if (seenThreads.has(thread)) continue;
    seenThreads.add(thread);
    try {
      if (!readFileSync(`/proc/self/task/${thread}/comm`, 'utf8').startsWith('libvips')) continue;
      if (os.getPriority(Number(thread)) < 19) os.setPriority(Number(thread), 19);
    } catch {
      // the thread ended meanwhile
    }
  }
}

/**
 * Every decode of an uploaded or linked image goes through here (rules §9.12): the header
 * is read first and more than 40 megapixels is refused before the rest is decoded; then
 * the image is decoded once, a few at a time, with a bounded waiting line.
 */
export function createImageWork(
  limits: ImageWorkLimits = defaultImageWorkLimits,
  /** What opens an upload for decoding: sharp; a test counts the openings through it. */
  openImage: typeof sharp = sharp,
) {
  sharp.concurrency(limits.threads);
  sharp.cache(false); // every upload is new: a cache only holds memory
  let running = 0;
  const line: { start: () => void; timer: NodeJS.Timeout }[] = [];

  /** A finished image hands its place to the first in line, or frees it. */
  function next(): void {
    const waiting = line.shift();
    if (!waiting) {
      running -= 1;
      return;
    }
    clearTimeout(waiting.timer);
    waiting.start();
  }

  /** Runs `task` when a place is free; a full line, or a wait too long, → 429. */
  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limits.running) running += 1;
    else {
      if (line.length >= limits.waiting) throw new DomainError('image.busy');
      await new Promise<void>((resolve, reject) => {
        const entry = {
          start: resolve,
          timer: setTimeout(() => {
            line.splice(line.indexOf(entry), 1);
            reject(new DomainError('image.busy'));
          }, limits.maxWaitMs),
        };
        line.push(entry);
      }); // the place it was handed (see `next`)
    }
    try {
      lowerImageThreadsPriority();
      return await task();
    } finally {
      lowerImageThreadsPriority(); // the threads the first image made
      next();
    }
  }

  /**
   * The image opened for decoding, after its header passed: more than 40 megapixels, or a
   * header that is not an image's → 422 under `field`, with nothing decoded.
   */
  async function open(image: UploadedImage, field: string): Promise<Sharp> {
    // failOn 'error': a file that only starts like an image (a JPEG header, then HTML) fails.
    const pipeline = openImage(image.bytes, { limitInputPixels: maxImagePixels, failOn: 'error' });
    let size: { width?: number; height?: number };
    try {
      size = await pipeline.metadata();
    } catch (error) {
      // sharp reads the size first and stops there when it is over the limit
      const overLimit = error instanceof Error && /pixel limit/i.test(error.message);
      throw new DomainError(overLimit ? 'image.tooManyPixels' : 'image.notAnImage', { field });
    }
    if (!size.width || !size.height) throw new DomainError('image.notAnImage', { field });
    if (size.width * size.height > maxImagePixels)
      throw new DomainError('image.tooManyPixels', { field });
    return pipeline;
  }

  /** A photo made no wider (nor taller) than `width`, as WebP: the smaller sizes' quality. */
  const smaller = (pipeline: Sharp, width: number) =>
    pipeline
      .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 72, effort: 4 })
      .toBuffer();

  /** A decode that fails is the file's fault (422), unless the queue refused it (429). */
  const asNotAnImage = (field: string) => (error: unknown) => {
    throw error instanceof DomainError ? error : new DomainError('image.notAnImage', { field });
  };

  return {
    run,

    /**
     * A public photo at its three sizes, upright, as WebP without metadata (a phone photo's
     * EXIF holds where it was taken). The original is decoded once, to the detail size; the
     * smaller ones are made from those pixels.
     */
    async publicPhoto(image: UploadedImage, field = image.field ?? 'images'): Promise<PublicPhoto> {
      const pipeline = await open(image, field);
      return run(async () => {
        const { data, info } = await pipeline
          .rotate() // upright by its EXIF orientation, before the EXIF goes
          .resize({
            width: photoSizes.detail,
            height: photoSizes.detail,
            fit: 'inside',
            withoutEnlargement: true,
          })
          .raw()
          .toBuffer({ resolveWithObject: true });
        const pixels = () =>
          sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
        // sharp keeps no metadata unless asked to
        const detail = await pixels().webp({ quality: 78, effort: 4 }).toBuffer();
        const medium = await smaller(pixels(), photoSizes.medium);
        const thumbnail = await smaller(pixels(), photoSizes.thumbnail);
        return { detail, medium, thumbnail };
      }).catch(asNotAnImage(field));
    },

    /**
     * A smaller copy of a photo this server already keeps (its detail WebP): how a photo
     * stored before a size existed gets it, the first time it is asked for.
     */
    async smallerCopy(detail: Buffer, width: number): Promise<Buffer> {
      return run(() => smaller(sharp(detail, { failOn: 'error' }), width));
    },

    /**
     * A private photo (a licence), upright, as JPEG with nothing of the upload but its
     * pixels: no EXIF, and no bytes after the image (rules §1.9).
     */
    async privatePhoto(
      image: UploadedImage,
      field = image.field ?? 'license_image',
    ): Promise<UploadedImage> {
      const pipeline = await open(image, field);
      const bytes = await run(() =>
        pipeline
          .rotate()
          .resize({
            width: licenceSize,
            height: licenceSize,
            fit: 'inside',
            withoutEnlargement: true,
          })
          .flatten({ background: '#ffffff' }) // JPEG has no transparency
          .jpeg({ quality: 85 })
          .toBuffer(),
      ).catch(asNotAnImage(field));
      return { bytes, type: 'image/jpeg', field: image.field };
    },
  };
}

export type ImageWork = ReturnType<typeof createImageWork>;
