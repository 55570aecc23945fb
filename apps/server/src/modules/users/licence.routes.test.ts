import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { detectImageType, type UserView } from '@kodesha/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../test/error-bodies.js';
import {
  bearer,
  createTestApp,
  multipartFile,
  tinyPng,
  type ErrorBody,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';

/** The authorised image path, versioned by the submission time in epoch milliseconds. */
const imageUrlOf = (dto: UserView) =>
  `/api/users/${dto.id}/license-image?v=${Date.parse(dto.license_submitted_at!)}`;

const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A JPEG header followed by a web page: a JPEG by its first bytes only (rules §1.9). */
const jpegHeadedHtml = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('<html><script>alert(1)</script></html>'),
]);

let t: TestApp;
let admin: TestUser;
let licenceDir: string;
/** A real photo of a licence, 60 × 40, as a phone would send it. */
let licenceJpeg: Buffer;
beforeAll(async () => {
  licenceJpeg = await sharp({
    create: { width: 60, height: 40, channels: 3, background: '#2b6cb0' },
  })
    .jpeg()
    .toBuffer();
  t = await createTestApp();
  admin = await t.signInAdmin();
  licenceDir = path.join(t.dataDir, 'private', 'licences');
});
afterAll(() => t.close());

/** Every file below a folder, or none if it does not exist. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}
const licenceFilesOf = async (user: TestUser) =>
  (await filesUnder(licenceDir)).filter((name) => name.startsWith(`licence-${user.id}-`));

function upload(
  user: TestUser | undefined,
  body: { payload: Buffer | string | object; headers: Record<string, string> },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/license',
    headers: { ...body.headers, ...(user ? bearer(user) : {}) },
    payload: body.payload,
  });
}
const uploadFile = (
  user: TestUser | undefined,
  bytes: Buffer,
  filename = 'licence.png',
  type = 'image/png',
  field = 'license_image',
) => upload(user, multipartFile(field, filename, bytes, type));

/** A multipart body with one text field and no file. */
function multipartTextField(field: string, value: string) {
  const boundary = '----kodeshaTextOnly';
  return {
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n--${boundary}--\r\n`,
    ),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function statusOf(user: TestUser): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(user) });
  return response.json<{ user: UserView }>().user.license_verification_status;
}

function expectLicenceRequired(response: { statusCode: number; json: <T>() => T }) {
  expect(response.statusCode).toBe(422);
  expect(response.json<ErrorBody>()).toEqual(errorBody('licence.required'));
}

describe('POST /api/account/license', () => {
  it('stores a PNG privately and sends the licence for review', async () => {
    const user = await t.signUp('client');
    const response = await uploadFile(user, tinyPng);
    expect(response.statusCode).toBe(200);
    const dto = response.json<{ data: UserView }>().data;
    expect(dto).toMatchObject({
      id: user.id,
      license_verification_status: 'pending',
      license_image_url: expect.stringMatching(
        new RegExp(`^/api/users/${user.id}/license-image\\?v=\\d+$`),
      ),
      license_submitted_at: expect.any(String),
    });
    expect(dto.license_image_url).toBe(imageUrlOf(dto));
    expect(response.body).not.toContain('licence-');
    const stored = await licenceFilesOf(user);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/\.jpg$/); // re-encoded: only the pixels are kept
    expect(await filesUnder(path.join(t.dataDir, 'uploads'))).toEqual([]);
    expect(await statusOf(user)).toBe('pending');
  });

  it('refuses a JPEG header followed by HTML, and keeps nothing', async () => {
    const user = await t.signUp('client');
    const response = await uploadFile(user, jpegHeadedHtml, 'licence.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>()).toEqual(errorBody('image.notAnImage', 'license_image'));
    expect(await licenceFilesOf(user)).toEqual([]);
    expect(await statusOf(user)).toBe('not_submitted');
  });

  it('keeps the licence upright and without its EXIF (where and when it was taken)', async () => {
    const user = await t.signUp('client');
    // Stored sideways (orientation 6: turn 90° clockwise to view), with EXIF as a phone writes it.
    const phonePhoto = await sharp({
      create: { width: 80, height: 40, channels: 3, background: '#c05621' },
    })
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { Make: 'PhoneMaker', Model: 'Phone 9', Software: 'Where I live' } },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(phonePhoto).metadata()).exif).toBeDefined();
    const response = await uploadFile(user, phonePhoto, 'licence.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const [name] = await licenceFilesOf(user);
    const stored = await readFile(path.join(licenceDir, name!));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([40, 80]); // turned upright
    expect(stored.includes('PhoneMaker')).toBe(false);
  });

  it('refuses a text file that claims to be a JPEG', async () => {
    const user = await t.signUp('client');
    const response = await uploadFile(
      user,
      Buffer.from('hello, I am plain text'),
      'licence.jpg',
      'image/jpeg',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>()).toEqual(errorBody('image.notAnImage', 'license_image'));
    expect(await licenceFilesOf(user)).toEqual([]);
    expect(await statusOf(user)).toBe('not_submitted');
  });

  it('refuses an image over 5 MB with 413 and leaves the status unchanged', async () => {
    const user = await t.signUp('client');
    const big = Buffer.alloc(6 * 1024 * 1024);
    pngMagic.copy(big);
    const response = await uploadFile(user, big);
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorBody>()).toEqual(errorBody('image.tooLarge'));
    expect(await statusOf(user)).toBe('not_submitted');
    expect(await licenceFilesOf(user)).toEqual([]);
  });

  it('asks for the licence when the body has no file, or the file under another field name', async () => {
    const user = await t.signUp('client');
    expectLicenceRequired(await upload(user, multipartTextField('note', 'here it is')));
    expectLicenceRequired(await uploadFile(user, tinyPng, 'licence.png', 'image/png', 'avatar'));
    expect(await statusOf(user)).toBe('not_submitted');
  });

  it('asks for the licence when the body is JSON rather than multipart', async () => {
    const user = await t.signUp('client');
    expectLicenceRequired(
      await upload(user, { payload: { license_image: 'data:image/png;base64,AAAA' }, headers: {} }),
    );
  });

  it('answers a malformed multipart body with 400, not 500', async () => {
    const user = await t.signUp('client');
    const good = multipartFile('license_image', 'licence.png', tinyPng, 'image/png');
    const cutShort = await upload(user, {
      payload: good.payload.subarray(0, 120),
      headers: good.headers,
    });
    const noBoundary = await upload(user, {
      payload: good.payload,
      headers: { 'content-type': 'multipart/form-data' },
    });
    for (const response of [cutShort, noBoundary]) {
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>()).toEqual(errorBody('request.malformed'));
    }
    expect(await statusOf(user)).toBe('not_submitted');
  });

  it('requires a token', async () => {
    const response = await uploadFile(undefined, tinyPng);
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>()).toEqual(errorBody('auth.unauthenticated'));
  });

  it('a new upload replaces the old file', async () => {
    const user = await t.signUp('driver');
    expect((await uploadFile(user, tinyPng)).statusCode).toBe(200);
    const [first] = await licenceFilesOf(user);
    const response = await uploadFile(user, licenceJpeg, 'renewed.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: UserView }>().data.license_verification_status).toBe('pending');
    const remaining = await licenceFilesOf(user);
    expect(remaining).toHaveLength(1);
    expect(remaining[0]).not.toBe(first);
    expect(remaining[0]).toMatch(/\.jpg$/);
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/license-image`,
      headers: bearer(user),
    });
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(60);
  });

  it('a new upload changes the image URL, and the versioned URL serves the new photo', async () => {
    const user = await t.signUp('client');
    const before = (await uploadFile(user, tinyPng)).json<{ data: UserView }>().data;
    await new Promise((resolve) => setTimeout(resolve, 5)); // a later submission time
    const after = (await uploadFile(user, licenceJpeg, 'renewed.jpg', 'image/jpeg')).json<{
      data: UserView;
    }>().data;
    expect(after.license_image_url).toBe(imageUrlOf(after));
    expect(after.license_image_url).not.toBe(before.license_image_url);
    const image = await t.app.inject({
      method: 'GET',
      url: after.license_image_url!,
      headers: bearer(user),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(60);
  });
});

describe('GET /api/users/{id}/license-image', () => {
  let holder: TestUser;
  beforeAll(async () => {
    holder = await t.signUp('client');
    const response = await uploadFile(holder, tinyPng);
    expect(response.statusCode).toBe(200);
  });
  const fetchImage = (actor: TestUser | undefined, id: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/users/${id}/license-image`,
      headers: actor ? bearer(actor) : {},
    });

  it('the holder gets the stored photo, never cached', async () => {
    const response = await fetchImage(holder, holder.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toContain('no-store');
    expect(detectImageType(response.rawPayload)).toBe('image/jpeg');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1);
  });

  it('an admin can see it', async () => {
    const response = await fetchImage(admin, holder.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1);
  });

  it("a client cannot read another user's licence image", async () => {
    const other = await t.signUp('client');
    const response = await fetchImage(other, holder.id);
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>()).toEqual(errorBody('auth.forbidden'));
  });

  it('an anonymous caller gets 401', async () => {
    const response = await fetchImage(undefined, holder.id);
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>()).toEqual(errorBody('auth.unauthenticated'));
  });

  it('a licence file gone from disk is a JSON 404, not a 500 or an empty image', async () => {
    const user = await t.signUp('client');
    const dto = (await uploadFile(user, tinyPng)).json<{ data: UserView }>().data;
    for (const name of await licenceFilesOf(user)) await rm(path.join(licenceDir, name));
    for (const url of [dto.license_image_url!, `/api/users/${user.id}/license-image`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(user) });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json<ErrorBody>()).toEqual(errorBody('licence.notFound'));
    }
  });

  it('answers ids beyond a PostgreSQL integer with 404, not 422 or 500', async () => {
    for (const id of [2_147_483_648, 99_999_999_999]) {
      const response = await fetchImage(admin, id);
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorBody>()).toEqual(errorBody('request.notFound'));
    }
  });

  it('a user without a licence gets 404', async () => {
    const user = await t.signUp('client');
    for (const actor of [user, admin]) {
      const response = await fetchImage(actor, user.id);
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorBody>()).toEqual(errorBody('licence.notFound'));
    }
  });
});
