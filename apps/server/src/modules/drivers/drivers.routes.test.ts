import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { messages, type DriverView, type Page } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  multipartForm,
  type ErrorBody,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { phonePhoto, verifiedClient } from '../cars/car-fixtures.js';
import { driverFields, licenceFile, postDriver, registeredDriver } from './driver-fixtures.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAdmin();
});
afterAll(() => t.close());

const get = (url: string, actor?: TestUser) =>
  t.app.inject({ url, headers: actor ? bearer(actor) : {} });
const publicIds = async (query = '') =>
  (await get(`/api/drivers${query}`)).json<Page<DriverView>>().data.map((driver) => driver.id);
const verify = (actor: TestUser, id: number, status = 'verified') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/drivers/${id}/verify-license`,
    headers: bearer(actor),
    payload: { status },
  });

describe('POST /api/drivers', () => {
  it('registers a driver: pending, licence kept private, portrait public as WebP', async () => {
    const user = await t.signUp('driver');
    const photo = {
      field: 'profile_image',
      filename: 'me.jpg',
      bytes: await phonePhoto({ width: 600, height: 800 }),
      type: 'image/jpeg',
    };
    const response = await postDriver(t, user, driverFields(), [await licenceFile(), photo]);
    expect(response.statusCode).toBe(201);
    const driver = response.json<{ data: DriverView }>().data;
    expect(driver).toMatchObject({
      user_id: user.id,
      name: 'Eric Niyonzima',
      experience: 8,
      specialties: ['city-driving', 'airport-transfers'],
      license_verification_status: 'pending',
      license_number: 'RW-0123456',
      is_available: true,
      is_active: true,
      rating: null,
      review_count: 0,
    });
    expect(driver.profile_image).toMatch(/^\/uploads\/drivers\/[a-f0-9]{32}-1280\.webp$/);
    const publicFiles = await readdir(path.join(t.dataDir, 'uploads'), { recursive: true });
    const privateFiles = await readdir(path.join(t.dataDir, 'private', 'driver-licences'));
    expect(privateFiles).toHaveLength(1);
    expect(publicFiles.join(' ')).not.toContain(privateFiles[0]!);
    // The licence photo reaches its driver, not another driver.
    expect((await get(driver.license_image_url!, user)).statusCode).toBe(200);
    const other = await t.signUp('driver');
    expect((await get(driver.license_image_url!, other)).statusCode).toBe(403);
  });

  it('is for driver accounts only: a client gets 403, a visitor 401', async () => {
    const client = await t.signUp('client');
    expect((await postDriver(t, client, driverFields(), [await licenceFile()])).statusCode).toBe(
      403,
    );
    expect((await postDriver(t, undefined, driverFields(), [await licenceFile()])).statusCode).toBe(
      401,
    );
  });

  it('allows one profile per driver (409)', async () => {
    const { user } = await registeredDriver(t);
    const again = await postDriver(t, user, driverFields(), [await licenceFile()]);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().message).toBe(messages.driverAlreadyRegistered);
  });

  it.each([
    ['an age under 18', { age: 17 }, 'age', messages.driverAgeMin],
    ['no experience', { experience: 0 }, 'experience', messages.driverExperienceMin],
    ['a rate under 1,000', { price_per_hour: 500 }, 'price_per_hour', messages.driverRateMin],
    [
      'a rate off the 500 step',
      { price_per_hour: 1250 },
      'price_per_hour',
      messages.driverRateStep,
    ],
    ['no specialty', { specialties: '[]' }, 'specialties', messages.specialtiesRequired],
    [
      'an unknown specialty',
      { specialties: '["racing"]' },
      'specialties',
      messages.specialtyInvalid,
    ],
    ['no name', { name: '' }, 'name', messages.nameRequired],
    [
      'no licence number',
      { license_number: ' ' },
      'license_number',
      messages.licenceNumberRequired,
    ],
    [
      'no availability notes',
      { availability_notes: '' },
      'availability_notes',
      messages.requiredFields,
    ],
    ['a town outside the list', { location: 'Goma' }, 'location', messages.locationInvalid],
  ])('refuses %s with 422 and the spec message', async (_, overrides, field, message) => {
    const user = await t.signUp('driver');
    const response = await postDriver(t, user, driverFields(overrides), [await licenceFile()]);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors?.[field]).toContain(message);
    expect((await get('/api/my-driver-profile', user)).statusCode).toBe(404);
  });

  it('requires the licence image, and an image by its bytes', async () => {
    const user = await t.signUp('driver');
    const none = await postDriver(t, user, driverFields(), []);
    expect(none.statusCode).toBe(422);
    expect(none.json<ErrorBody>().errors).toEqual({
      license_image: [messages.driverLicenceImageRequired],
    });
    const fake = await postDriver(t, user, driverFields(), [
      { field: 'license_image', filename: 'licence.jpg', bytes: Buffer.from('not an image') },
    ]);
    expect(fake.statusCode).toBe(422);
    expect(fake.json<ErrorBody>().message).toBe(messages.imageTypeInvalid);
  });
});

describe('verification and the public list', () => {
  it('keeps a pending driver out of the public list and page, and lists them once verified', async () => {
    const { user, driver } = await registeredDriver(t, { name: 'Pending Person' });
    expect(await publicIds()).not.toContain(driver.id);
    expect((await get(`/api/drivers/${driver.id}`)).statusCode).toBe(404);
    expect((await get(`/api/drivers/${driver.id}`, user)).statusCode).toBe(200); // themself

    expect((await verify(user, driver.id)).statusCode).toBe(403); // not an admin
    const decided = await verify(admin, driver.id);
    expect(decided.statusCode).toBe(200);
    expect(decided.json<{ data: DriverView }>().data.license_verification_status).toBe('verified');
    expect(await publicIds()).toContain(driver.id);
    expect((await verify(admin, driver.id, 'rejected')).statusCode).toBe(409); // decided already
  });

  it('keeps a rejected driver out', async () => {
    const { driver } = await registeredDriver(t);
    await verify(admin, driver.id, 'rejected');
    expect(await publicIds()).not.toContain(driver.id);
  });

  it('shows no phone and no licence details in public JSON', async () => {
    const { driver } = await registeredDriver(t, {}, admin);
    const list = await get('/api/drivers?per_page=100');
    const one = await get(`/api/drivers/${driver.id}`);
    for (const body of [list.body, one.body]) {
      expect(body).not.toContain('788 900');
      expect(body).not.toContain('RW-0123456');
    }
    expect(one.json<{ data: DriverView }>().data).toMatchObject({
      license_number: null,
      license_image_url: null,
      license_verification_status: null,
    });
  });
});

describe('PUT /api/drivers/{id}', () => {
  it('persists the availability switch and changes only what is sent', async () => {
    const { user, driver } = await registeredDriver(t, {}, admin);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/drivers/${driver.id}`,
      headers: bearer(user),
      payload: { is_available: false, price_per_hour: 3500 },
    });
    expect(response.statusCode).toBe(200);
    const mine = (await get('/api/my-driver-profile', user)).json<{ data: DriverView }>().data;
    expect(mine).toMatchObject({
      is_available: false,
      price_per_hour: 3500,
      name: driver.name,
      experience: 8,
    });
  });

  it('a new portrait replaces the old one, whose files are deleted', async () => {
    const { user, driver } = await registeredDriver(t);
    const portrait = async (width: number) => ({
      field: 'profile_image',
      filename: 'me.jpg',
      bytes: await phonePhoto({ width, height: 400 }),
      type: 'image/jpeg',
    });
    const put = async (width: number) => {
      const form = multipartForm({}, [await portrait(width)]);
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/drivers/${driver.id}`,
        headers: { ...form.headers, ...bearer(user) },
        payload: form.payload,
      });
      return response.json<{ data: DriverView }>().data.profile_image!;
    };
    const fileOf = (url: string) => path.join(t.dataDir, url);
    const first = await put(300);
    await expect(stat(fileOf(first))).resolves.toBeTruthy();
    const second = await put(320);
    expect(second).not.toBe(first);
    await expect(stat(fileOf(second))).resolves.toBeTruthy();
    await expect(stat(fileOf(first))).rejects.toThrow();
  });

  it("refuses another driver's profile with 403", async () => {
    const { driver } = await registeredDriver(t);
    const other = await t.signUp('driver');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/drivers/${driver.id}`,
      headers: bearer(other),
      payload: { is_available: false },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().message).toBe(messages.driverNotYours);
  });

  it('checks the rate rule on edit too', async () => {
    const { user, driver } = await registeredDriver(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/drivers/${driver.id}`,
      headers: bearer(user),
      payload: { price_per_hour: 1100 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().message).toBe(messages.driverRateStep);
  });
});

describe('GET /api/drivers/{id}/contact (rules §1.12)', () => {
  it('answers each kind of viewer as the rules say', async () => {
    const { driver } = await registeredDriver(t, {}, admin);
    const url = `/api/drivers/${driver.id}/contact`;
    const visitor = await get(url);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json<ErrorBody>().message).toBe(messages.contactLoginRequired);
    const owner = await get(url, await t.signUp('owner'));
    expect(owner.statusCode).toBe(403);
    expect(owner.json<ErrorBody>().message).toBe(messages.contactDriverClientOnly);
    const unverified = await get(url, await t.signUp('client'));
    expect(unverified.json<ErrorBody>().message).toBe(messages.contactLicenceRequired);
    const verified = await get(url, await verifiedClient(t, admin));
    expect(verified.json()).toEqual({ data: { phone: '+250788900100' } });
    expect((await get(url, admin)).json()).toEqual({ data: { phone: '+250788900100' } });
  });
});

describe('GET /api/my-driver-profile', () => {
  it("answers 404 'Driver not found' to a driver who has not registered", async () => {
    const response = await get('/api/my-driver-profile', await t.signUp('driver'));
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().message).toBe(messages.driverNotFound);
  });
});
