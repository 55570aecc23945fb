import { messages, type BookingView, type CarView, type NotificationView } from '@kodesha/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars } from '../../db/schema/cars.js';
import { calendarBlocks } from '../../db/schema/calendar-blocks.js';
import { users } from '../../db/schema/users.js';
import { africasTalkingGateway } from '../../providers/sms/africastalking.js';
import {
  startFakeAfricasTalking,
  type FakeAfricasTalking,
} from '../../test/fake-africastalking.js';
import {
  bearer,
  createTestApp,
  type ErrorBody,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { listCar } from '../cars/car-fixtures.js';
import { hoursFromNow, movableClock, readBooking, requestBooking } from './booking-fixtures.js';

// rules §4.16: a request to an Instant Book item by a client whose licence and phone are
// verified, starting after the item's notice and free, is confirmed at once through the
// booking door; every other request stays a request.

const clock = movableClock();
let gateway: FakeAfricasTalking;
let t: TestApp;
let owner: TestUser;
let known: TestUser;
let car: CarView;

/** A client whose licence and phone are verified (what Instant Book asks of them). */
async function knownClient(phone: string): Promise<TestUser> {
  const client = await t.signUp('client', { phone_number: phone });
  await t.db
    .update(users)
    .set({ licenseVerificationStatus: 'verified', isPhoneVerified: true })
    .where(eq(users.id, client.id));
  return client;
}

const ask = (client: TestUser, startIn: number, hours = 2, carId = car.id) =>
  requestBooking(t, client, {
    item_type: 'car',
    item_id: carId,
    start_time: hoursFromNow(startIn),
    end_time: hoursFromNow(startIn + hours),
  });
const created = (response: { json: <T>() => T }) => response.json<{ data: BookingView }>().data;

const newest = async (user: TestUser) =>
  (await t.app.inject({ url: '/api/notifications', headers: bearer(user) })).json<{
    data: NotificationView[];
  }>().data[0];

beforeAll(async () => {
  gateway = await startFakeAfricasTalking();
  t = await createTestApp({
    clock: clock.now,
    channels: {
      sms: africasTalkingGateway({ username: 'sandbox', apiKey: 'k', baseUrl: gateway.url }),
    },
  });
  owner = await t.signUp('owner', { phone_number: '+250 788 610 610' });
  await t.db.update(users).set({ isPhoneVerified: true }).where(eq(users.id, owner.id));
  car = await listCar(t, owner, { price_per_hour: 5000 });
  await t.db.update(cars).set({ instantBook: true, minNoticeHours: 3 }).where(eq(cars.id, car.id));
  known = await knownClient('+250 788 620 620');
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

describe('an Instant Book request (rules §4.16)', () => {
  it('from a known client after the notice is confirmed at once, by the server', async () => {
    const response = await ask(known, 24);
    expect(response.statusCode).toBe(201);
    const booking = created(response);
    expect(booking.status).toBe('confirmed');
    const read = await readBooking(t, known, booking.id);
    expect(read.status).toBe(200);
    expect(read.booking.history.map((line) => [line.by, line.to_status])).toEqual([
      ['client', 'pending'],
      ['system', 'confirmed'],
    ]);
  });

  it('tells the provider booking.instant in the app and by SMS, and the client booking.confirmed', async () => {
    const booking = created(await ask(known, 48));
    expect(booking.status).toBe('confirmed');
    await t.app.jobs.runDue();
    expect(await newest(owner)).toMatchObject({
      type: 'booking.instant',
      link: `/booking/${booking.id}`,
    });
    expect(await newest(known)).toMatchObject({ type: 'booking.confirmed' });
    const toOwner = gateway.received.filter((sms) => sms.to === '+250788610610').at(-1);
    expect(toOwner?.message).toContain('Instant Book');
    // A confirmed booking asks for no answer: no reply code.
    expect(toOwner?.message).not.toMatch(/YES \d{4}/);
  });

  it('declines the pending requests its time overlaps as slot_taken', async () => {
    const stranger = await t.signUp('client');
    const waiting = created(await ask(stranger, 72, 3));
    expect(waiting.status).toBe('pending');
    expect(created(await ask(known, 73, 2)).status).toBe('confirmed');
    const after = (await readBooking(t, stranger, waiting.id)).booking;
    expect(after).toMatchObject({ status: 'cancelled', cancel_reason: 'slot_taken' });
  });

  it.each([
    ['whose phone is not verified', { isPhoneVerified: false }],
    ['whose licence waits for a check', { licenseVerificationStatus: 'pending' as const }],
  ])('from a client %s stays a request', async (_, unknown) => {
    const client = await knownClient('+250 788 630 630');
    await t.db.update(users).set(unknown).where(eq(users.id, client.id));
    const booking = created(await ask(client, 100));
    expect(booking.status).toBe('pending');
    await t.db.delete(users).where(eq(users.id, client.id));
  });

  it('inside the notice stays a request; from the notice on it is confirmed', async () => {
    expect(created(await ask(known, 2.5, 1)).status).toBe('pending');
    expect(created(await ask(known, 3.5, 1)).status).toBe('confirmed');
  });

  it('to an item without Instant Book stays a request', async () => {
    const plain = await listCar(t, owner, { license_plate: 'RAB 901 C' });
    expect(created(await ask(known, 120, 2, plain.id)).status).toBe('pending');
  });

  it('over a block is refused like any request (409)', async () => {
    await t.db.insert(calendarBlocks).values({
      itemType: 'car',
      itemId: car.id,
      startTime: new Date(hoursFromNow(140)),
      endTime: new Date(hoursFromNow(150)),
    });
    const response = await ask(known, 141);
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().message).toBe(messages.bookingTimeBlocked);
  });

  it('20 at once for one time: exactly one is confirmed, the others are refused as taken', async () => {
    const clients = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        knownClient(`+250 788 7${String(index).padStart(2, '0')} 000`),
      ),
    );
    const answers = await Promise.all(clients.map((client) => ask(client, 200, 2)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const winner = answers.find((answer) => answer.statusCode === 201)!;
    expect(created(winner).status).toBe('confirmed');
    for (const loser of answers.filter((answer) => answer.statusCode === 409))
      expect(loser.json<ErrorBody>().message).toBe(messages.bookingSlotTaken);
  });
});
