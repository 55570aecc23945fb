import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { detectImageType, type UserView } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  multipartFile,
  tinyPng,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';

let t: TestApp;
let licenceDir: string;
beforeAll(async () => {
  t = await createTestApp();
  licenceDir = path.join(t.dataDir, 'private', 'licences');
});
afterAll(() => t.close());

/** Five different PNGs: bytes after IEND do not change what the magic bytes say. */
const photos = [1, 2, 3, 4, 5].map((n) =>
  Buffer.concat([tinyPng, Buffer.from(`licence photo number ${n}`)]),
);

function upload(user: TestUser, bytes: Buffer) {
  const body = multipartFile('license_image', 'licence.png', bytes, 'image/png');
  return t.app.inject({
    method: 'POST',
    url: '/api/account/license',
    headers: { ...body.headers, ...bearer(user) },
    payload: body.payload,
  });
}

describe('parallel licence uploads by one user', () => {
  it('the test photos are distinct PNGs', () => {
    expect(new Set(photos.map((photo) => photo.toString('hex'))).size).toBe(photos.length);
    for (const photo of photos) expect(detectImageType(photo)).toBe('image/png');
  });

  it('all succeed and leave exactly one file: the one the user record points to', async () => {
    const user = await t.signUp('driver');
    const responses = await Promise.all(photos.map((photo) => upload(user, photo)));
    expect(responses.map((response) => response.statusCode)).toEqual(photos.map(() => 200));

    const files = (await readdir(licenceDir, { withFileTypes: true })).filter((entry) =>
      entry.isFile(),
    );
    // Kept re-encoded as JPEG (rules §1.9): the bytes after IEND are gone.
    expect(files.map((entry) => entry.name)).toEqual([
      expect.stringMatching(new RegExp(`^licence-${user.id}-[0-9a-f]+\\.jpg$`)),
    ]);

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(user) });
    const dto = me.json<{ user: UserView }>().user;
    expect(dto.license_verification_status).toBe('pending');
    const image = await t.app.inject({
      method: 'GET',
      url: dto.license_image_url!,
      headers: bearer(user),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const served = image.rawPayload;
    expect(detectImageType(served)).toBe('image/jpeg');
    expect(served.includes('licence photo number')).toBe(false);
    expect(served.equals(await readFile(path.join(licenceDir, files[0]!.name)))).toBe(true);
  });
});
