import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.js';
import { phoneCodes } from '../../db/schema/notifications.js';
import { passwordResets } from '../../db/schema/password-resets.js';
import { smsInbound } from '../../db/schema/sms.js';
import { users } from '../../db/schema/users.js';
import { startOutsideChannels, type OutsideChannels } from '../../test/outside-channels.js';
import { databaseServerUrl } from '../../test/server-process.js';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.js';
import { bookItem, movableClock } from '../bookings/booking-fixtures.js';
import { listCar } from '../cars/car-fixtures.js';
import { defaultLoginLimits } from './login-throttle.js';

// rules §1.5, §1.14, §9.12, §10.7, §10.10: every limit holds when requests arrive all at
// once. The PostgreSQL tier: the embedded database runs one statement at a time and would
// hide a check and a spend made apart; a server database runs these side by side.

const webhookToken = 'burst-webhook-token-0123456789';
const clock = movableClock();
let outside: OutsideChannels;
let t: TestApp;
let numbers = 0;

const newPassword = 'a-brand-new-secret';
const smsTo = (number: string) => outside.smsTo(number);
const mailsTo = (email: string) => outside.mailsTo(email);
const login = (email: string, password: string, remoteAddress = '10.9.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { email, password } });
/** `n` requests made at once; `right` answers the one at `rightAt`. */
const atOnce = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));
/** A 6-digit code other than `code`, different for each `i`. */
const wrongCode = (code: string, i: number) => {
  const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
  return guess === code ? '000000' : guess;
};

/** A person with a phone number of their own, verified when asked (tests may speak SQL). */
async function withPhone(role: 'client' | 'owner', verified: boolean) {
  numbers += 1;
  const number = `+25078${String(8_000_000 + numbers * 7919).slice(-7)}`;
  const user = await t.signUp(role, { phone_number: number });
  if (verified)
    await t.db.update(users).set({ isPhoneVerified: true }).where(eq(users.id, user.id));
  return { ...user, number };
}

beforeAll(async () => {
  databaseServerUrl(); // fails, rather than skips, without a PostgreSQL server
  outside = await startOutsideChannels();
  t = await createTestApp({
    clock: clock.now,
    channels: outside.channels,
    publicUrl: 'https://kodesha.test',
    smsWebhookToken: webhookToken,
    loginLimits: {
      ...defaultLoginLimits,
      perAccount: { ...defaultLoginLimits.perAccount, delayUnitMs: 30, maxDelayMs: 120 },
    },
  });
});
afterAll(async () => {
  await t?.close();
  await outside?.close();
});

describe('codes guessed all at once (rules §1.14, §10.7)', () => {
  it('300 wrong reset codes with the right one 41st: refused, the password unchanged', async () => {
    const user = await withPhone('client', true);
    await t.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { phone: user.number },
    });
    await t.app.jobs.runDue();
    const code = /(\d{3}) (\d{3})/
      .exec(smsTo(user.number).at(-1)?.message ?? '')!
      .slice(1, 3)
      .join('');
    expect(code).toMatch(/^\d{6}$/);

    const answers = await atOnce(300, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/password/reset',
        remoteAddress: `10.20.${i >> 8}.${i & 255}`,
        payload: {
          phone: user.number,
          code: i === 40 ? code : wrongCode(code, i),
          password: newPassword,
          password_confirmation: newPassword,
        },
      }),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(0);
    expect(answers.filter((answer) => answer.statusCode >= 500)).toHaveLength(0);
    // The code was compared 5 times, no more: every other try was refused before it.
    const [reset] = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.recipient, user.number));
    expect(reset).toMatchObject({ tries: 5, usedAt: null });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await login(user.email, newPassword)).statusCode).toBe(401);
  });

  it('300 wrong phone codes with the right one 41st: refused, the phone not verified', async () => {
    const user = await withPhone('owner', false);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/me/phone/verification',
      headers: bearer(user),
    });
    expect(sent.statusCode).toBe(202);
    await t.app.jobs.runDue();
    const code = /\b(\d{6})\b/.exec(smsTo(user.number).at(-1)?.message ?? '')![1]!;

    const answers = await atOnce(300, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/phone/verify',
        headers: bearer(user),
        payload: { code: i === 40 ? code : wrongCode(code, i) },
      }),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(0);
    expect(answers.filter((answer) => answer.statusCode >= 500)).toHaveLength(0);
    const [kept] = await t.db.select().from(phoneCodes).where(eq(phoneCodes.userId, user.id));
    expect(kept).toMatchObject({ tries: 5, usedAt: null });
    const [account] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.isPhoneVerified).toBe(false);
  });
});

describe('sends asked for all at once (rules §1.14, §10.7)', () => {
  it('60 resets asked for one number at once send at most 3 codes', async () => {
    const user = await withPhone('client', true);
    const answers = await atOnce(60, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/password/forgot',
        remoteAddress: `10.21.0.${i}`,
        payload: { phone: user.number },
      }),
    );
    expect(answers.every((answer) => answer.statusCode === 202)).toBe(true);
    await t.app.jobs.runDue();
    expect(smsTo(user.number)).toHaveLength(3);
  });

  it('60 resets asked for one email at once send at most 3 links', async () => {
    const user = await t.signUp('client');
    await atOnce(60, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/password/forgot',
        remoteAddress: `10.22.0.${i}`,
        payload: { email: user.email },
      }),
    );
    await t.app.jobs.runDue();
    expect(mailsTo(user.email)).toHaveLength(3);
  });

  it('60 verification codes asked for at once: at most 3 sent, the rest 429', async () => {
    const user = await withPhone('owner', false);
    const answers = await atOnce(60, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/phone/verification',
        headers: bearer(user),
      }),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 202)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(57);
    await t.app.jobs.runDue();
    expect(smsTo(user.number)).toHaveLength(3);
  });
});

describe('guesses at a login (rules §1.5)', () => {
  it('two guessing connections do not refuse the owner’s right password', async () => {
    const owner = await t.signUp('client');
    // Two addresses that have failed at the account, slowing it (each attempt waits 120 ms).
    for (let n = 0; n < 8; n += 1)
      await login(owner.email, 'wrong-password-1', `10.23.0.${(n % 2) + 1}`);
    let guessing = true;
    const guesser = async (address: string) => {
      const statuses: number[] = [];
      while (guessing) statuses.push((await login(owner.email, 'wrong-1', address)).statusCode);
      return statuses;
    };
    const guessers = [guesser('10.23.0.1'), guesser('10.23.0.2')];
    const owners: number[] = [];
    for (let n = 0; n < 5; n += 1)
      owners.push((await login(owner.email, owner.password, '10.23.1.1')).statusCode);
    guessing = false;
    const guessed = (await Promise.all(guessers)).flat();
    expect(owners).toEqual([200, 200, 200, 200, 200]);
    expect(guessed.length).toBeGreaterThan(0);
    expect(guessed.every((status) => status === 401 || status === 429)).toBe(true);
  });
});

describe('reply codes guessed all at once (rules §10.10)', () => {
  it('300 replies with the right code 41st change nothing; 5 wrong ones counted, the rest kept unacted', async () => {
    const owner = await withPhone('owner', true);
    const client = await t.signUp('client');
    const car = await listCar(t, owner, { price_per_hour: 5000 });
    const booking = await bookItem(t, client, { type: 'car', id: car.id }, 30);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    const code = row!.replyCode!;
    const guess = (i: number) => String(1000 + ((Number(code) - 1000 + 1 + i) % 9000));

    const answers = await atOnce(300, (i) =>
      t.app.inject({
        method: 'POST',
        url: `/api/sms/inbound/${webhookToken}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          from: owner.number,
          to: '8080',
          text: `YES ${i === 40 ? code : guess(i)}`,
          id: `burst-${i}`,
        }).toString(),
      }),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const [after] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after?.status).toBe('pending');
    const kept = await t.db
      .select()
      .from(smsInbound)
      .where(eq(smsInbound.fromNumber, owner.number));
    expect(kept).toHaveLength(300);
    expect(kept.filter((message) => message.outcome === 'not_found')).toHaveLength(5);
    expect(kept.filter((message) => message.outcome === 'locked')).toHaveLength(295);
  });

  it('6 wrong reply codes, then the right one: it does nothing', async () => {
    const owner = await withPhone('owner', true);
    const client = await t.signUp('client');
    const car = await listCar(t, owner, { price_per_hour: 5000 });
    const booking = await bookItem(t, client, { type: 'car', id: car.id }, 40);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    const code = row!.replyCode!;
    const send = (text: string, id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/sms/inbound/${webhookToken}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ from: owner.number, to: '8080', text, id }).toString(),
      });
    await atOnce(6, (i) => send(`YES ${code === '9999' ? 1000 + i : 9999 - i}`, `six-${i}`));
    await send(`YES ${code}`, 'seventh');
    const [after] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after?.status).toBe('pending');
  });
});
