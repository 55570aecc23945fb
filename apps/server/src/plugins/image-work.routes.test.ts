import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { argon2Passwords } from '../modules/auth/passwords.js';
import { carFields, phonePhoto, postCar } from '../modules/cars/car-fixtures.js';
import { driverFields, postDriver } from '../modules/drivers/driver-fixtures.js';
import { errorBody } from '../test/error-bodies.js';
import {
  bearer,
  createTestApp,
  multipartFile,
  type ErrorBody,
  type TestApp,
  type TestUser,
} from '../test/test-app.js';

let t: TestApp;
let owner: TestUser;
/** 12,000 × 12,000 pixels (144 megapixels) in about 440 KB: a decompression bomb. */
let bomb: Buffer;
/** A phone photo's size, 4000 × 3000, with texture enough to cost what a real one does. */
let bigPhoto: Buffer;
beforeAll(async () => {
  [bomb, bigPhoto] = await Promise.all([
    sharp({ create: { width: 12_000, height: 12_000, channels: 3, background: '#888888' } })
      .png({ compressionLevel: 9 })
      .toBuffer(),
    sharp({
      create: {
        width: 1000,
        height: 750,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 20 },
      },
    })
      .resize(4000, 3000)
      .jpeg({ quality: 80 })
      .toBuffer(),
  ]);
  // The real Argon2id: the login's cost is what image work must not starve (rules §9.12).
  t = await createTestApp({
    passwords: argon2Passwords,
    imageWork: { running: 1, waiting: 64, maxWaitMs: 60_000, threads: 1 },
  });
  owner = await t.signUp('owner');
}, 60_000);
afterAll(() => t.close());

const png = (field: string, bytes: Buffer) => ({
  field,
  filename: 'photo.png',
  bytes,
  type: 'image/png',
});
const filesUnder = async (folder: string) =>
  (
    await readdir(path.join(t.dataDir, folder), { recursive: true, withFileTypes: true }).catch(
      () => [],
    )
  ).filter((entry) => entry.isFile()).length;

describe('the pixel limit: 40 megapixels (rules §9.12)', () => {
  it('refuses a 12,000 × 12,000 car photo with 422 before decoding it', async () => {
    const started = performance.now();
    const response = await postCar(t, owner, carFields(), [png('images', bomb)]);
    const ms = performance.now() - started;
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>()).toEqual(errorBody('image.tooManyPixels', 'images'));
    // Decoding 144 megapixels takes seconds; reading the header, a few milliseconds.
    expect(ms).toBeLessThan(1_000);
    expect(await filesUnder('uploads')).toBe(0);
  });

  it('refuses it as a licence photo, and as a driver portrait, under their own fields', async () => {
    const client = await t.signUp('client');
    const form = multipartFile('license_image', 'licence.png', bomb, 'image/png');
    const licence = await t.app.inject({
      method: 'POST',
      url: '/api/account/license',
      headers: { ...form.headers, ...bearer(client) },
      payload: form.payload,
    });
    expect(licence.statusCode).toBe(422);
    expect(licence.json<ErrorBody>()).toEqual(errorBody('image.tooManyPixels', 'license_image'));

    const driver = await t.signUp('driver');
    const registered = await postDriver(t, driver, driverFields(), [
      png('license_image', await phonePhoto({ width: 64, height: 40 })),
      png('profile_image', bomb),
    ]);
    expect(registered.statusCode).toBe(422);
    expect(registered.json<ErrorBody>()).toEqual(errorBody('image.tooManyPixels', 'profile_image'));
    expect(await filesUnder('private')).toBe(0);
  });
});

describe('the image queue keeps logins fast (rules §9.12)', () => {
  const login = async () => {
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: owner.email, password: owner.password },
    });
    expect(response.statusCode).toBe(200);
    return performance.now() - started;
  };
  const p95 = (samples: number[]) =>
    [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.95) - 1]!;

  it('logins stay within 3× (+150 ms) of their quiet time while 8 uploads of 4000 × 3000 photos run', async () => {
    const quiet: number[] = [];
    for (let i = 0; i < 5; i += 1) quiet.push(await login());

    // The flood: eight cars with a big photo each, all sent at once (more than Node's four
    // worker threads, which Argon2 shares).
    let done = 0;
    const uploads = Array.from({ length: 8 }, () =>
      postCar(t, owner, carFields(), [
        { field: 'images', filename: 'car.jpg', bytes: bigPhoto, type: 'image/jpeg' },
      ]).then((response) => {
        done += 1;
        return response.statusCode;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200)); // the images are being decoded
    const flooded: number[] = [];
    while (done < 8 && flooded.length < 12) flooded.push(await login());

    expect(await Promise.all(uploads)).toEqual(Array.from({ length: 8 }, () => 201));
    expect(flooded.length).toBeGreaterThanOrEqual(5); // measured while the flood ran
    const bound = 3 * p95(quiet) + 150;
    console.info(
      `login p95: quiet ${p95(quiet).toFixed(0)} ms, during uploads ${p95(flooded).toFixed(0)} ms (bound ${bound.toFixed(0)} ms, ${flooded.length} logins)`,
    );
    expect(p95(flooded)).toBeLessThan(bound);
  });
});
