import { and, eq } from 'drizzle-orm';
import type { CalendarBlockView } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit-log.js';
import { bookings } from '../../db/schema/bookings.js';
import {
  bearer,
  createTestApp,
  type ErrorBody,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { hoursFromNow, movableClock, testNow } from '../bookings/booking-fixtures.js';
import { listCar } from '../cars/car-fixtures.js';
import { registeredDriver } from '../drivers/driver-fixtures.js';

// rules §4.15: blocks a car's owner, a driver or an admin takes out of a calendar.

const clock = movableClock();
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let client: TestUser;
let admin: TestUser;
let driverUser: TestUser;
let carId: number;
let driverId: number;

type BlockBody = { start_time?: string; end_time?: string; note?: string | null };
const blocksOf = (path: string) => `/api/${path}/blocks`;

const postBlock = (path: string, user: TestUser | undefined, body: BlockBody) =>
  t.app.inject({
    method: 'POST',
    url: blocksOf(path),
    headers: user ? bearer(user) : {},
    payload: body,
  });
const listBlocks = (path: string, user: TestUser | undefined) =>
  t.app.inject({ url: blocksOf(path), headers: user ? bearer(user) : {} });
const freeBlock = (path: string, user: TestUser | undefined, id: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `${blocksOf(path)}/${id}`,
    headers: user ? bearer(user) : {},
  });

/** A stretch `from` hours on from the test's now, `hours` long. */
const stretch = (from: number, hours: number, note?: string): BlockBody => ({
  start_time: hoursFromNow(from),
  end_time: hoursFromNow(from + hours),
  ...(note !== undefined && { note }),
});

async function blockOf(path: string, user: TestUser, body: BlockBody) {
  const response = await postBlock(path, user, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: CalendarBlockView }>().data;
}

async function insertBooking(
  item: { type: 'car' | 'driver'; id: number },
  startIn: number,
  status: 'confirmed' | 'pending',
) {
  const [row] = await t.db
    .insert(bookings)
    .values({
      clientId: client.id,
      providerId: item.type === 'car' ? owner.id : driverUser.id,
      itemType: item.type,
      itemId: item.id,
      itemTitle: 'Toyota RAV4',
      startTime: new Date(hoursFromNow(startIn)),
      endTime: new Date(hoursFromNow(startIn + 2)),
      hours: 2,
      pricePerHour: 5000,
      totalPrice: 10_000,
      status,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  admin = await t.signInAdmin();
  owner = await t.signUp('owner');
  stranger = await t.signUp('owner');
  client = await t.signUp('client');
  carId = (await listCar(t, owner)).id;
  const registered = await registeredDriver(t, {}, admin);
  driverUser = registered.user;
  driverId = registered.driver.id;
}, 60_000);
afterAll(() => t.close());

describe('POST /api/cars/{id}/blocks', () => {
  it("the car's owner blocks a time with a private note; the answer carries it", async () => {
    const response = await postBlock(`cars/${carId}`, owner, stretch(30, 3, ' Garage '));
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: CalendarBlockView }>().data).toEqual({
      id: expect.any(Number) as number,
      start_time: hoursFromNow(30),
      end_time: hoursFromNow(33),
      note: 'Garage',
    });
  });

  it('an admin may block any car, and the audit log records it without the note', async () => {
    const block = await blockOf(`cars/${carId}`, admin, stretch(40, 2, 'Inspection'));
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'car.calendar_blocked'), eq(auditLog.targetId, carId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: admin.id, targetType: 'car' });
    expect(rows[0]!.summary).not.toContain('Inspection');
    expect(block.note).toBe('Inspection');
  });

  it("the owner's own blocks are not audited", async () => {
    const before = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'car.calendar_blocked'));
    await blockOf(`cars/${carId}`, owner, stretch(50, 1));
    const after = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'car.calendar_blocked'));
    expect(after).toHaveLength(before.length);
  });

  it('a stranger signed in is 403, nobody signed in 401, a car that does not exist 404', async () => {
    expect((await postBlock(`cars/${carId}`, stranger, stretch(60, 1))).statusCode).toBe(403);
    expect((await postBlock(`cars/${carId}`, client, stretch(60, 1))).statusCode).toBe(403);
    expect((await postBlock(`cars/${carId}`, undefined, stretch(60, 1))).statusCode).toBe(401);
    expect((await postBlock('cars/999999', owner, stretch(60, 1))).statusCode).toBe(404);
  });

  it('over a confirmed booking of the car: 409, in the booking words', async () => {
    await insertBooking({ type: 'car', id: carId }, 100, 'confirmed');
    // Half-open: touching the booking's end is fine, one minute inside is not.
    const inside = await postBlock(`cars/${carId}`, owner, {
      start_time: new Date(new Date(hoursFromNow(101)).getTime() + 59 * 60_000).toISOString(),
      end_time: hoursFromNow(104),
    });
    expect(inside.statusCode).toBe(409);
    expect(inside.json<ErrorBody>().message).toBe(
      'This time is already booked. Please choose another time.',
    );
    expect((await postBlock(`cars/${carId}`, owner, stretch(102, 2))).statusCode).toBe(201);
  });

  it('over a pending request: allowed, and the request is left pending', async () => {
    const pending = await insertBooking({ type: 'car', id: carId }, 120, 'pending');
    expect((await postBlock(`cars/${carId}`, owner, stretch(119, 4))).statusCode).toBe(201);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, pending.id));
    expect(row!.status).toBe('pending');
  });

  it.each([
    ['ending before it starts', stretch(10, -1), 'end_time', 'End time must be after start time'],
    [
      'ending in the past',
      { start_time: hoursFromNow(-5), end_time: hoursFromNow(-1) },
      'end_time',
      'A block must end in the future',
    ],
    ['over 31 days', stretch(10, 31 * 24 + 1), 'end_time', 'A block lasts at most 31 days'],
    [
      'a time without an offset',
      { start_time: '2030-01-08T10:00:00', end_time: hoursFromNow(60) },
      'start_time',
      'Please select start and end times',
    ],
    [
      'a note over 200 characters',
      stretch(10, 1, 'x'.repeat(201)),
      'note',
      'A note must be at most 200 characters',
    ],
  ])('refuses one %s: 422 under the field', async (_, body, field, message) => {
    const response = await postBlock(`cars/${carId}`, owner, body);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors?.[field]).toEqual([message]);
  });

  it('a block that started but has not ended may still be set', async () => {
    expect((await postBlock(`cars/${carId}`, owner, stretch(-1, 3))).statusCode).toBe(201);
  });
});

describe('GET and DELETE /api/cars/{id}/blocks', () => {
  it('lists the blocks still to end, soonest first, for the owner and admins only', async () => {
    const owned = await t.signUp('owner');
    const car = await listCar(t, owned);
    const later = await blockOf(`cars/${car.id}`, owned, stretch(48, 2, 'later'));
    const sooner = await blockOf(`cars/${car.id}`, owned, stretch(24, 2, 'sooner'));
    const ended = await blockOf(`cars/${car.id}`, owned, stretch(1, 1, 'ended'));
    clock.set(new Date(testNow.getTime() + 2 * 3_600_000));
    try {
      for (const user of [owned, admin]) {
        const response = await listBlocks(`cars/${car.id}`, user);
        expect(response.statusCode).toBe(200);
        const ids = response.json<{ data: CalendarBlockView[] }>().data.map((block) => block.id);
        expect(ids).toEqual([sooner.id, later.id]);
      }
      expect(ended.id).toBeGreaterThan(0);
    } finally {
      clock.set(testNow);
    }
    expect((await listBlocks(`cars/${car.id}`, stranger)).statusCode).toBe(403);
    expect((await listBlocks(`cars/${car.id}`, undefined)).statusCode).toBe(401);
  });

  it('deleting frees the time: the car is listed again for that window', async () => {
    const owned = await t.signUp('owner');
    const car = await listCar(t, owned, { location: 'Rubavu' });
    const block = await blockOf(`cars/${car.id}`, owned, stretch(200, 3));
    const window = `from=${encodeURIComponent(hoursFromNow(201))}&until=${encodeURIComponent(hoursFromNow(202))}&location=Rubavu`;
    const listed = async () =>
      (await t.app.inject({ url: `/api/cars?${window}` }))
        .json<{ data: { id: number }[] }>()
        .data.map((listedCar) => listedCar.id);
    expect(await listed()).not.toContain(car.id);

    expect((await freeBlock(`cars/${car.id}`, stranger, block.id)).statusCode).toBe(403);
    expect((await freeBlock(`cars/${car.id}`, undefined, block.id)).statusCode).toBe(401);
    const freed = await freeBlock(`cars/${car.id}`, owned, block.id);
    expect(freed.statusCode).toBe(204);
    expect(freed.body).toBe('');
    // The public list's answers may be a few seconds old (rules §2.6).
    clock.set(new Date(testNow.getTime() + 60_000));
    try {
      expect(await listed()).toContain(car.id);
    } finally {
      clock.set(testNow);
    }
    expect((await freeBlock(`cars/${car.id}`, owned, block.id)).statusCode).toBe(404);
  });

  it("a block of another car is not found under this one; an admin's free is audited", async () => {
    const block = await blockOf(`cars/${carId}`, owner, stretch(300, 1));
    const other = await listCar(t, owner);
    expect((await freeBlock(`cars/${other.id}`, owner, block.id)).statusCode).toBe(404);
    expect((await freeBlock(`cars/${carId}`, admin, block.id)).statusCode).toBe(204);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'car.calendar_freed'), eq(auditLog.targetId, carId)));
    expect(rows).toHaveLength(1);
  });
});

describe('/api/drivers/{id}/blocks', () => {
  it('the driver blocks, lists and frees their own time; an admin may too', async () => {
    const block = await blockOf(`drivers/${driverId}`, driverUser, stretch(20, 2, 'Wedding'));
    const listed = await listBlocks(`drivers/${driverId}`, driverUser);
    expect(listed.json<{ data: CalendarBlockView[] }>().data).toEqual([block]);
    expect((await freeBlock(`drivers/${driverId}`, driverUser, block.id)).statusCode).toBe(204);

    const byAdmin = await blockOf(`drivers/${driverId}`, admin, stretch(30, 2));
    expect((await freeBlock(`drivers/${driverId}`, admin, byAdmin.id)).statusCode).toBe(204);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'driver'), eq(auditLog.targetId, driverId)));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['driver.calendar_blocked', 'driver.calendar_freed']),
    );
  });

  it('anyone else is 403 (another driver, a client), nobody signed in 401', async () => {
    const other = await registeredDriver(t, {}, admin);
    expect((await postBlock(`drivers/${driverId}`, other.user, stretch(20, 1))).statusCode).toBe(
      403,
    );
    expect((await listBlocks(`drivers/${driverId}`, client)).statusCode).toBe(403);
    expect((await postBlock(`drivers/${driverId}`, undefined, stretch(20, 1))).statusCode).toBe(
      401,
    );
    expect((await postBlock('drivers/999999', admin, stretch(20, 1))).statusCode).toBe(404);
  });

  it("over the driver's confirmed booking: 409", async () => {
    await insertBooking({ type: 'driver', id: driverId }, 60, 'confirmed');
    expect((await postBlock(`drivers/${driverId}`, driverUser, stretch(61, 1))).statusCode).toBe(
      409,
    );
  });
});
