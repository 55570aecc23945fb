import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config/env.js';
import { checkedKey, isPrivate, type FileStore } from './file-store.js';

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
