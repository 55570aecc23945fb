import type { Readable } from 'node:stream';
import type { S3Settings } from '../../config/env.js';

export type { S3Settings };

/**
 * Where uploaded files live (record 22): a folder of `DATA_DIR` on one machine
 * (disk-store.ts), or an S3-compatible bucket that every process shares (s3-store.ts). Keys are relative paths, the same in both:
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
export function checkedKey(key: string): string {
  if (!/^(uploads|private)(\/[a-z0-9][a-z0-9._-]*)+$/.test(key) || key.includes('..'))
    throw new Error(`Unsafe file key: ${key}`);
  return key;
}

/** A licence's key: served only through its authorised routes, never cached by others. */
export const isPrivate = (key: string) => key.startsWith('private/');

/** Tests and the move command: a file's bytes from a stream. */
export async function streamBytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
