import type { AvailabilityView } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.js';
import { createTestApp, type ErrorBody, type TestApp, type TestUser } from '../../test/test-app.js';
import { listCar } from '../cars/car-fixtures.js';

// rules §4.15: a car's calendar — its weekly days and hours, and its busy times (confirmed
// bookings) over a stretch — public, and naming nobody.

const hour = 3_600_000;
const day = 24 * hour;
/** On the hour, a day and more from now. */
const soon = new Date(Math.ceil(Date.now() / hour) * hour + day);

let t: TestApp;
let owner: TestUser;
let client: TestUser;
let carId: number;
let otherCarId: number;
let hiddenCarId: number;

async function book(itemId: number, start: Date, status: 'confirmed' | 'pending') {
  await t.db.insert(bookings).values({
    clientId: client.id,
    providerId: owner.id,
    itemType: 'car',
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
}, 60_000);
afterAll(() => t.close());

const calendar = async (id: number, query = '') => {
  const response = await t.app.inject({ url: `/api/cars/${id}/availability${query}` });
  return { status: response.statusCode, body: response.body, json: response.json() as unknown };
};

describe('GET /api/cars/{id}/availability', () => {
  it('gives the weekly hours and, over the next 7 days, the confirmed bookings only', async () => {
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
      ],
    });
    // Nobody is named: not the client, not the owner, not their numbers.
    expect(body).not.toMatch(/Aline|Uwase|client|owner|788/);
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
