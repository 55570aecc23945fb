import { messages, type BookingView, type CarView, type DriverView } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type ErrorBody,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { listCar } from '../cars/car-fixtures.js';
import { registeredDriver } from '../drivers/driver-fixtures.js';
import {
  bookItem,
  completeBooking,
  hoursFromNow,
  moveBooking,
  movableClock,
  readBooking,
  requestBooking,
  testNow,
} from './booking-fixtures.js';

const clock = movableClock();
let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let client: TestUser;
let car: CarView;
let driverUser: TestUser;
let driver: DriverView;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  admin = await t.signInAdmin();
  owner = await t.signUp('owner', { phone_number: '+250 788 111 222' });
  client = await t.signUp('client', { phone_number: '+250 788 333 444' });
  car = await listCar(t, owner, { price_per_hour: 5000, license_plate: 'RAB 123 C' });
  ({ user: driverUser, driver } = await registeredDriver(t, { price_per_hour: 3500 }, admin));
});
afterAll(() => t.close());

const carItem = () => ({ type: 'car' as const, id: car.id });
const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>();

describe('POST /api/bookings', () => {
  it('asks for a token before reading the body', async () => {
    const response = await requestBooking(t, undefined, { item_type: 'nonsense' });
    expect(response.statusCode).toBe(401);
  });

  it('creates a pending request priced by the server, ignoring the price and status sent', async () => {
    const response = await requestBooking(t, client, {
      item_type: 'car',
      item_id: car.id,
      start_time: hoursFromNow(24),
      end_time: hoursFromNow(27),
      notes: 'Pick-up at the Kigali Convention Centre',
      total_price: 1,
      status: 'confirmed',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: BookingView }>().data).toMatchObject({
      item_type: 'car',
      item_id: car.id,
      item_title: `${car.year} ${car.make} ${car.model}`,
      status: 'pending',
      hours: 3,
      price_per_hour: 5000,
      total_price: 15000,
      start_time: hoursFromNow(24),
      end_time: hoursFromNow(27),
      notes: 'Pick-up at the Kigali Convention Centre',
      user_id: client.id,
      viewer: 'client',
      provider: { id: owner.id, phone: null },
      car: { id: car.id, license_plate: null },
    });
  });

  it('rounds a part hour up, and ends the booking on the hours it pays for', async () => {
    const response = await requestBooking(t, client, {
      item_type: 'car',
      item_id: car.id,
      start_time: hoursFromNow(100),
      end_time: hoursFromNow(101.5),
    });
    expect(response.json<{ data: BookingView }>().data).toMatchObject({
      hours: 2,
      total_price: 10000,
      end_time: hoursFromNow(102),
    });
  });

  it('books a verified, available driver at their hourly price', async () => {
    const booking = await bookItem(t, client, { type: 'driver', id: driver.id }, 30, 2);
    expect(booking).toMatchObject({
      item_type: 'driver',
      item_title: driver.name,
      total_price: 7000,
      driver: { id: driver.id, name: driver.name },
      car: null,
    });
  });

  it.each([
    [{ start_time: hoursFromNow(-1), end_time: hoursFromNow(1) }, 422, messages.bookingStartPast],
    [{ start_time: hoursFromNow(0), end_time: hoursFromNow(2) }, 422, messages.bookingStartPast],
    [{ end_time: hoursFromNow(24 + 9) }, 422, messages.bookingHoursRange],
    [{ end_time: hoursFromNow(23) }, 422, messages.bookingEndBeforeStart],
    [{ end_time: undefined }, 422, messages.bookingTimesRequired],
    [{ item_type: 'bus' }, 422, messages.bookingItemInvalid],
    [{ item_id: 999_999 }, 404, messages.carNotFound],
  ])('refuses %j with %i and its message', async (change, status, message) => {
    const response = await requestBooking(t, client, {
      item_type: 'car',
      item_id: car.id,
      start_time: hoursFromNow(24),
      end_time: hoursFromNow(26),
      ...change,
    });
    expect(response.statusCode).toBe(status);
    expect(errorOf(response).message).toContain(message);
  });

  it('refuses a start more than a year ahead with 422 under start_time, the year 9999 included', async () => {
    const yearAhead = new Date(testNow);
    yearAhead.setUTCFullYear(yearAhead.getUTCFullYear() + 1);
    const at = (start: Date) => ({
      item_type: 'car',
      item_id: car.id,
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    });
    for (const start of [
      new Date(yearAhead.getTime() + 3_600_000),
      new Date('9999-06-01T08:00:00Z'),
    ]) {
      const response = await requestBooking(t, client, at(start));
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).errors).toEqual({ start_time: [messages.bookingStartTooFar] });
    }
    // A year ahead to the minute is still allowed.
    expect((await requestBooking(t, client, at(yearAhead))).statusCode).toBe(201);
  });

  it('refuses an owner booking their own car', async () => {
    const response = await requestBooking(t, owner, {
      item_type: 'car',
      item_id: car.id,
      start_time: hoursFromNow(24),
      end_time: hoursFromNow(26),
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).message).toContain(messages.bookingOwnItem);
  });

  it('refuses a hidden car (404), a driver not yet verified (404) and an offline driver (409)', async () => {
    const hidden = await listCar(t, owner, { is_active: 0 });
    const pending = await registeredDriver(t);
    const offline = await registeredDriver(t, {}, admin);
    await t.app.inject({
      method: 'PUT',
      url: `/api/drivers/${offline.driver.id}`,
      headers: bearer(offline.user),
      payload: { is_available: false },
    });
    const at = { start_time: hoursFromNow(24), end_time: hoursFromNow(26) };
    const cases = [
      [{ item_type: 'car', item_id: hidden.id }, 404],
      [{ item_type: 'driver', item_id: pending.driver.id }, 404],
      [{ item_type: 'driver', item_id: offline.driver.id }, 409],
    ] as const;
    for (const [item, status] of cases)
      expect((await requestBooking(t, client, { ...item, ...at })).statusCode).toBe(status);
    const offlineAnswer = await requestBooking(t, client, {
      item_type: 'driver',
      item_id: offline.driver.id,
      ...at,
    });
    expect(errorOf(offlineAnswer).message).toBe(messages.bookingDriverUnavailable);
  });

  it('refuses a request overlapping a confirmed booking (409) and writes nothing', async () => {
    const first = await bookItem(t, client, carItem(), 200, 3);
    expect((await moveBooking(t, owner, first.id, 'confirmed')).statusCode).toBe(200);
    const other = await t.signUp('client');
    const response = await requestBooking(t, other, {
      item_type: 'car',
      item_id: car.id,
      start_time: hoursFromNow(202),
      end_time: hoursFromNow(204),
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe(messages.bookingSlotTaken);
    const mine = await t.app.inject({ url: '/api/my-bookings', headers: bearer(other) });
    expect(mine.json<{ total: number }>().total).toBe(0);
  });

  it('lets adjacent bookings both be confirmed (a booking ending at 10:00, the next starting then)', async () => {
    const early = await bookItem(t, client, carItem(), 300, 2);
    const late = await bookItem(t, await t.signUp('client'), carItem(), 302, 2);
    expect((await moveBooking(t, owner, early.id, 'confirmed')).statusCode).toBe(200);
    expect((await moveBooking(t, owner, late.id, 'confirmed')).statusCode).toBe(200);
  });
});

describe('a client’s phone given with a request (rules §4.3)', () => {
  const me = async (user: TestUser) =>
    (await t.app.inject({ url: '/api/me', headers: bearer(user) })).json<{
      user: { phone_number: string | null; is_phone_verified: boolean };
    }>().user;
  const ask = (user: TestUser, startIn: number, phone: string) =>
    requestBooking(t, user, {
      item_type: 'car',
      item_id: car.id,
      start_time: hoursFromNow(startIn),
      end_time: hoursFromNow(startIn + 2),
      phone_number: phone,
    });

  it('is kept on an account with none, in E.164 and unverified; the owner sees it', async () => {
    const newcomer = await t.signUp('client');
    const response = await ask(newcomer, 400, '0788 765 432');
    expect(response.statusCode).toBe(201);
    expect(await me(newcomer)).toMatchObject({
      phone_number: '+250788765432',
      is_phone_verified: false,
    });
    const booking = response.json<{ data: BookingView }>().data;
    const seen = await readBooking(t, owner, booking.id);
    expect(seen.booking.user.phone).toBe('+250788765432');
  });

  it('never replaces the phone an account has', async () => {
    const response = await ask(client, 410, '0788 000 111');
    expect(response.statusCode).toBe(201);
    expect((await me(client)).phone_number).toBe('+250788333444');
  });

  it('refuses a number it cannot read with 422 under phone_number, and writes nothing', async () => {
    const newcomer = await t.signUp('client');
    const response = await ask(newcomer, 420, '12');
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).errors?.phone_number).toEqual([messages.phoneInvalid]);
    expect((await me(newcomer)).phone_number).toBeNull();
  });

  it('is not kept when the request is refused (the time was taken)', async () => {
    const first = await bookItem(t, client, carItem(), 430, 3);
    expect((await moveBooking(t, owner, first.id, 'confirmed')).statusCode).toBe(200);
    const newcomer = await t.signUp('client');
    expect((await ask(newcomer, 431, '0788 222 999')).statusCode).toBe(409);
    expect((await me(newcomer)).phone_number).toBeNull();
  });
});

describe('status changes (rules §4.4)', () => {
  it.each([
    ['update-status', 400],
    ['status', 410],
    ['plain', 420],
  ] as const)(
    'the owner confirms a pending request through %s, and it shows in the timeline',
    async (via, startIn) => {
      const booking = await bookItem(t, client, carItem(), startIn, 2);
      const response = await moveBooking(t, owner, booking.id, 'confirmed', via);
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: BookingView }>().data).toMatchObject({
        status: 'confirmed',
        viewer: 'provider',
      });
      const { booking: detail } = await readBooking(t, client, booking.id);
      expect(detail.history.map((event) => [event.from_status, event.to_status, event.by])).toEqual(
        [
          [null, 'pending', 'client'],
          ['pending', 'confirmed', 'provider'],
        ],
      );
    },
  );

  it('the owner declines, confirms then completes; nothing moves after that', async () => {
    const declined = await bookItem(t, client, carItem(), 500, 1);
    const answer = await moveBooking(t, owner, declined.id, 'cancelled');
    expect(answer.json<{ data: BookingView }>().data).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'declined',
    });
    const kept = await bookItem(t, client, carItem(), 4, 1); // completed at its start: within the session's 12 hours
    await moveBooking(t, owner, kept.id, 'confirmed');
    expect((await completeBooking(t, clock, owner, kept)).statusCode).toBe(200);
    for (const status of ['confirmed', 'cancelled', 'completed', 'pending'])
      expect((await moveBooking(t, owner, kept.id, status)).statusCode).toBe(409);
    expect((await moveBooking(t, client, kept.id, 'cancelled')).statusCode).toBe(409);
  });

  it('a client cancels a pending request, and a confirmed one before it starts; never confirms', async () => {
    const pending = await bookItem(t, client, carItem(), 520, 1);
    const refused = await moveBooking(t, client, pending.id, 'confirmed');
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(messages.bookingMoveRefused);
    const cancelled = await moveBooking(t, client, pending.id, 'cancelled');
    expect(cancelled.json<{ data: BookingView }>().data.cancel_reason).toBe('client_cancelled');
    const confirmed = await bookItem(t, client, carItem(), 530, 1);
    await moveBooking(t, owner, confirmed.id, 'confirmed');
    expect((await moveBooking(t, client, confirmed.id, 'completed')).statusCode).toBe(409);
    expect((await moveBooking(t, client, confirmed.id, 'cancelled')).statusCode).toBe(200);
  });

  it('a driver accepts and completes a request for them', async () => {
    const booking = await bookItem(t, client, { type: 'driver', id: driver.id }, 4, 2);
    expect((await moveBooking(t, driverUser, booking.id, 'confirmed')).statusCode).toBe(200);
    expect((await completeBooking(t, clock, driverUser, booking)).statusCode).toBe(200);
  });

  it('nobody completes a booking before its start: 409 saying why, and it stays confirmed', async () => {
    const booking = await bookItem(t, client, carItem(), 6, 1);
    await moveBooking(t, owner, booking.id, 'confirmed');
    for (const via of ['update-status', 'status', 'plain'] as const) {
      const early = await moveBooking(t, owner, booking.id, 'completed', via);
      expect(early.statusCode).toBe(409);
      expect(errorOf(early).message).toBe(messages.bookingNotStarted);
    }
    // A minute before the start is still before it.
    clock.set(new Date(new Date(booking.start_time).getTime() - 60_000));
    try {
      expect((await moveBooking(t, owner, booking.id, 'completed')).statusCode).toBe(409);
    } finally {
      clock.set(testNow);
    }
    expect((await readBooking(t, owner, booking.id)).booking.status).toBe('confirmed');
    expect((await completeBooking(t, clock, owner, booking)).statusCode).toBe(200);
  });

  it('an admin confirms or cancels a pending request, but does not complete', async () => {
    const one = await bookItem(t, client, carItem(), 550, 1);
    const two = await bookItem(t, client, carItem(), 560, 1);
    expect((await moveBooking(t, admin, one.id, 'confirmed')).statusCode).toBe(200);
    expect((await moveBooking(t, admin, one.id, 'completed')).statusCode).toBe(409);
    const cancelled = await moveBooking(t, admin, two.id, 'cancelled');
    expect(cancelled.json<{ data: BookingView }>().data.cancel_reason).toBe('admin_cancelled');
  });

  it('refuses an unknown status with 422 and a missing booking with 404', async () => {
    const booking = await bookItem(t, client, carItem(), 570, 1);
    const bad = await moveBooking(t, owner, booking.id, 'done');
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).message).toContain(messages.bookingStatusInvalid);
    expect((await moveBooking(t, owner, 987_654, 'confirmed')).statusCode).toBe(404);
  });

  it('confirming declines the overlapping pending requests, with a note, and leaves the others', async () => {
    const chosen = await bookItem(t, client, carItem(), 600, 3);
    const overlapping = await bookItem(t, await t.signUp('client'), carItem(), 602, 2);
    const after = await bookItem(t, await t.signUp('client'), carItem(), 603, 1);
    const onDriver = await bookItem(t, client, { type: 'driver', id: driver.id }, 600, 3);
    await moveBooking(t, owner, chosen.id, 'confirmed');
    const declined = await readBooking(t, admin, overlapping.id);
    expect(declined.booking).toMatchObject({ status: 'cancelled', cancel_reason: 'slot_taken' });
    expect(declined.booking.history.at(-1)).toMatchObject({
      from_status: 'pending',
      to_status: 'cancelled',
      by: 'system',
      reason: 'slot_taken',
    });
    expect((await readBooking(t, admin, after.id)).booking.status).toBe('pending');
    expect((await readBooking(t, admin, onDriver.id)).booking.status).toBe('pending');
    const late = await moveBooking(t, owner, overlapping.id, 'confirmed');
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(messages.bookingSlotTaken);
  });
});

describe('expiry of unanswered requests', () => {
  it('a pending request whose start passes is cancelled as expired, and cannot be confirmed', async () => {
    const soon = await bookItem(t, client, carItem(), 2, 1);
    clock.set(new Date(testNow.getTime() + 3 * 3_600_000));
    try {
      const late = await moveBooking(t, owner, soon.id, 'confirmed');
      expect(late.statusCode).toBe(409);
      expect(errorOf(late).message).toBe(messages.bookingExpired);
      const { booking } = await readBooking(t, client, soon.id);
      expect(booking).toMatchObject({ status: 'cancelled', cancel_reason: 'expired' });
      expect(booking.history.at(-1)).toMatchObject({ by: 'system', reason: 'expired' });
      expect(booking.history).toHaveLength(2);
    } finally {
      clock.set(testNow);
    }
  });

  it('the list expires overdue requests before showing them', async () => {
    const other = await t.signUp('client');
    const soon = await bookItem(t, other, carItem(), 1, 1);
    clock.set(new Date(testNow.getTime() + 2 * 3_600_000));
    try {
      const list = await t.app.inject({ url: '/api/my-bookings', headers: bearer(other) });
      const [shown] = list.json<{ data: BookingView[] }>().data;
      expect(shown).toMatchObject({ id: soon.id, status: 'cancelled', cancel_reason: 'expired' });
    } finally {
      clock.set(testNow);
    }
  });
});

describe('who may see a booking', () => {
  it('its client, its owner and admins read it; another client, owner or driver gets 403', async () => {
    const booking = await bookItem(t, client, carItem(), 700, 1);
    for (const reader of [client, owner, admin])
      expect((await readBooking(t, reader, booking.id)).status).toBe(200);
    const strangers = [
      await t.signUp('client'),
      await t.signUp('owner'),
      (await registeredDriver(t, {}, admin)).user,
    ];
    for (const stranger of strangers) {
      expect((await readBooking(t, stranger, booking.id)).status).toBe(403);
      expect((await moveBooking(t, stranger, booking.id, 'cancelled')).statusCode).toBe(403);
      expect((await moveBooking(t, stranger, booking.id, 'confirmed')).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ url: `/api/bookings/${booking.id}` });
    expect(anonymous.statusCode).toBe(401);
    expect((await readBooking(t, client, 987_654)).status).toBe(404);
  });

  it('the owner sees the client’s contact; the client sees the owner’s phone and plate once confirmed', async () => {
    const booking = await bookItem(t, client, carItem(), 710, 1);
    const forOwner = await readBooking(t, owner, booking.id);
    expect(forOwner.booking).toMatchObject({
      viewer: 'provider',
      user: { name: expect.any(String), phone: '+250788333444' },
      car: { license_plate: 'RAB 123 C' },
    });
    expect((await readBooking(t, client, booking.id)).booking.provider.phone).toBeNull();
    await moveBooking(t, owner, booking.id, 'confirmed');
    const forClient = await readBooking(t, client, booking.id);
    expect(forClient.booking).toMatchObject({
      provider: { phone: '+250788111222' },
      car: { license_plate: 'RAB 123 C' },
    });
  });
});

describe('lists', () => {
  it('GET /api/my-bookings filters by status, type and text, and sums completed bookings only', async () => {
    const me = await t.signUp('client');
    const onCar = await bookItem(t, me, carItem(), 8, 2);
    const onDriver = await bookItem(t, me, { type: 'driver', id: driver.id }, 800, 2);
    await bookItem(t, me, carItem(), 810, 1);
    await moveBooking(t, owner, onCar.id, 'confirmed');
    await completeBooking(t, clock, owner, onCar);
    await moveBooking(t, driverUser, onDriver.id, 'cancelled');
    const list = async (query: string) =>
      (await t.app.inject({ url: `/api/my-bookings${query}`, headers: bearer(me) })).json<{
        data: BookingView[];
        total: number;
        summary: Record<string, number>;
      }>();
    const all = await list('');
    expect(all.total).toBe(3);
    expect(all.summary).toEqual({
      total: 3,
      pending: 1,
      confirmed: 0,
      completed: 1,
      cancelled: 1,
      completed_value: 10000,
    });
    expect((await list('?status=completed')).data.map((b) => b.id)).toEqual([onCar.id]);
    expect((await list('?item_type=driver')).data.map((b) => b.id)).toEqual([onDriver.id]);
    expect((await list(`?search=${encodeURIComponent(driver.name.split(' ')[0]!)}`)).total).toBe(1);
    expect((await list('?status=&item_type=')).total).toBe(3);
    expect((await list('?per_page=1&page=2')).data).toHaveLength(1);
  });

  it('GET /api/bookings lists requests on the caller’s own cars or driver profile only', async () => {
    const otherOwner = await t.signUp('owner');
    const otherCar = await listCar(t, otherOwner);
    const mine = await bookItem(t, client, { type: 'car', id: otherCar.id }, 900, 1);
    const page = (
      await t.app.inject({ url: '/api/bookings?status=pending', headers: bearer(otherOwner) })
    ).json<{
      data: BookingView[];
      current_page: number;
      last_page: number;
      summary: { total: number };
    }>();
    expect(page.data.map((b) => b.id)).toEqual([mine.id]);
    expect(page).toMatchObject({ current_page: 1, last_page: 1, summary: { total: 1 } });
    const forDriver = (
      await t.app.inject({ url: '/api/bookings', headers: bearer(driverUser) })
    ).json<{ data: BookingView[] }>();
    expect(forDriver.data.every((b) => b.item_type === 'driver' && b.item_id === driver.id)).toBe(
      true,
    );
    const forClient = (await t.app.inject({ url: '/api/bookings', headers: bearer(client) })).json<{
      total: number;
    }>();
    expect(forClient.total).toBe(0);
  });

  it('the owner dashboard counts bookings on the owner’s cars', async () => {
    const newOwner = await t.signUp('owner');
    const newCar = await listCar(t, newOwner);
    const one = await bookItem(t, client, { type: 'car', id: newCar.id }, 950, 1);
    await bookItem(t, client, { type: 'car', id: newCar.id }, 960, 1);
    await moveBooking(t, newOwner, one.id, 'confirmed');
    const stats = (
      await t.app.inject({ url: '/api/owner/dashboard', headers: bearer(newOwner) })
    ).json<{ data: { stats: Record<string, number> } }>().data.stats;
    expect(stats).toMatchObject({ total_cars: 1, total_bookings: 2, pending_bookings: 1 });
  });
});

describe('POST /api/bookings/{id}/reviews', () => {
  const review = (actor: TestUser, id: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/reviews`,
      headers: bearer(actor),
      payload,
    });

  it('the client rates a completed driver booking once, and the driver’s rating shows it', async () => {
    const rated = await registeredDriver(t, {}, admin);
    const booking = await bookItem(t, client, { type: 'driver', id: rated.driver.id }, 4, 2);
    expect((await review(client, booking.id, { rating: 5 })).statusCode).toBe(409);
    await moveBooking(t, rated.user, booking.id, 'confirmed');
    expect((await review(client, booking.id, { rating: 5 })).statusCode).toBe(409); // confirmed
    await completeBooking(t, clock, rated.user, booking);
    expect((await review(rated.user, booking.id, { rating: 1 })).statusCode).toBe(403);
    expect((await review(await t.signUp('client'), booking.id, { rating: 1 })).statusCode).toBe(
      403,
    );
    const bad = await review(client, booking.id, { rating: 6 });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).message).toContain(messages.reviewRatingInvalid);
    const saved = await review(client, booking.id, { rating: 4, comment: ' Calm and on time ' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json<{ data: BookingView }>().data.review).toMatchObject({
      rating: 4,
      comment: 'Calm and on time',
    });
    const again = await review(client, booking.id, { rating: 5 });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(messages.reviewExists);

    const second = await bookItem(t, client, { type: 'driver', id: rated.driver.id }, 7, 1);
    await moveBooking(t, rated.user, second.id, 'confirmed');
    await completeBooking(t, clock, rated.user, second);
    await review(client, second.id, { rating: 5 });
    const shown = (await t.app.inject({ url: `/api/drivers/${rated.driver.id}` })).json<{
      data: DriverView;
    }>().data;
    expect(shown).toMatchObject({ rating: 4.5, review_count: 2 });
    const ids = async (query: string) =>
      (await t.app.inject({ url: `/api/drivers${query}&per_page=100` }))
        .json<{ data: DriverView[] }>()
        .data.map((d) => d.id);
    expect(await ids('?min_rating=4.5')).toContain(rated.driver.id);
    expect(await ids('?min_rating=4.5')).not.toContain(driver.id); // no reviews: "New"
  });
});
