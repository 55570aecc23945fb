import type { CarView, NotificationView } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { bookItem, moveBooking, movableClock, testNow } from '../bookings/booking-fixtures.js';
import { listCar } from '../cars/car-fixtures.js';
import { chatAboutCar, sendMessage } from '../chat/chat-fixtures.js';

// rules §10.6: the reminder of a request waiting for its answer and the notice before a
// booking starts are jobs, skipped when the booking moved on.

const clock = movableClock();
let t: TestApp;
let owner: TestUser;
let client: TestUser;
let car: CarView;

const typesOf = async (user: TestUser, bookingId: number) =>
  // rules §10.1: what an event raises is written after its commit, by the runner.
  (await t.app.jobs.runDue(),
  await t.app.inject({ url: '/api/notifications?per_page=100', headers: bearer(user) }))
    .json<{ data: NotificationView[] }>()
    .data.filter((one) => one.link === `/booking/${bookingId}`)
    // Sorted: the test's clock stands still, so one moment's notifications tie on their time.
    .map((one) => one.type)
    .sort();

/** Runs the jobs due `hours` after the test's now (sessions stay valid: the clock comes back). */
async function runAt(hours: number) {
  clock.set(new Date(testNow.getTime() + hours * 3_600_000));
  await t.app.jobs.runDue();
  clock.set(testNow);
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  owner = await t.signUp('owner');
  client = await t.signUp('client');
  car = await listCar(t, owner);
});
afterAll(() => t.close());

describe('booking.reminder (rules §10.6)', () => {
  it('reminds the provider once, half-way to the expiry, of a request still pending', async () => {
    const booking = await bookItem(t, client, { type: 'car', id: car.id }, 10);
    await runAt(4.9);
    expect(await typesOf(owner, booking.id)).toEqual(['booking.requested']);
    await runAt(5);
    await runAt(6);
    expect(await typesOf(owner, booking.id)).toEqual(['booking.reminder', 'booking.requested']);
    expect(await typesOf(client, booking.id)).toEqual([]);
  });

  it('sends none for a request answered before', async () => {
    const booking = await bookItem(t, client, { type: 'car', id: car.id }, 30);
    await moveBooking(t, owner, booking.id, 'cancelled');
    await runAt(16);
    expect(await typesOf(owner, booking.id)).toEqual(['booking.requested']);
  });
});

describe('booking.starting (rules §10.6)', () => {
  it('tells both parties 2 hours before the start', async () => {
    const booking = await bookItem(t, client, { type: 'car', id: car.id }, 40);
    await moveBooking(t, owner, booking.id, 'confirmed');
    await runAt(37.9);
    expect(await typesOf(client, booking.id)).toEqual(['booking.confirmed']);
    await runAt(38);
    expect(await typesOf(client, booking.id)).toEqual(['booking.confirmed', 'booking.starting']);
    expect(await typesOf(owner, booking.id)).toEqual(['booking.requested', 'booking.starting']);
  });

  it('sends none for a booking cancelled meanwhile, nor for one confirmed less than 2 hours ahead', async () => {
    const cancelled = await bookItem(t, client, { type: 'car', id: car.id }, 50);
    await moveBooking(t, owner, cancelled.id, 'confirmed');
    await moveBooking(t, client, cancelled.id, 'cancelled');
    const soon = await bookItem(t, client, { type: 'car', id: car.id }, 1.5, 1);
    await moveBooking(t, owner, soon.id, 'confirmed');
    await runAt(49);
    expect(await typesOf(client, cancelled.id)).toEqual(['booking.confirmed']);
    expect(await typesOf(owner, cancelled.id)).toEqual(['booking.cancelled', 'booking.requested']);
    expect(await typesOf(client, soon.id)).toEqual(['booking.confirmed']);
  });
});

describe('chat.message (rules §10.6)', () => {
  const chatNotices = async (user: TestUser) =>
    (await t.app.inject({ url: '/api/notifications?per_page=100', headers: bearer(user) }))
      .json<{ data: NotificationView[] }>()
      .data.filter((one) => one.type === 'chat.message');

  it('tells the reader of a message still unread after 5 minutes, once in 30 minutes', async () => {
    const chat = await chatAboutCar(t, client, car, 'Is the car free on Saturday?');
    await sendMessage(t, client, chat.id, 'And on Sunday?');
    await runAt(4.9 / 60);
    expect(await chatNotices(owner)).toEqual([]);
    await runAt(5 / 60);
    const [notice] = await chatNotices(owner);
    // The conversation itself, on the owner's own messages screen (rules §10.2).
    expect(notice).toMatchObject({
      link: `/owner/messages?chat=${chat.id}`,
      title: 'New message',
    });
    expect(notice!.body).toContain('Test');
    // Another message within 30 minutes of the notice: no second one.
    clock.set(new Date(testNow.getTime() + 6 * 60_000));
    await sendMessage(t, client, chat.id, 'Hello?');
    clock.set(testNow);
    await runAt(12 / 60);
    expect(await chatNotices(owner)).toHaveLength(1);
  });

  it('says nothing of a message read in time', async () => {
    const other = await t.signUp('client');
    const chat = await chatAboutCar(t, other, car, 'Hi there');
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/messages/mark-as-read',
      headers: bearer(owner),
      payload: { chat_id: chat.id },
    });
    expect(read.statusCode).toBe(200);
    await runAt(6 / 60);
    expect(await chatNotices(owner)).toHaveLength(1);
  });
  it('leads a client to the conversation itself on /chat (rules §10.2)', async () => {
    const reader = await t.signUp('client');
    const chat = await chatAboutCar(t, reader, car, 'Is it free tomorrow?');
    await sendMessage(t, owner, chat.id, 'Yes, from 8 in the morning.');
    await runAt(6 / 60);
    expect(await chatNotices(reader)).toEqual([
      expect.objectContaining({ link: `/chat?chat=${chat.id}` }),
    ]);
    expect((await chatNotices(owner)).map((one) => one.link)).toContain(
      `/owner/messages?chat=${chat.id}`,
    );
  });
});
