import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../providers/files/file-store.js';

/**
 * A real S3-compatible server (s3rver) on a free local port, with one empty bucket, for
 * the tests and the scale bench: the app talks to it over the S3 wire, as to a real bucket.
 */
export async function startS3Server(bucket = 'kodesha-test') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'kodesha-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const settings: S3Settings = {
    bucket,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    // s3rver's own keys: it checks signatures as S3 does.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  return {
    settings,
    endpoint,
    /** The address of an object as an anonymous reader (a CDN) would fetch it. */
    objectUrl: (key: string) => `${endpoint}/${bucket}/${key}`,
    async close(): Promise<void> {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
