import { messages, type BookingView, type CarView, type DriverView } from '@kodesha/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.js';
import { calendarBlocks } from '../../db/schema/calendar-blocks.js';
import { drivers } from '../../db/schema/drivers.js';
import { createTestApp, type ErrorBody, type TestApp, type TestUser } from '../../test/test-app.js';
import { listCar } from '../cars/car-fixtures.js';
import { registeredDriver } from '../drivers/driver-fixtures.js';
import { hoursFromNow, moveBooking, movableClock, requestBooking } from './booking-fixtures.js';

// rules §4.17: a request is checked against its item's calendar when it is made — outside
// the weekly days and hours it is 422 under start_time, over a block 409 — and nothing is
// written when it is refused.

// Monday 4 January 2027, 06:00 in Kigali.
const clock = movableClock(new Date('2027-01-04T04:00:00Z'));
/** An instant written in Kigali's time. */
const at = (local: string) => new Date(`${local}:00+02:00`).toISOString();

let t: TestApp;
let client: TestUser;
let owner: TestUser;
let car: CarView;
let driver: DriverView;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  const admin = await t.signInAdmin();
  owner = await t.signUp('owner');
  client = await t.signUp('client');
  // Weekdays from 08:00 to 18:00.
  car = await listCar(t, owner, {
    available_days: JSON.stringify(['mon', 'tue', 'wed', 'thu', 'fri']),
    available_from_hour: 8,
    available_to_hour: 18,
  });
  ({ driver } = await registeredDriver(t, {}, admin));
  // Saturdays only, from 06:00 to midnight: a driver's weekly hours (rules §4.15).
  await t.db
    .update(drivers)
    .set({ availableDays: 32, availableFromHour: 6, availableToHour: 24 })
    .where(eq(drivers.id, driver.id));
});
afterAll(() => t.close());

const ask = (item: { type: 'car' | 'driver'; id: number }, from: string, until: string) =>
  requestBooking(t, client, {
    item_type: item.type,
    item_id: item.id,
    start_time: at(from),
    end_time: at(until),
  });

const requestsOf = async (item: { type: 'car' | 'driver'; id: number }) =>
  t.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.itemType, item.type), eq(bookings.itemId, item.id)));

describe('a request outside the weekly days and hours (rules §4.17)', () => {
  it.each([
    ['on a Saturday', '2027-01-09T10:00', '2027-01-09T12:00'],
    ['before 08:00', '2027-01-05T07:00', '2027-01-05T09:00'],
    ['past 18:00', '2027-01-05T17:00', '2027-01-05T19:00'],
  ])('is 422 under start_time for a car %s, and writes nothing', async (_, from, until) => {
    const before = (await requestsOf({ type: 'car', id: car.id })).length;
    const response = await ask({ type: 'car', id: car.id }, from, until);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toEqual({
      start_time: [messages.bookingCarClosed],
    });
    expect(await requestsOf({ type: 'car', id: car.id })).toHaveLength(before);
  });

  it('takes a request inside them, up to the last hour', async () => {
    expect(
      (await ask({ type: 'car', id: car.id }, '2027-01-05T15:00', '2027-01-05T18:00')).statusCode,
    ).toBe(201);
  });

  it('says "This driver…" for a driver, and takes their Saturday night', async () => {
    const refused = await ask(
      { type: 'driver', id: driver.id },
      '2027-01-08T10:00',
      '2027-01-08T12:00',
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>().errors).toEqual({
      start_time: [messages.bookingDriverClosed],
    });
    // Saturday 22:00 to Sunday 01:00: Sunday is not one of the driver's days.
    const overMidnight = await ask(
      { type: 'driver', id: driver.id },
      '2027-01-09T22:00',
      '2027-01-10T01:00',
    );
    expect(overMidnight.statusCode).toBe(422);
    const taken = await ask(
      { type: 'driver', id: driver.id },
      '2027-01-09T20:00',
      '2027-01-10T00:00',
    );
    expect(taken.statusCode).toBe(201);
  });
});

describe('a request over a block (rules §4.17)', () => {
  it('is 409 with its words and writes nothing; a time beside the block is taken', async () => {
    await t.db.insert(calendarBlocks).values({
      itemType: 'car',
      itemId: car.id,
      startTime: new Date(at('2027-01-06T10:30')),
      endTime: new Date(at('2027-01-06T12:00')),
      note: 'Service',
    });
    const before = (await requestsOf({ type: 'car', id: car.id })).length;
    const refused = await ask({ type: 'car', id: car.id }, '2027-01-06T09:00', '2027-01-06T11:00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().message).toBe(messages.bookingTimeBlocked);
    expect(await requestsOf({ type: 'car', id: car.id })).toHaveLength(before);
    // Half-open: ending as the block starts is not over it, nor starting as it ends.
    expect(
      (await ask({ type: 'car', id: car.id }, '2027-01-06T08:00', '2027-01-06T10:00')).statusCode,
    ).toBe(201);
    expect(
      (await ask({ type: 'car', id: car.id }, '2027-01-06T12:00', '2027-01-06T14:00')).statusCode,
    ).toBe(201);
  });

  it('is 409 for a driver too', async () => {
    await t.db.insert(calendarBlocks).values({
      itemType: 'driver',
      itemId: driver.id,
      startTime: new Date(at('2027-01-16T08:00')),
      endTime: new Date(at('2027-01-16T20:00')),
    });
    const refused = await ask(
      { type: 'driver', id: driver.id },
      '2027-01-16T09:00',
      '2027-01-16T10:00',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().message).toBe(messages.bookingTimeBlocked);
  });

  it('a block of another item, or a pending request, leaves the time free', async () => {
    const other = await listCar(t, owner, { license_plate: 'RAB 777 B' });
    await t.db.insert(calendarBlocks).values({
      itemType: 'car',
      itemId: other.id,
      startTime: new Date(at('2027-01-07T09:00')),
      endTime: new Date(at('2027-01-07T17:00')),
    });
    const first: BookingView = await bookItemAt('2027-01-07T09:00', '2027-01-07T11:00');
    expect(first.status).toBe('pending');
    const second = await bookItemAt('2027-01-07T10:00', '2027-01-07T12:00');
    expect(second.status).toBe('pending');
    await moveBooking(t, owner, first.id, 'confirmed');
    // Confirmed now: the same time is taken (rules §4.7).
    expect(
      (await ask({ type: 'car', id: car.id }, '2027-01-07T09:00', '2027-01-07T10:00')).statusCode,
    ).toBe(409);
  });
});

async function bookItemAt(from: string, until: string): Promise<BookingView> {
  const response = await ask({ type: 'car', id: car.id }, from, until);
  expect(response.statusCode).toBe(201);
  return response.json<{ data: BookingView }>().data;
}

// Other suites book "tomorrow" whatever day they run: the fixture's car is free every day,
// round the clock.
it('the fixture car takes a request any day, round the clock', async () => {
  const anyDay = await listCar(t, owner, { license_plate: 'RAB 888 B' });
  for (const startIn of [18, 42, 66, 90, 114, 138, 162]) {
    const response = await requestBooking(t, client, {
      item_type: 'car',
      item_id: anyDay.id,
      start_time: hoursFromNow(startIn, clock.now()),
      end_time: hoursFromNow(startIn + 2, clock.now()),
    });
    expect(response.statusCode).toBe(201);
  }
});
