import { messages, type BookingView, type CarView, type NotificationView } from '@kodesha/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents } from '../../db/schema/bookings.js';
import { users } from '../../db/schema/users.js';
import { startOutsideChannels, type OutsideChannels } from '../../test/outside-channels.js';
import {
  bearer,
  createTestApp,
  type ErrorBody,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { listCar } from '../cars/car-fixtures.js';
import { registeredDriver } from '../drivers/driver-fixtures.js';
import { bookItem, movableClock, readBooking } from './booking-fixtures.js';

// rules §4.4: a provider's decline may give the client a reason; it is kept on the decline's
// timeline line, shown to both parties, and carried by the client's notification in the app,
// by SMS (a local Africa's Talking over HTTP) and by email (a local SMTP server).

const clock = movableClock();
let outside: OutsideChannels;
let gateway: OutsideChannels['gateway'];
let mail: OutsideChannels['mail'];
let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let client: TestUser;
let driverUser: TestUser;
let car: CarView;
let driverId: number;
const clientPhone = '+250788300500';
const reason = 'Sorry, the car is at the garage that day. Try the weekend after?';

const move = (actor: TestUser, id: number, payload: Record<string, unknown>, method = 'POST') =>
  t.app.inject({
    method: method as 'POST' | 'PATCH',
    url: method === 'POST' ? `/api/bookings/${id}/update-status` : `/api/bookings/${id}/status`,
    headers: bearer(actor),
    payload,
  });
const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>();
const carRequest = (startIn: number) =>
  bookItem(t, client, { type: 'car', id: car.id }, startIn, 2);

beforeAll(async () => {
  outside = await startOutsideChannels();
  ({ gateway, mail } = outside);
  t = await createTestApp({ clock: clock.now, channels: outside.channels });
  admin = await t.signInAdmin();
  owner = await t.signUp('owner', { phone_number: '+250 788 200 400' });
  client = await t.signUp('client', { phone_number: '0788 300 500' });
  await t.db.update(users).set({ isPhoneVerified: true }).where(eq(users.id, client.id));
  car = await listCar(t, owner, {
    make: 'Toyota',
    model: 'RAV4',
    year: 2022,
    price_per_hour: 5000,
  });
  let driver;
  ({ user: driverUser, driver } = await registeredDriver(t, { price_per_hour: 3500 }, admin));
  driverId = driver.id;
});
afterAll(async () => {
  await t.close();
  await outside.close();
});

describe('a provider declines with a reason (rules §4.4)', () => {
  it('keeps the reason on the decline’s timeline line, for the client, the owner and admins', async () => {
    const request = await carRequest(40);
    const answer = await move(owner, request.id, { status: 'cancelled', note: `  ${reason}  ` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ data: BookingView }>().data).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'declined',
    });
    const [stored] = await t.db
      .select({ note: bookingEvents.note, reason: bookingEvents.reason })
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, request.id))
      .orderBy(bookingEvents.id)
      .offset(1);
    expect(stored).toEqual({ note: reason, reason: 'declined' });

    for (const reader of [client, owner]) {
      const { booking } = await readBooking(t, reader, request.id);
      expect(booking.history.map((line) => [line.to_status, line.reason, line.note])).toEqual([
        ['pending', null, null],
        ['cancelled', 'declined', reason],
      ]);
    }
    const asAdmin = await t.app.inject({
      url: `/api/admin/bookings/${request.id}`,
      headers: bearer(admin),
    });
    expect(
      asAdmin.json<{ data: { history: { note: string | null }[] } }>().data.history[1]?.note,
    ).toBe(reason);
  });

  it('tells the client the reason in the app, by SMS and by email', async () => {
    const request = await carRequest(44);
    await t.app.jobs.runDue(); // the request's own notices go first
    const sentBefore = gateway.received.length;
    expect((await move(owner, request.id, { status: 'cancelled', note: reason })).statusCode).toBe(
      200,
    );
    await t.app.jobs.runDue();

    const list = await t.app.inject({ url: '/api/notifications', headers: bearer(client) });
    const declined = list
      .json<{ data: NotificationView[] }>()
      .data.find((one) => one.link === `/booking/${request.id}`);
    expect(declined?.type).toBe('booking.declined');
    expect(declined?.body).toContain(`Their reason: "${reason}"`);

    const sms = gateway.received.slice(sentBefore).filter((one) => one.to === clientPhone);
    expect(sms.map((one) => one.message)).toEqual([
      expect.stringMatching(/was declined\. Reason: Sorry, the car is at the garage that day\./),
    ]);
    expect(sms[0]!.message.length).toBeLessThanOrEqual(160);

    const email = mail.caught.filter((one) => one.to === client.email).at(-1);
    expect(email?.subject).toBe('Booking declined');
    expect(email?.text).toContain(`Their reason: "${reason}"`);
  });

  it('a driver’s decline carries it too, through PATCH /status', async () => {
    const request = await bookItem(t, client, { type: 'driver', id: driverId }, 48, 2);
    const answer = await move(
      driverUser,
      request.id,
      { status: 'cancelled', note: 'Away that week.' },
      'PATCH',
    );
    expect(answer.statusCode).toBe(200);
    const { booking } = await readBooking(t, client, request.id);
    expect(booking.history.at(-1)).toMatchObject({ by: 'provider', note: 'Away that week.' });
  });

  it('a decline without a reason (none, null or blank) says nothing of one', async () => {
    const ids: number[] = [];
    for (const [note, startIn] of [
      [undefined, 52],
      [null, 56],
      ['   ', 60],
    ] as const) {
      const request = await carRequest(startIn);
      ids.push(request.id);
      const answer = await move(owner, request.id, { status: 'cancelled', note });
      expect(answer.statusCode).toBe(200);
      const { booking } = await readBooking(t, client, request.id);
      expect(booking.history.at(-1)?.note).toBeNull();
    }
    await t.app.jobs.runDue();
    const list = await t.app.inject({
      url: '/api/notifications?per_page=50',
      headers: bearer(client),
    });
    const declines = list
      .json<{ data: NotificationView[] }>()
      .data.filter((one) => ids.some((id) => one.link === `/booking/${id}`));
    expect(declines.map((one) => one.type)).toEqual(Array(3).fill('booking.declined'));
    for (const one of declines) expect(one.body).not.toContain('reason');
  });
});

describe('a reason where it does not belong is refused, not dropped (rules §4.4)', () => {
  it('over 500 characters: 422 under note, and nothing moves', async () => {
    const request = await carRequest(70);
    const answer = await move(owner, request.id, { status: 'cancelled', note: 'a'.repeat(501) });
    expect(answer.statusCode).toBe(422);
    expect(errorOf(answer).errors).toEqual({ note: [messages.bookingDeclineNoteTooLong] });
    expect((await readBooking(t, client, request.id)).booking.status).toBe('pending');
  });

  it.each([
    ['the owner confirming', 'owner', 'confirmed', 80],
    ['the client cancelling', 'client', 'cancelled', 84],
    ['an admin cancelling', 'admin', 'cancelled', 88],
    ['an admin confirming', 'admin', 'confirmed', 92],
  ] as const)('%s with a reason: 422 under note, and nothing moves', async (_, who, status, at) => {
    const actor = { owner, client, admin }[who];
    const request = await carRequest(at);
    const answer = await move(actor, request.id, { status, note: 'Because.' });
    expect(answer.statusCode).toBe(422);
    expect(errorOf(answer).errors).toEqual({ note: [messages.bookingNoteNotDecline] });
    expect((await readBooking(t, client, request.id)).booking.status).toBe('pending');
  });

  it('a blank reason is no reason: the owner confirms with one', async () => {
    const request = await carRequest(100);
    expect((await move(owner, request.id, { status: 'confirmed', note: ' ' })).statusCode).toBe(
      200,
    );
  });

  it('someone not party to the booking is refused as before (403), reason or not', async () => {
    const request = await carRequest(104);
    const stranger = await t.signUp('owner');
    const answer = await move(stranger, request.id, { status: 'cancelled', note: 'Mine now.' });
    expect(answer.statusCode).toBe(403);
  });
});
