import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { DriverView, Page, UserView } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  multipartForm,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { phonePhoto } from '../cars/car-fixtures.js';
import { licenceFile, registeredDriver } from './driver-fixtures.js';

/**
 * rules §1.10: a verified driver who changes who they are (name, licence number, licence
 * photo) goes back to `pending` and leaves Hire a Driver until an admin verifies again,
 * by whichever path the change comes. An admin's edit keeps the decision (rules §8.5).
 */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAdmin();
});
afterAll(() => t.close());

const get = (url: string, actor?: TestUser) =>
  t.app.inject({ url, headers: actor ? bearer(actor) : {} });
const publicIds = async () =>
  (await get('/api/drivers?per_page=100')).json<Page<DriverView>>().data.map((driver) => driver.id);
const ownProfile = async (user: TestUser) =>
  (await get('/api/my-driver-profile', user)).json<{ data: DriverView }>().data;

const putDriver = (user: TestUser, id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/drivers/${id}`, headers: bearer(user), payload });
const putDriverForm = (
  user: TestUser,
  id: number,
  fields: Record<string, string>,
  files: Parameters<typeof multipartForm>[1] = [],
) => {
  const form = multipartForm(fields, files);
  return t.app.inject({
    method: 'PUT',
    url: `/api/drivers/${id}`,
    headers: { ...form.headers, ...bearer(user) },
    payload: form.payload,
  });
};

/** A verified, listed driver whose public page answers. */
async function verifiedDriver() {
  const registered = await registeredDriver(t, {}, admin);
  expect(await publicIds()).toContain(registered.driver.id);
  return registered;
}

/** The driver is back in review: off the list, their page gone for the public, pending to them. */
async function expectBackInReview(user: TestUser, id: number) {
  expect((await ownProfile(user)).license_verification_status).toBe('pending');
  expect(await publicIds()).not.toContain(id);
  expect((await get(`/api/drivers/${id}`)).statusCode).toBe(404);
  const forAdmin = await get(`/api/admin/drivers?verification=pending&per_page=100`, admin);
  expect(forAdmin.json<Page<DriverView>>().data.map((driver) => driver.id)).toContain(id);
}

async function expectStillVerified(user: TestUser, id: number) {
  expect((await ownProfile(user)).license_verification_status).toBe('verified');
  expect(await publicIds()).toContain(id);
}

describe('a verified driver who changes who they are goes back to review', () => {
  it.each([
    ['a new name', { name: 'Someone Else' }],
    ['a new licence number', { license_number: 'RW-9999999' }],
    ['both', { name: 'Someone Else', license_number: 'RW-9999999' }],
  ])('PUT /api/drivers/{id} as JSON with %s', async (_, change) => {
    const { user, driver } = await verifiedDriver();
    const response = await putDriver(user, driver.id, change);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: DriverView }>().data.license_verification_status).toBe('pending');
    await expectBackInReview(user, driver.id);
  });

  it('PUT /api/drivers/{id} as multipart with a new name and licence number', async () => {
    const { user, driver } = await verifiedDriver();
    const response = await putDriverForm(user, driver.id, {
      name: 'Someone Else',
      license_number: 'RW-9999999',
    });
    expect(response.statusCode).toBe(200);
    await expectBackInReview(user, driver.id);
  });

  it('a new licence photo through PUT /api/drivers/{id}: stored privately, the old one gone', async () => {
    const { user, driver } = await verifiedDriver();
    const folder = path.join(t.dataDir, 'private', 'driver-licences');
    const before = new Set(await readdir(folder));
    const response = await putDriverForm(user, driver.id, {}, [await licenceFile()]);
    expect(response.statusCode).toBe(200);
    await expectBackInReview(user, driver.id);
    const after = await readdir(folder);
    expect(after).toHaveLength(before.size);
    expect(after.filter((file) => !before.has(file))).toHaveLength(1);
    const image = await get(response.json<{ data: DriverView }>().data.license_image_url!, admin);
    expect(image.statusCode).toBe(200);
  });

  it('parallel licence photos leave one file: the one the profile points to', async () => {
    const { user, driver } = await verifiedDriver();
    const folder = path.join(t.dataDir, 'private', 'driver-licences');
    const responses = await Promise.all(
      Array.from({ length: 4 }, async () =>
        putDriverForm(user, driver.id, {}, [await licenceFile()]),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const mine = (await readdir(folder)).filter((file) => file.startsWith(`driver-${user.id}-`));
    expect(mine).toHaveLength(1);
    const image = await get((await ownProfile(user)).license_image_url!, user);
    expect(image.statusCode).toBe(200);
  });

  it('a new licence photo sends a rejected licence back to review too', async () => {
    const { user, driver } = await registeredDriver(t);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/drivers/${driver.id}/verify-license`,
      headers: bearer(admin),
      payload: { status: 'rejected' },
    });
    const response = await putDriverForm(user, driver.id, {}, [await licenceFile()]);
    expect(response.json<{ data: DriverView }>().data.license_verification_status).toBe('pending');
  });

  it('a new name on the account (PUT /api/users/{id}) sends the driver profile back too', async () => {
    const { user, driver } = await verifiedDriver();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(user),
      payload: { name: 'Someone Else' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: UserView }>().data.name).toBe('Someone Else');
    await expectBackInReview(user, driver.id);
  });

  it('once verified again, the driver is listed again', async () => {
    const { user, driver } = await verifiedDriver();
    await putDriver(user, driver.id, { name: 'Someone Else' });
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/admin/drivers/${driver.id}/verify-license`,
      headers: bearer(admin),
      payload: { status: 'verified' },
    });
    expect(decided.statusCode).toBe(200);
    await expectStillVerified(user, driver.id);
  });
});

describe('what changes no identity keeps the licence as decided', () => {
  it('the same name and number sent again, a price, a portrait, going offline', async () => {
    const { user, driver } = await verifiedDriver();
    expect(
      (
        await putDriver(user, driver.id, {
          name: driver.name,
          license_number: 'RW-0123456',
          price_per_hour: 3500,
          is_available: false,
        })
      ).statusCode,
    ).toBe(200);
    const portrait = {
      field: 'profile_image',
      filename: 'me.jpg',
      bytes: await phonePhoto({ width: 300, height: 400 }),
      type: 'image/jpeg',
    };
    expect((await putDriverForm(user, driver.id, {}, [portrait])).statusCode).toBe(200);
    const phone = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(user),
      payload: { phone_number: '+250 788 900 200' },
    });
    expect(phone.statusCode).toBe(200);
    await expectStillVerified(user, driver.id);
  });

  it('an admin’s edit of the driver’s name, on the profile or the account (rules §8.5)', async () => {
    const { user, driver } = await verifiedDriver();
    const onProfile = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/drivers/${driver.id}`,
      headers: bearer(admin),
      payload: { name: 'Renamed By Admin', license_number: 'RW-1111111' },
    });
    expect(onProfile.statusCode).toBe(200);
    for (const url of [`/api/admin/users/${user.id}`, `/api/users/${user.id}`]) {
      const onAccount = await t.app.inject({
        method: 'PUT',
        url,
        headers: bearer(admin),
        payload: { name: `Renamed Account ${url.length}` },
      });
      expect(onAccount.statusCode).toBe(200);
    }
    await expectStillVerified(user, driver.id);
  });

  it('a pending driver who renames themself stays pending; a rejected one stays rejected', async () => {
    const pending = await registeredDriver(t);
    await putDriver(pending.user, pending.driver.id, { name: 'Still Pending' });
    expect((await ownProfile(pending.user)).license_verification_status).toBe('pending');
    const rejected = await registeredDriver(t);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/drivers/${rejected.driver.id}/verify-license`,
      headers: bearer(admin),
      payload: { status: 'rejected' },
    });
    await putDriver(rejected.user, rejected.driver.id, { name: 'Still Rejected' });
    expect((await ownProfile(rejected.user)).license_verification_status).toBe('rejected');
  });
});
