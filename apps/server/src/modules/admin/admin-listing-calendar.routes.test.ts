import { messages, type AdminDriverView, type CarView, type DriverView } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  postForm,
  type ErrorBody,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { carFields, listCar, phonePhoto } from '../cars/car-fixtures.js';

// rules §4.15, §4.16: an admin sets a listing's weekly hours and Instant Book as its provider.

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAdmin();
  owner = await t.signUp('owner');
}, 60_000);
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(admin), payload });

const newDriver = {
  name: 'Claude Habimana',
  age: 41,
  location: 'Musanze',
  experience: 12,
  price_per_hour: 5000,
};

describe("an admin's cars and drivers (rules §8.7, §8.8)", () => {
  it('lists a car with Instant Book on', async () => {
    const response = await postForm(
      t,
      '/api/admin/cars',
      admin,
      { ...carFields(), owner_id: owner.id, instant_book: 1, min_notice_hours: 24 },
      [
        {
          field: 'images',
          filename: 'car.jpg',
          bytes: await phonePhoto({ width: 64, height: 48 }),
          type: 'image/jpeg',
        },
      ],
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: CarView }>().data).toMatchObject({
      instant_book: true,
      min_notice_hours: 24,
    });
  });

  it("edits a car's Instant Book, and refuses a notice over 72 hours", async () => {
    const car = await listCar(t, owner);
    const edited = await send('PUT', `/admin/cars/${car.id}`, { instant_book: true });
    expect(edited.json<{ data: CarView }>().data.instant_book).toBe(true);
    const refused = await send('PUT', `/admin/cars/${car.id}`, { min_notice_hours: 100 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>().errors).toEqual({
      min_notice_hours: [messages.minNoticeHoursInvalid],
    });
  });

  it("adds a driver with weekly hours and Instant Book, or the driver's defaults", async () => {
    const plain = await send('POST', '/admin/drivers', newDriver);
    expect(plain.statusCode).toBe(201);
    expect(plain.json<{ data: AdminDriverView }>().data).toMatchObject({
      availability: {
        days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
        from_hour: 0,
        to_hour: 24,
      },
      instant_book: false,
      min_notice_hours: 0,
    });
    const set = await send('POST', '/admin/drivers', {
      ...newDriver,
      name: 'Grace Uwera',
      available_days: ['fri', 'sat'],
      available_from_hour: 7,
      available_to_hour: 19,
      instant_book: true,
      min_notice_hours: 6,
    });
    expect(set.statusCode).toBe(201);
    const driver = set.json<{ data: AdminDriverView }>().data;
    expect(driver).toMatchObject({
      availability: { days: ['fri', 'sat'], from_hour: 7, to_hour: 19 },
      instant_book: true,
      min_notice_hours: 6,
    });

    const edited = await send('PUT', `/admin/drivers/${driver.id}`, {
      available_to_hour: 23,
      instant_book: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ data: DriverView }>().data).toMatchObject({
      availability: { days: ['fri', 'sat'], from_hour: 7, to_hour: 23 },
      instant_book: false,
    });
  });

  it.each([
    [{ available_from_hour: 20 }, 'available_to_hour', messages.carHoursInvalid],
    [{ available_days: [] }, 'available_days', messages.carDaysRequired],
    [{ min_notice_hours: -3 }, 'min_notice_hours', messages.minNoticeHoursInvalid],
  ])("refuses a driver's %j with 422 under its field", async (payload, field, message) => {
    const created = await send('POST', '/admin/drivers', {
      ...newDriver,
      available_from_hour: 8,
      available_to_hour: 18,
    });
    const { id } = created.json<{ data: AdminDriverView }>().data;
    const response = await send('PUT', `/admin/drivers/${id}`, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toEqual({ [field]: [message] });
  });
});
