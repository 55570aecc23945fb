import type { AvailabilityView } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings.js';
import { drivers } from '../../db/schema/drivers.js';
import {
  bearer,
  createTestApp,
  type ErrorBody,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { listCar } from '../cars/car-fixtures.js';
import { registeredDriver } from '../drivers/driver-fixtures.js';

// rules §4.15: a car's or a driver's calendar — its weekly days and hours, and its busy times
// (confirmed bookings, blocks) over a stretch — public, and naming nobody.

const hour = 3_600_000;
const day = 24 * hour;
/** On the hour, a day and more from now. */
const soon = new Date(Math.ceil(Date.now() / hour) * hour + day);

let t: TestApp;
let owner: TestUser;
let client: TestUser;
let admin: TestUser;
let driverUser: TestUser;
let driverId: number;
let pendingDriverId: number;
let carId: number;
let otherCarId: number;
let hiddenCarId: number;

async function book(
  itemId: number,
  start: Date,
  status: 'confirmed' | 'pending',
  itemType: 'car' | 'driver' = 'car',
) {
  await t.db.insert(bookings).values({
    clientId: client.id,
    providerId: itemType === 'car' ? owner.id : driverUser.id,
    itemType,
    itemId,
    itemTitle: 'Toyota',
    startTime: start,
    endTime: new Date(start.getTime() + 2 * hour),
    hours: 2,
    pricePerHour: 5000,
    totalPrice: 10_000,
    status,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp('owner', { phone_number: '+250 788 333 444' });
  client = await t.signUp('client', { name: 'Aline Uwase' });
  carId = (
    await listCar(t, owner, {
      available_days: JSON.stringify(['mon', 'tue', 'wed', 'thu', 'fri']),
      available_from_hour: 8,
      available_to_hour: 18,
    })
  ).id;
  otherCarId = (await listCar(t, owner, {})).id;
  hiddenCarId = (await listCar(t, owner, { is_active: 0 })).id;
  await book(carId, soon, 'confirmed');
  await book(carId, new Date(soon.getTime() + 4 * hour), 'pending');
  await book(carId, new Date(soon.getTime() + 10 * day), 'confirmed');
  await book(otherCarId, soon, 'confirmed');
  // A block beside the booking, with a note nobody but the owner may read.
  await block(`cars/${carId}`, owner, new Date(soon.getTime() + 6 * hour), 'Family wedding');

  admin = await t.signInAdmin();
  const registered = await registeredDriver(t, {}, admin);
  driverUser = registered.user;
  driverId = registered.driver.id;
  pendingDriverId = (await registeredDriver(t)).driver.id;
  await t.db
    .update(drivers)
    .set({ availableDays: 1 + 4 + 16, availableFromHour: 6, availableToHour: 20 })
    .where(eq(drivers.id, driverId));
  await book(driverId, soon, 'confirmed', 'driver');
  await block(`drivers/${driverId}`, driverUser, new Date(soon.getTime() + 3 * hour), 'Clinic');
}, 60_000);
afterAll(() => t.close());

/** A two-hour block through the API. */
async function block(path: string, user: TestUser, start: Date, note: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${path}/blocks`,
    headers: bearer(user),
    payload: {
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 2 * hour).toISOString(),
      note,
    },
  });
  if (response.statusCode !== 201) throw new Error(`block failed: ${response.body}`);
}

const calendar = async (id: number, query = '', path = 'cars') => {
  const response = await t.app.inject({ url: `/api/${path}/${id}/availability${query}` });
  return { status: response.statusCode, body: response.body, json: response.json() as unknown };
};

describe('GET /api/cars/{id}/availability', () => {
  it('gives the weekly hours and, over the next 7 days, the confirmed bookings and blocks only', async () => {
    const { status, json, body } = await calendar(carId);
    expect(status).toBe(200);
    expect((json as { data: AvailabilityView }).data).toEqual({
      weekly: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from_hour: 8, to_hour: 18 },
      busy: [
        {
          start_time: soon.toISOString(),
          end_time: new Date(soon.getTime() + 2 * hour).toISOString(),
          kind: 'booked',
        },
        {
          start_time: new Date(soon.getTime() + 6 * hour).toISOString(),
          end_time: new Date(soon.getTime() + 8 * hour).toISOString(),
          kind: 'blocked',
        },
      ],
    });
    // Nobody is named: not the client, not the owner, not their numbers; no block's note.
    expect(body).not.toMatch(/Aline|Uwase|client|owner|788|wedding|note/i);
  });

  it('reads the stretch asked for, up to 31 days', async () => {
    const from = encodeURIComponent(new Date(soon.getTime() + 9 * day).toISOString());
    const until = encodeURIComponent(new Date(soon.getTime() + 12 * day).toISOString());
    const { json } = await calendar(carId, `?from=${from}&until=${until}`);
    expect((json as { data: AvailabilityView }).data.busy).toEqual([
      expect.objectContaining({
        start_time: new Date(soon.getTime() + 10 * day).toISOString(),
        kind: 'booked',
      }),
    ]);
  });

  it('a car the public cannot see is not found, nor one that does not exist', async () => {
    expect((await calendar(hiddenCarId)).status).toBe(404);
    expect((await calendar(999_999)).status).toBe(404);
  });

  it.each([
    [
      `?from=${encodeURIComponent('2026-12-05T10:00:00+02:00')}`,
      'Please select start and end times',
    ],
    [
      `?from=${encodeURIComponent('2026-12-01T00:00:00+02:00')}&until=${encodeURIComponent('2027-01-02T00:00:00+02:00')}`,
      'A calendar shows at most 31 days at a time',
    ],
    [
      `?from=${encodeURIComponent('2026-12-05T10:00:00+02:00')}&until=${encodeURIComponent('2026-12-04T10:00:00+02:00')}`,
      'End time must be after start time',
    ],
  ])('refuses %s with 422 under from', async (query, message) => {
    const { status, json } = await calendar(carId, query);
    expect(status).toBe(422);
    expect((json as ErrorBody).errors?.from).toEqual([message]);
  });
});

describe('GET /api/drivers/{id}/availability', () => {
  it("gives the driver's weekly days and hours, their confirmed bookings and blocks, no note", async () => {
    const { status, json, body } = await calendar(driverId, '', 'drivers');
    expect(status).toBe(200);
    expect((json as { data: AvailabilityView }).data).toEqual({
      weekly: { days: ['mon', 'wed', 'fri'], from_hour: 6, to_hour: 20 },
      busy: [
        {
          start_time: soon.toISOString(),
          end_time: new Date(soon.getTime() + 2 * hour).toISOString(),
          kind: 'booked',
        },
        {
          start_time: new Date(soon.getTime() + 3 * hour).toISOString(),
          end_time: new Date(soon.getTime() + 5 * hour).toISOString(),
          kind: 'blocked',
        },
      ],
    });
    expect(body).not.toMatch(/Aline|Clinic|note/i);
  });

  it('a driver who has not said works any day, any hour', async () => {
    const other = await registeredDriver(t, {}, admin);
    const { json } = await calendar(other.driver.id, '', 'drivers');
    expect((json as { data: AvailabilityView }).data).toEqual({
      weekly: {
        days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
        from_hour: 0,
        to_hour: 24,
      },
      busy: [],
    });
  });

  it('a driver the public cannot see is not found, nor one that does not exist', async () => {
    expect((await calendar(pendingDriverId, '', 'drivers')).status).toBe(404);
    expect((await calendar(999_999, '', 'drivers')).status).toBe(404);
  });

  it('refuses a stretch over 31 days with 422 under from', async () => {
    const query = `?from=${encodeURIComponent('2026-12-01T00:00:00+02:00')}&until=${encodeURIComponent('2027-01-02T00:00:00+02:00')}`;
    const { status, json } = await calendar(driverId, query, 'drivers');
    expect(status).toBe(422);
    expect((json as ErrorBody).errors?.from).toEqual([
      'A calendar shows at most 31 days at a time',
    ]);
  });
});
