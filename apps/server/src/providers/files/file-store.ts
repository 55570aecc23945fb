import { randomBytes } from 'node:crypto';
import { access, mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config/env.js';

export type { S3Settings };

/**
 * Where uploaded files live (record 22): a folder of `DATA_DIR` on one machine, or an
 * S3-compatible bucket that every process shares. Keys are relative paths, the same in both:
 * `uploads/…` for public photos (served to anyone, cached for a year), `private/…` for
 * licences (served only through their authorised routes, never by address).
 */
export type FileStore = {
  kind: 'disk' | 's3';
  /**
   * Stores `bytes` under `key`; never a half-written file under its real name. `once`: the
   * key names its content (a hash), so one already there is left as it is.
   */
  put(key: string, bytes: Buffer, options: { type: string; once?: boolean }): Promise<void>;
  /** The file as a stream, or undefined when there is none. */
  open(key: string): Promise<{ stream: Readable; bytes?: number } | undefined>;
  /** Removes the file; one already gone is no error. */
  remove(key: string): Promise<void>;
  /** The address a browser fetches a public (`uploads/…`) file from. */
  publicUrl(key: string): string;
};

/** A key is a relative path of safe names: no `..`, no absolute path, no odd characters. */
function checkedKey(key: string): string {
  if (!/^(uploads|private)(\/[a-z0-9][a-z0-9._-]*)+$/.test(key) || key.includes('..'))
    throw new Error(`Unsafe file key: ${key}`);
  return key;
}

const isPrivate = (key: string) => key.startsWith('private/');

/** The default: files under `DATA_DIR`, public ones served from `/uploads` by this process. */
export function createDiskStore(dataDir: string): FileStore {
  const fileOf = (key: string) => path.join(dataDir, ...checkedKey(key).split('/'));
  return {
    kind: 'disk',
    async put(key, bytes, options) {
      const file = fileOf(key);
      if (options.once) {
        try {
          await access(file);
          return; // same content, same name: already there
        } catch {
          // not there yet
        }
      }
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = path.join(
        path.dirname(file),
        `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
      );
      await writeFile(temporary, bytes, { mode: isPrivate(key) ? 0o600 : 0o644 });
      await rename(temporary, file);
    },
    async open(key) {
      try {
        const handle = await open(fileOf(key), 'r');
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), bytes: size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    publicUrl: (key) => `/${checkedKey(key)}`,
  };
}

const yearLong = 'public, max-age=31536000, immutable';

/**
 * An S3-compatible bucket. No object is made public by an ACL (most buckets refuse them):
 * the deploy guide opens `uploads/` to readers by the bucket's policy or the CDN's access,
 * and leaves `private/` to this server alone.
 */
export function createS3Store(settings: S3Settings): FileStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region ?? 'us-east-1',
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // A checksum only where the operation needs one: not every S3-compatible server reads
    // the SDK's newer default (a CRC32 trailer on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const assets = settings.publicAssetsUrl?.replace(/\/+$/, '');
  const notFound = (error: unknown) => {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    return status === 404;
  };
  return {
    kind: 's3',
    async put(key, bytes, options) {
      checkedKey(key);
      if (options.once) {
        try {
          await client.send(new HeadObjectCommand({ Bucket, Key: key }));
          return;
        } catch (error) {
          if (!notFound(error)) throw error;
        }
      }
      // One request: the object appears whole or not at all.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: options.type,
          CacheControl: isPrivate(key) ? 'private, no-store' : yearLong,
        }),
      );
    },
    async open(key) {
      checkedKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { stream: object.Body as Readable, bytes: object.ContentLength };
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    publicUrl: (key) => `${assets ?? ''}/${checkedKey(key)}`,
  };
}

/** Tests and the move command: a file's bytes from a stream. */
export async function streamBytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
