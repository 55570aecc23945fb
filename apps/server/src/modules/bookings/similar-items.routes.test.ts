import { messages, type CarView, type DriverView } from '@kodesha/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarBlocks } from '../../db/schema/calendar-blocks.js';
import { cars } from '../../db/schema/cars.js';
import { createTestApp, type ErrorBody, type TestApp } from '../../test/test-app.js';
import { listCar } from '../cars/car-fixtures.js';
import { registeredDriver } from '../drivers/driver-fixtures.js';
import { hoursFromNow, movableClock } from './booking-fixtures.js';

// rules §4.17: a request refused because its time was taken is offered up to 3 similar
// listings free then: same town and type (a car's), nearest in price.

const clock = movableClock();
let t: TestApp;
let taken: CarView;
const window = { from: hoursFromNow(24), until: hoursFromNow(27) };
const query = `from=${encodeURIComponent(window.from)}&until=${encodeURIComponent(window.until)}`;

const similar = (path: string) => t.app.inject({ url: `/api${path}` });

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  const owner = await t.signUp('owner');
  const other = await t.signUp('owner');
  taken = await listCar(t, owner, { price_per_hour: 10_000, car_type: 'suv', location: 'Kigali' });
  // Alike, at different distances from 10,000 RWF an hour.
  for (const [price, plate] of [
    [12_000, 'RAA 001 A'],
    [9_000, 'RAA 002 A'],
    [20_000, 'RAA 003 A'],
    [10_000, 'RAA 004 A'],
  ] as const)
    await listCar(t, other, { price_per_hour: price, license_plate: plate });
  // Not alike: another town, another type, hidden, blocked then.
  await listCar(t, other, { price_per_hour: 10_000, location: 'Huye', license_plate: 'RAA 005 A' });
  await listCar(t, other, { price_per_hour: 10_000, car_type: 'van', license_plate: 'RAA 006 A' });
  const hidden = await listCar(t, other, { price_per_hour: 10_000, license_plate: 'RAA 007 A' });
  await t.db.update(cars).set({ isActive: false }).where(eq(cars.id, hidden.id));
  const blocked = await listCar(t, other, { price_per_hour: 10_000, license_plate: 'RAA 008 A' });
  await t.db.insert(calendarBlocks).values({
    itemType: 'car',
    itemId: blocked.id,
    startTime: new Date(hoursFromNow(25)),
    endTime: new Date(hoursFromNow(26)),
  });
});
afterAll(() => t.close());

describe('GET /api/cars/{id}/similar (rules §4.17)', () => {
  it('answers up to 3 cars of the same town and type, free then, nearest in price', async () => {
    const response = await similar(`/cars/${taken.id}/similar?${query}`);
    expect(response.statusCode).toBe(200);
    const found = response.json<{ data: CarView[] }>().data;
    expect(found.map((car) => car.price_per_hour)).toEqual([10_000, 9_000, 12_000]);
    for (const car of found) {
      expect(car).toMatchObject({ location: 'Kigali', car_type: 'suv', is_active: true });
      expect(car.id).not.toBe(taken.id);
      // As the public list shows a car: no plate.
      expect(car.license_plate).toBeNull();
    }
  });

  it('refuses a window by halves or over 8 hours (422 under from), and an unknown car (404)', async () => {
    const half = await similar(`/cars/${taken.id}/similar?from=${encodeURIComponent(window.from)}`);
    expect(half.statusCode).toBe(422);
    expect(
      half.json<ErrorBody>().errors?.until ?? half.json<ErrorBody>().errors?.from,
    ).toBeDefined();
    const long = await similar(
      `/cars/${taken.id}/similar?from=${encodeURIComponent(window.from)}&until=${encodeURIComponent(hoursFromNow(33))}`,
    );
    expect(long.statusCode).toBe(422);
    expect(long.json<ErrorBody>().errors).toEqual({ from: [messages.bookingHoursRange] });
    expect((await similar(`/cars/999999/similar?${query}`)).statusCode).toBe(404);
  });
});

describe('GET /api/drivers/{id}/similar (rules §4.17)', () => {
  it('answers drivers of the same town, free then, nearest in price, never the driver asked for', async () => {
    const admin = await t.signInAdmin();
    const drivers: DriverView[] = [];
    for (const price of [5000, 6000, 9000])
      drivers.push((await registeredDriver(t, { price_per_hour: price }, admin)).driver);
    const response = await similar(`/drivers/${drivers[0]!.id}/similar?${query}`);
    expect(response.statusCode).toBe(200);
    const found = response.json<{ data: DriverView[] }>().data;
    expect(found.map((driver) => driver.price_per_hour)).toEqual([6000, 9000]);
  });
});
