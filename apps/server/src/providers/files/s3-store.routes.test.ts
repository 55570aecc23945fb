import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { UserView } from '@kodesha/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCar } from '../../modules/cars/car-fixtures.js';
import { startS3Server } from '../../test/s3-server.js';
import {
  bearer,
  createTestApp,
  multipartFile,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { moveUploadsToBucket } from '../../move-uploads.js';
import { streamBytes } from './file-store.js';
import { createS3Store } from './s3-store.js';

/**
 * Photos and licences in a bucket (record 22), against a real S3-compatible server: what
 * the app writes there, what it serves from there, what it removes, and what nobody may read.
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
let bucket: ReturnType<typeof createS3Store>;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ storage: s3.settings });
  bucket = createS3Store(s3.settings);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

const keyOfUrl = (url: string) => url.replace(/^.*?\/uploads\//, 'uploads/');

describe('car photos in the bucket', () => {
  it('stores both sizes there, none on disk, and serves them a year-long', async () => {
    const owner = await t.signUp('owner', { phone_number: '+250 788 123 456' });
    const car = await listCar(t, owner);
    const photo = car.images[0]!;
    expect(photo.url).toMatch(/^\/uploads\/cars\/[a-f0-9]{32}-\d+\.webp$/);
    for (const url of [photo.url, photo.thumbnail_url]) {
      const stored = await bucket.open(keyOfUrl(url));
      expect(stored, url).toBeDefined();
      const bytes = await streamBytes(stored!.stream);
      const served = await t.app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect((await sharp(bytes).metadata()).format).toBe('webp');
    }
    expect(await filesUnder(path.join(t.dataDir, 'uploads'))).toEqual([]);
  });

  it('removes them from the bucket with the car', async () => {
    const owner = await t.signUp('owner', { phone_number: '+250 788 123 457' });
    const car = await listCar(
      t,
      owner,
      {},
      await sharp({
        create: { width: 70, height: 50, channels: 3, background: '#aa3300' },
      })
        .jpeg()
        .toBuffer(),
    );
    const keys = [car.images[0]!.url, car.images[0]!.thumbnail_url].map(keyOfUrl);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/cars/${car.id}`,
      headers: bearer(owner),
    });
    expect(deleted.statusCode).toBe(204);
    for (const key of keys) expect(await bucket.open(key), key).toBeUndefined();
    expect((await t.app.inject({ url: car.images[0]!.url })).statusCode).toBe(404);
  });

  it('serves nothing but photos from /uploads', async () => {
    for (const url of ['/uploads/private/x.webp', '/uploads/cars/..%2Fprivate%2Fx.jpg']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('a CDN in front (PUBLIC_ASSETS_URL)', () => {
  it('names photos at the CDN, and lets pages show them', async () => {
    const cdn = `${s3.endpoint}/${s3.settings.bucket}`;
    const site = await createTestApp({ storage: { ...s3.settings, publicAssetsUrl: cdn } });
    try {
      const owner = await site.signUp('owner', { phone_number: '+250 788 123 458' });
      const car = await listCar(site, owner);
      const url = car.images[0]!.url;
      expect(url.startsWith(`${cdn}/uploads/cars/`)).toBe(true);
      // The bucket answers the CDN's fetch itself (s3rver reads anonymously, as a CDN would).
      const fetched = await fetch(url);
      expect(fetched.status).toBe(200);
      const page = await site.app.inject({ url: '/api/health' });
      expect(page.headers['content-security-policy']).toContain(
        `img-src 'self' data: blob: ${s3.endpoint}`,
      );
    } finally {
      await site.close();
    }
  });
});

describe('licence photos in the bucket', () => {
  const licence = () =>
    sharp({ create: { width: 60, height: 40, channels: 3, background: '#2b6cb0' } })
      .jpeg()
      .toBuffer();
  async function sendLicence(user: TestUser) {
    const body = multipartFile('license_image', 'licence.jpg', await licence(), 'image/jpeg');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/license',
      headers: { ...body.headers, ...bearer(user) },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: UserView }>().data;
  }

  it('keeps them under private/, served only to their holder and admins, and replaced cleanly', async () => {
    const holder = await t.signUp('client');
    const stranger = await t.signUp('client');
    const admin = await t.signInAdmin();
    const first = await sendLicence(holder);
    const imageUrl = first.license_image_url!;
    const asHolder = await t.app.inject({ url: imageUrl, headers: bearer(holder) });
    expect(asHolder.statusCode).toBe(200);
    expect(asHolder.headers['content-type']).toMatch(/^image\/jpeg/);
    expect((await sharp(asHolder.rawPayload).metadata()).width).toBe(60);
    expect((await t.app.inject({ url: imageUrl, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: imageUrl, headers: bearer(stranger) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: imageUrl })).statusCode).toBe(401);

    // Where it is kept: under private/, by a name the API never shows.
    const stored = (await listed('private/licences/')).filter((key) =>
      key.startsWith(`private/licences/licence-${holder.id}-`),
    );
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(first)).not.toContain('licence-');
    expect(await filesUnder(path.join(t.dataDir, 'private'))).toEqual([]);

    // A new licence replaces the old one: one object, the newer.
    await sendLicence(holder);
    const after = (await listed('private/licences/')).filter((key) =>
      key.startsWith(`private/licences/licence-${holder.id}-`),
    );
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(stored[0]);
  });
});

describe('npm run uploads:to-s3', () => {
  it('copies a folder’s photos and licences into the bucket, where the same addresses serve them', async () => {
    const before = await createTestApp();
    const moved = await startS3Server('kodesha-moved');
    try {
      const owner = await before.signUp('owner', { phone_number: '+250 788 123 459' });
      const car = await listCar(before, owner);
      const holder = await before.signUp('client');
      const body = multipartFile(
        'license_image',
        'licence.jpg',
        await sharp({ create: { width: 60, height: 40, channels: 3, background: '#225522' } })
          .jpeg()
          .toBuffer(),
        'image/jpeg',
      );
      const sent = await before.app.inject({
        method: 'POST',
        url: '/api/account/license',
        headers: { ...body.headers, ...bearer(holder) },
        payload: body.payload,
      });
      const imageUrl = sent.json<{ data: UserView }>().data.license_image_url!;
      const photoOnDisk = await before.app.inject({ url: car.images[0]!.url });
      const licenceOnDisk = await before.app.inject({ url: imageUrl, headers: bearer(holder) });

      const store = createS3Store(moved.settings);
      const first = await moveUploadsToBucket(before.dataDir, store);
      expect(first.copied).toBe(4); // three sizes of the photo, one licence
      // Run again (a move cut short): nothing is copied twice, nothing breaks.
      expect((await moveUploadsToBucket(before.dataDir, store)).copied).toBe(4);

      // The same database, now on the bucket: the same addresses answer the same bytes.
      const after = await createTestApp({
        database: {
          db: before.db,
          notifications: before.notifications,
          kind: 'embedded',
          close: async () => undefined,
          exclusive: (work) => work(),
        },
        storage: moved.settings,
      });
      try {
        const photo = await after.app.inject({ url: car.images[0]!.url });
        expect(photo.statusCode).toBe(200);
        expect(photo.rawPayload.equals(photoOnDisk.rawPayload)).toBe(true);
        const licenceNow = await after.app.inject({ url: imageUrl, headers: bearer(holder) });
        expect(licenceNow.statusCode).toBe(200);
        expect(licenceNow.rawPayload.equals(licenceOnDisk.rawPayload)).toBe(true);
      } finally {
        await after.close();
      }
    } finally {
      await before.close();
      await moved.close();
    }
  });
});

/** The bucket's keys under a prefix, as its own listing gives them (S3's ListObjectsV2). */
async function listed(prefix: string): Promise<string[]> {
  const response = await fetch(
    `${s3.endpoint}/${s3.settings.bucket}?list-type=2&prefix=${encodeURIComponent(prefix)}`,
  );
  const xml = await response.text();
  return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]!);
}
