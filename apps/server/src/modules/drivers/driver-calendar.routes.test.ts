import { messages, type DriverView } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type ErrorBody,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { registeredDriver } from './driver-fixtures.js';

// rules §4.15: a driver's weekly days and hours, as a car's; rules §4.16: Instant Book.

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAdmin();
}, 60_000);
afterAll(() => t.close());

const put = (user: TestUser, id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/drivers/${id}`, headers: bearer(user), payload });

describe("a driver's weekly days and hours (rules §4.15)", () => {
  it('a driver who says nothing works any day, any hour, without Instant Book', async () => {
    const { driver } = await registeredDriver(t);
    expect(driver).toMatchObject({
      availability: {
        days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
        from_hour: 0,
        to_hour: 24,
      },
      instant_book: false,
      min_notice_hours: 0,
    });
  });

  it('are saved when the driver registers and shown on the public profile', async () => {
    const { driver } = await registeredDriver(
      t,
      {
        available_days: '["sat","mon","tue"]',
        available_from_hour: 6,
        available_to_hour: 20,
        instant_book: 1,
        min_notice_hours: 3,
      },
      admin,
    );
    const shown = (await t.app.inject({ url: `/api/drivers/${driver.id}` })).json<{
      data: DriverView;
    }>().data;
    expect(shown).toMatchObject({
      availability: { days: ['mon', 'tue', 'sat'], from_hour: 6, to_hour: 20 },
      instant_book: true,
      min_notice_hours: 3,
    });
  });

  it('an edit changes what it sends and leaves the rest', async () => {
    const { user, driver } = await registeredDriver(t, {
      available_days: '["mon"]',
      available_from_hour: 8,
      available_to_hour: 18,
    });
    const response = await put(user, driver.id, {
      available_days: ['sun', 'sat'],
      instant_book: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: DriverView }>().data).toMatchObject({
      availability: { days: ['sat', 'sun'], from_hour: 8, to_hour: 18 },
      instant_book: true,
      min_notice_hours: 0,
    });
    const mine = (
      await t.app.inject({ url: '/api/my-driver-profile', headers: bearer(user) })
    ).json<{ data: DriverView }>().data;
    expect(mine.availability.days).toEqual(['sat', 'sun']);
  });

  it('refuses an edit whose hours would run backwards with those saved', async () => {
    const { user, driver } = await registeredDriver(t, {
      available_from_hour: 8,
      available_to_hour: 18,
    });
    const response = await put(user, driver.id, { available_from_hour: 19 });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toEqual({
      available_to_hour: [messages.carHoursInvalid],
    });
  });

  it.each([
    [{ available_days: [] }, 'available_days', messages.carDaysRequired],
    [
      { available_from_hour: 18, available_to_hour: 8 },
      'available_to_hour',
      messages.carHoursInvalid,
    ],
    [{ min_notice_hours: 73 }, 'min_notice_hours', messages.minNoticeHoursInvalid],
    [{ min_notice_hours: 1.5 }, 'min_notice_hours', messages.minNoticeHoursInvalid],
    [{ instant_book: 'maybe' }, 'instant_book', messages.invalidInput],
  ])('refuses %j with 422 under its field', async (payload, field, message) => {
    const { user, driver } = await registeredDriver(t);
    const response = await put(user, driver.id, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors?.[field]).toEqual([message]);
  });
});
