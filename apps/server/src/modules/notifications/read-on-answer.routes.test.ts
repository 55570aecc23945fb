import type { CarView, NotificationView } from '@kodesha/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.js';
import { outboxEvents } from '../../db/schema/outbox.js';
import { users } from '../../db/schema/users.js';
import { africasTalkingGateway } from '../../providers/sms/africastalking.js';
import {
  startFakeAfricasTalking,
  type FakeAfricasTalking,
} from '../../test/fake-africastalking.js';
import { openEventStream } from '../../test/sse-client.js';
import { bearer, createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { bookItem, moveBooking, movableClock, testNow } from '../bookings/booking-fixtures.js';
import { listCar } from '../cars/car-fixtures.js';
import { eventTicket } from '../chat/chat-fixtures.js';

// rules §10.2: a party who moves a booking has dealt with what they were told of it — the
// owner who answers a request, in the app or by SMS, no longer sees it counted on the bell.

const token = 'read-on-answer-secret-0123456789';
const clock = movableClock();
let gateway: FakeAfricasTalking;
let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let client: TestUser;
let car: CarView;
const ownerPhone = '+250788444555';

/** Request slots far apart, so each test's requests overlap nothing of another's. */
let slot = 24;
const nextSlot = () => (slot += 10);

const unread = async (user: TestUser) =>
  (await t.app.jobs.runDue(),
  await t.app.inject({ url: '/api/notifications/unread-count', headers: bearer(user) })).json<{
    count: number;
  }>().count;

/** `user`'s notifications about one booking, by type, once the runner has run. */
async function aboutBooking(user: TestUser, bookingId: number) {
  await t.app.jobs.runDue();
  const listed = await t.app.inject({
    url: '/api/notifications?per_page=100',
    headers: bearer(user),
  });
  const notes = listed
    .json<{ data: NotificationView[] }>()
    .data.filter((one) => one.link === `/booking/${bookingId}`);
  return Object.fromEntries(
    notes.map((one) => [one.type, one.read_at === null ? 'unread' : 'read']),
  );
}

const inbound = (text: string, id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sms/inbound/${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ from: ownerPhone, to: '8080', text, id }).toString(),
  });

beforeAll(async () => {
  gateway = await startFakeAfricasTalking();
  t = await createTestApp({
    clock: clock.now,
    channels: {
      sms: africasTalkingGateway({ username: 'sandbox', apiKey: 'k', baseUrl: gateway.url }),
    },
    smsWebhookToken: token,
  });
  admin = await t.signInAdmin();
  owner = await t.signUp('owner', { phone_number: ownerPhone });
  await t.db.update(users).set({ isPhoneVerified: true }).where(eq(users.id, owner.id));
  client = await t.signUp('client');
  car = await listCar(t, owner, { price_per_hour: 5000 });
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

describe('moving a booking reads its mover’s own notifications of it (rules §10.2)', () => {
  it('the owner’s bell stops counting a request once they confirm it; the client’s news stays new', async () => {
    const before = await unread(owner);
    const booking = await bookItem(t, client, { type: 'car', id: car.id }, nextSlot());
    expect(await unread(owner)).toBe(before + 1);
    expect((await moveBooking(t, owner, booking.id, 'confirmed')).statusCode).toBe(200);
    expect(await unread(owner)).toBe(before);
    expect(await aboutBooking(owner, booking.id)).toEqual({ 'booking.requested': 'read' });
    expect(await aboutBooking(client, booking.id)).toEqual({ 'booking.confirmed': 'unread' });
  });

  it('a decline reads the request too', async () => {
    const booking = await bookItem(t, client, { type: 'car', id: car.id }, nextSlot());
    expect(await aboutBooking(owner, booking.id)).toEqual({ 'booking.requested': 'unread' });
    expect((await moveBooking(t, owner, booking.id, 'cancelled')).statusCode).toBe(200);
    expect(await aboutBooking(owner, booking.id)).toEqual({ 'booking.requested': 'read' });
  });

  it('a client’s cancel reads the client’s own, and the owner is told of it anew', async () => {
    const booking = await bookItem(t, client, { type: 'car', id: car.id }, nextSlot());
    await moveBooking(t, owner, booking.id, 'confirmed');
    expect(await aboutBooking(client, booking.id)).toEqual({ 'booking.confirmed': 'unread' });
    expect((await moveBooking(t, client, booking.id, 'cancelled')).statusCode).toBe(200);
    expect(await aboutBooking(client, booking.id)).toEqual({ 'booking.confirmed': 'read' });
    expect(await aboutBooking(owner, booking.id)).toEqual({
      'booking.requested': 'read',
      'booking.cancelled': 'unread',
    });
  });

  it('an answer by SMS reads the request the same way', async () => {
    const booking = await bookItem(t, client, { type: 'car', id: car.id }, nextSlot());
    const before = await unread(owner);
    const [record] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect((await inbound(`YES ${record!.replyCode}`, `sms-${booking.id}`)).statusCode).toBe(200);
    expect(await aboutBooking(owner, booking.id)).toEqual({ 'booking.requested': 'read' });
    expect(await unread(owner)).toBe(before - 1);
  });

  it('an admin’s answer reads nothing of the owner’s', async () => {
    const booking = await bookItem(t, client, { type: 'car', id: car.id }, nextSlot());
    expect((await moveBooking(t, admin, booking.id, 'confirmed')).statusCode).toBe(200);
    expect(await aboutBooking(owner, booking.id)).toEqual({ 'booking.requested': 'unread' });
  });

  it('a request worked out only after its answer is written read', async () => {
    await t.app.jobs.runDue();
    const booking = await bookItem(t, client, { type: 'car', id: car.id }, nextSlot());
    // The request's event waits (a relay behind, a try that failed): its answer goes first.
    const waiting = and(
      eq(outboxEvents.subjectType, 'booking'),
      eq(outboxEvents.subjectId, booking.id),
      isNull(outboxEvents.processedAt),
    );
    await t.db.update(outboxEvents).set({ processedAt: testNow }).where(waiting);
    await moveBooking(t, owner, booking.id, 'confirmed');
    await t.app.jobs.runDue();
    expect(await aboutBooking(owner, booking.id)).toEqual({});
    await t.db
      .update(outboxEvents)
      .set({ processedAt: null })
      .where(
        and(
          eq(outboxEvents.subjectType, 'booking'),
          eq(outboxEvents.subjectId, booking.id),
          eq(outboxEvents.type, 'booking.requested'),
        ),
      );
    await t.app.jobs.runDue();
    expect(await aboutBooking(owner, booking.id)).toEqual({ 'booking.requested': 'read' });
  });

  it('tells the mover’s live stream the new count', async () => {
    const booking = await bookItem(t, client, { type: 'car', id: car.id }, nextSlot());
    const count = await unread(owner);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = openEventStream(`${base}/api/events?ticket=${await eventTicket(t, owner)}`);
    try {
      expect(await stream.ready).toBe(200);
      await moveBooking(t, owner, booking.id, 'confirmed');
      await t.app.jobs.runDue();
      const event = await stream.waitFor((one) => one.event === 'notification');
      expect(JSON.parse(event.data)).toEqual({ unread_count: count - 1 });
    } finally {
      stream.close();
    }
  });
});
