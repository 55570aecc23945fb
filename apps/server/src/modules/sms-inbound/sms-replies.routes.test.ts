import type { AdminInboundSmsView, CarView, NotificationView } from '@kodesha/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.js';
import { smsInbound } from '../../db/schema/sms.js';
import { users } from '../../db/schema/users.js';
import { africasTalkingGateway } from '../../providers/sms/africastalking.js';
import {
  startFakeAfricasTalking,
  type FakeAfricasTalking,
} from '../../test/fake-africastalking.js';
import { bearer, createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import {
  bookItem,
  moveBooking,
  movableClock,
  readBooking,
  testNow,
} from '../bookings/booking-fixtures.js';
import { listCar } from '../cars/car-fixtures.js';

// rules §10.10: a provider answers a booking request by SMS. The gateway is a local
// stand-in for Africa's Talking over real HTTP: the inbound callback comes form-encoded to
// the secret path, the answers go out through its messaging API.

const token = 'inbound-secret-0123456789abcdef';
const clock = movableClock();
let gateway: FakeAfricasTalking;
let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let other: TestUser;
let client: TestUser;
let car: CarView;
let otherCar: CarView;
const ownerPhone = '+250788111111';
const otherPhone = '+250788222222';

let counter = 0;
/** An inbound SMS as Africa's Talking posts it; a fresh gateway id unless one is given. */
const inbound = (from: string, text: string, id = `in-${++counter}`, path = token) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sms/inbound/${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      from,
      to: '8080',
      text,
      date: '2030-01-06 08:00:00',
      id,
      linkId: `link-${counter}`,
    }).toString(),
  });

/** The SMS the gateway took for `number` since `from` (answers are sent by the runner). */
async function sentTo(number: string, from: number): Promise<string[]> {
  await t.app.jobs.runDue();
  return gateway.received.slice(from).flatMap((sms) => (sms.to === number ? [sms.message] : []));
}

/** Sends what is due (the requests' own SMS) and answers how many the gateway took. */
async function mark(): Promise<number> {
  await t.app.jobs.runDue();
  return gateway.received.length;
}

const codeOf = async (bookingId: number) =>
  (await t.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!.replyCode!;

const statusOf = async (bookingId: number) =>
  (await t.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!;

const language = (user: TestUser, preferred: 'en' | 'fr' | 'rw') =>
  t.db.update(users).set({ preferredLanguage: preferred }).where(eq(users.id, user.id));

/** A provider whose phone is verified (tests may speak SQL: its own tests are elsewhere). */
async function provider(phone: string): Promise<TestUser> {
  const user = await t.signUp('owner', { phone_number: phone });
  await t.db.update(users).set({ isPhoneVerified: true }).where(eq(users.id, user.id));
  return user;
}

/** Request slots far apart, so each test's requests overlap nothing of another's. */
let slot = 24;
const nextSlot = () => (slot += 10);

beforeAll(async () => {
  gateway = await startFakeAfricasTalking();
  t = await createTestApp({
    clock: clock.now,
    channels: {
      sms: africasTalkingGateway({
        username: 'sandbox',
        apiKey: 'test-key',
        senderId: 'KODESHA',
        baseUrl: gateway.url,
      }),
    },
    smsWebhookToken: token,
  });
  admin = await t.signInAdmin();
  owner = await provider('0788 111 111');
  other = await provider('+250 788 222 222');
  client = await t.signUp('client', { name: 'Aline Uwase' });
  car = await listCar(t, owner, { price_per_hour: 5000 });
  otherCar = await listCar(t, other, { price_per_hour: 6000 });
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

describe('the request by SMS carries a reply code (rules §10.10)', () => {
  it('4 digits, unique among the provider’s pending requests, with the reply words', async () => {
    const before = await mark();
    const made = [];
    for (let i = 0; i < 4; i += 1)
      made.push(await bookItem(t, client, { type: 'car', id: car.id }, nextSlot()));
    const codes = await Promise.all(made.map((booking) => codeOf(booking.id)));
    for (const code of codes) expect(code).toMatch(/^\d{4}$/);
    expect(new Set(codes).size).toBe(codes.length);
    const sent = await sentTo(ownerPhone, before);
    expect(sent).toHaveLength(4);
    for (const code of codes)
      expect(
        sent.filter((sms) => sms.endsWith(`Reply YES ${code} to accept or NO ${code} to decline.`)),
      ).toHaveLength(1);
    for (const sms of sent) expect(sms.length).toBeLessThanOrEqual(160);
  });
});

describe('answering by SMS (rules §10.10)', () => {
  it('YES confirms through the door: the timeline and the audit say SMS, the client is told', async () => {
    const booking = await bookItem(t, client, { type: 'car', id: car.id }, nextSlot());
    const code = await codeOf(booking.id);
    const before = await mark();
    expect((await inbound(ownerPhone, `yes ${code}`)).statusCode).toBe(200);
    expect((await statusOf(booking.id)).status).toBe('confirmed');
    const { booking: detail } = await readBooking(t, owner, booking.id);
    expect(detail.history.at(-1)).toMatchObject({
      to_status: 'confirmed',
      by: 'provider',
      via: 'sms',
    });
    expect(detail.history[0]).toMatchObject({ via: 'app' });
    const audit = await t.app.inject({
      url: `/api/admin/audit-log?target_type=booking`,
      headers: bearer(admin),
    });
    const entries = audit.json<{
      data: { target_id: number; summary: string; actor_id: number }[];
    }>().data;
    expect(entries.find((entry) => entry.target_id === booking.id)).toMatchObject({
      summary: expect.stringContaining('by SMS'),
      actor_id: owner.id,
    });
    const [answer, ...more] = await sentTo(ownerPhone, before);
    expect(more).toEqual([]);
    expect(answer).toContain(`you confirmed B${String(booking.id).padStart(7, '0')}`);
    expect(answer).toContain('Aline');
    const notes = (
      await t.app.inject({ url: '/api/notifications', headers: bearer(client) })
    ).json<{ data: NotificationView[] }>().data;
    expect(notes[0]).toMatchObject({ type: 'booking.confirmed', link: `/booking/${booking.id}` });
  });

  it('YEGO confirms too, answered in the provider’s language', async () => {
    await language(owner, 'rw');
    try {
      const booking = await bookItem(t, client, { type: 'car', id: car.id }, nextSlot());
      const code = await codeOf(booking.id);
      const before = await mark();
      await inbound(ownerPhone, `YEGO-${code}`);
      expect((await statusOf(booking.id)).status).toBe('confirmed');
      expect(await sentTo(ownerPhone, before)).toEqual([
        expect.stringContaining(`wemeje B${String(booking.id).padStart(7, '0')}`),
      ]);
    } finally {
      await language(owner, 'en');
    }
  });

  it('NO and OYA decline (cancelled, declined), in any order and case', async () => {
    const forms = [(code: string) => `No, ${code}`, (code: string) => `${code} oya.`];
    for (const form of forms) {
      const booking = await bookItem(t, client, { type: 'car', id: car.id }, nextSlot());
      const before = await mark();
      await inbound(ownerPhone, form(await codeOf(booking.id)));
      expect(await statusOf(booking.id)).toMatchObject({
        status: 'cancelled',
        cancelReason: 'declined',
      });
      expect(await sentTo(ownerPhone, before)).toEqual([expect.stringContaining('you declined')]);
    }
  });

  it('the same id twice acts once and is answered once', async () => {
    const booking = await bookItem(t, client, { type: 'car', id: car.id }, nextSlot());
    const code = await codeOf(booking.id);
    const before = await mark();
    expect((await inbound(ownerPhone, `OUI ${code}`, 'same-id')).statusCode).toBe(200);
    expect((await inbound(ownerPhone, `OUI ${code}`, 'same-id')).statusCode).toBe(200);
    expect(await sentTo(ownerPhone, before)).toHaveLength(1);
    expect(
      await t.db.select().from(smsInbound).where(eq(smsInbound.gatewayId, 'same-id')),
    ).toHaveLength(1);
  });

  it('a number Kodesha does not know changes nothing and gets nothing', async () => {
    const booking = await bookItem(t, client, { type: 'car', id: car.id }, nextSlot());
    const code = await codeOf(booking.id);
    const before = await mark();
    expect((await inbound('+250788999999', `YES ${code}`)).statusCode).toBe(200);
    expect((await statusOf(booking.id)).status).toBe('pending');
    await t.app.jobs.runDue();
    expect(gateway.received.length).toBe(before);
  });

  it('another provider’s code changes nothing: they are told it is not theirs, with their own codes', async () => {
    const booking = await bookItem(t, client, { type: 'car', id: car.id }, nextSlot());
    const theirs = await bookItem(t, client, { type: 'car', id: otherCar.id }, nextSlot());
    const code = await codeOf(booking.id);
    const before = await mark();
    await inbound(otherPhone, `YES ${code}`);
    expect((await statusOf(booking.id)).status).toBe('pending');
    const [answer] = await sentTo(otherPhone, before);
    expect(answer).toContain(`no open request has code ${code}`);
    expect(answer).toContain(await codeOf(theirs.id));
    expect(await sentTo(ownerPhone, before)).toEqual([]);
  });

  it('a decided request is answered "already decided"; a taken slot and an expired one say why', async () => {
    const start = nextSlot();
    const first = await bookItem(t, client, { type: 'car', id: car.id }, start);
    const second = await bookItem(t, client, { type: 'car', id: car.id }, start + 1);
    const [firstCode, secondCode] = [await codeOf(first.id), await codeOf(second.id)];
    expect((await moveBooking(t, owner, first.id, 'confirmed')).statusCode).toBe(200);
    const before = await mark();
    await inbound(ownerPhone, `YES ${firstCode}`);
    await inbound(ownerPhone, `YES ${secondCode}`);
    // Sent side by side by the runner: in either order.
    const answers = await sentTo(ownerPhone, before);
    expect(answers).toHaveLength(2);
    expect(answers).toEqual(
      expect.arrayContaining([
        expect.stringContaining('it was already decided'),
        expect.stringContaining('another booking took its time'),
      ]),
    );
    expect((await statusOf(second.id)).cancelReason).toBe('slot_taken');

    const soon = await bookItem(t, client, { type: 'car', id: car.id }, 2);
    const soonCode = await codeOf(soon.id);
    clock.set(new Date(testNow.getTime() + 3 * 3_600_000));
    try {
      const later = await mark();
      await inbound(ownerPhone, `YES ${soonCode}`);
      expect(await sentTo(ownerPhone, later)).toEqual([
        expect.stringContaining('the request expired'),
      ]);
    } finally {
      clock.set(testNow);
    }
    expect((await statusOf(soon.id)).status).not.toBe('confirmed');
  });

  it('STOP turns the sender’s SMS off and START back on, each answered once', async () => {
    const settings = async () =>
      (await t.app.inject({ url: '/api/me/notification-settings', headers: bearer(other) })).json<{
        data: { sms: boolean };
      }>().data.sms;
    const before = await mark();
    await inbound(otherPhone, 'STOP');
    expect(await settings()).toBe(false);
    await inbound(otherPhone, 'stop');
    expect(await sentTo(otherPhone, before)).toEqual([expect.stringContaining('are off')]);
    const middle = await mark();
    await inbound(otherPhone, ' Start ');
    expect(await settings()).toBe(true);
    await inbound(otherPhone, 'START');
    expect(await sentTo(otherPhone, middle)).toEqual([expect.stringContaining('on again')]);
  });

  it('wrong codes from one number: at most 5 an hour are answered', async () => {
    await provider('+250788333333');
    const before = await mark();
    for (let i = 0; i < 8; i += 1) await inbound('+250788333333', `YES 0${i}00`);
    expect(await sentTo('+250788333333', before)).toHaveLength(5);
    clock.set(new Date(testNow.getTime() + 61 * 60_000));
    try {
      await inbound('+250788333333', 'YESS 1234');
      expect(await sentTo('+250788333333', before)).toHaveLength(6);
    } finally {
      clock.set(testNow);
    }
  });

  it('a wrong token is 404 and nothing is recorded', async () => {
    const response = await inbound(ownerPhone, 'STOP', 'wrong-token-id', 'not-the-token');
    expect(response.statusCode).toBe(404);
    expect(
      await t.db.select().from(smsInbound).where(eq(smsInbound.gatewayId, 'wrong-token-id')),
    ).toHaveLength(0);
    const settings = (
      await t.app.inject({ url: '/api/me/notification-settings', headers: bearer(owner) })
    ).json<{ data: { sms: boolean } }>().data;
    expect(settings.sms).toBe(true);
  });

  it('answers 200 to whatever the gateway sends', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sms/inbound/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'text=hello',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the admin’s Notifications tab (rules §10.8)', () => {
  it('lists the inbound messages: from, text, what they did', async () => {
    const response = await t.app.inject({
      url: '/api/admin/notifications/inbound?per_page=100',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ data: AdminInboundSmsView[] }>().data;
    expect(rows.find((row) => row.from === '+250788999999')).toMatchObject({
      outcome: 'unknown_sender',
      answer: null,
    });
    expect(rows.find((row) => row.outcome === 'confirmed')).toMatchObject({
      from: ownerPhone,
      user_id: owner.id,
      answer_status: 'sent',
    });
    expect(
      (await t.app.inject({ url: '/api/admin/notifications/inbound', headers: bearer(client) }))
        .statusCode,
    ).toBe(403);
  });
});

describe('guessing reply codes (rules §10.10)', () => {
  it('past 5 wrong codes in an hour a number’s replies act no more, a right code included, until the hour is over', async () => {
    const guessed = await provider('+250788555555');
    const guessedCar = await listCar(t, guessed, { price_per_hour: 4000 });
    const booking = await bookItem(t, client, { type: 'car', id: guessedCar.id }, nextSlot());
    const code = await codeOf(booking.id);
    const wrongOnes = ['1000', '1001', '1002', '1003', '1004', '1005'].filter((c) => c !== code);
    for (const wrong of wrongOnes.slice(0, 6)) await inbound('+250788555555', `YES ${wrong}`);
    const before = await mark();
    await inbound('+250788555555', `YES ${code}`, 'the-seventh');
    expect((await statusOf(booking.id)).status).toBe('pending');
    const [kept] = await t.db
      .select()
      .from(smsInbound)
      .where(eq(smsInbound.gatewayId, 'the-seventh'));
    expect(kept).toMatchObject({ outcome: 'locked', answer: null, bookingId: null });
    expect(await sentTo('+250788555555', before)).toEqual([]);
    // STOP still works: a person can always turn the messages off.
    await inbound('+250788555555', 'STOP');
    expect(await sentTo('+250788555555', before)).toEqual([expect.stringContaining('are off')]);
    await inbound('+250788555555', 'START');
    clock.set(new Date(testNow.getTime() + 61 * 60_000));
    try {
      await inbound('+250788555555', `YES ${code}`);
      expect((await statusOf(booking.id)).status).toBe('confirmed');
    } finally {
      clock.set(testNow);
    }
  });

  it('a number is counted and answered in E.164, however the gateway spells it', async () => {
    await provider('+250788444444');
    const before = await mark();
    const spellings = [
      '0788444444',
      '+250 788 444 444',
      '250788444444',
      '788444444',
      '+250-788-444-444',
      '(+250) 788444444',
    ];
    for (const from of spellings) await inbound(from, 'YES 0999');
    for (const from of spellings) await inbound(from, 'YES 0998');
    // One number: 5 answers in all, each to the number as E.164 writes it.
    expect(await sentTo('+250788444444', before)).toHaveLength(5);
    expect(gateway.received.slice(before).every((sms) => sms.to === '+250788444444')).toBe(true);
    const kept = await t.db
      .select()
      .from(smsInbound)
      .where(eq(smsInbound.fromNumber, '+250788444444'));
    expect(kept).toHaveLength(12);
  });
});
