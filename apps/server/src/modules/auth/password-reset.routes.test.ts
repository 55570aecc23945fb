import { messages, type UserView } from '@kodesha/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs.js';
import { passwordResets } from '../../db/schema/password-resets.js';
import { outboxRows } from '../../test/admin-outbox.js';
import { smtpMailer } from '../../providers/email/mailer.js';
import { africasTalkingGateway } from '../../providers/sms/africastalking.js';
import {
  startFakeAfricasTalking,
  type FakeAfricasTalking,
} from '../../test/fake-africastalking.js';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher.js';
import {
  bearer,
  createTestApp,
  openFreshDatabase,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { movableClock } from '../bookings/booking-fixtures.js';

// rules §1.14: a forgotten password is reset by a link by email (real SMTP to an in-process
// server) or a code by SMS to a verified phone (real HTTP to a local Africa's Talking).

const clock = movableClock();
const later = (minutes: number) => clock.set(new Date(clock.now().getTime() + minutes * 60_000));
let gateway: FakeAfricasTalking;
let mail: MailCatcher;
let t: TestApp;
let numbers = 0;

const channels = () => ({
  sms: africasTalkingGateway({ username: 'sandbox', apiKey: 'k', baseUrl: gateway.url }),
  mail: smtpMailer({ url: mail.url, from: 'Kodesha <no-reply@kodesha.test>' }),
});

/** Asks for a reset and waits until whatever it sends is sent. */
async function forgot(body: Record<string, unknown>, app: TestApp = t) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/password/forgot',
    payload: body,
  });
  await app.app.jobs.runDue();
  return response;
}
const reset = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/password/reset', payload: body });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const mailsTo = (email: string) => mail.caught.filter((one) => one.to === email);
const smsTo = (number: string) => gateway.received.filter((one) => one.to === number);
/** The token in the last link mailed to `email`. */
const lastToken = (email: string) => {
  const text = mailsTo(email).at(-1)?.text ?? '';
  const link = /https:\/\/kodesha\.test\/reset-password\?token=([\w-]+)/.exec(text);
  return link?.[1];
};
/** The code in the last SMS to `number`. */
const lastCode = (number: string) =>
  /(\d{3}) (\d{3})/
    .exec(smsTo(number).at(-1)?.message ?? '')
    ?.slice(1, 3)
    .join('');

/** A client with a phone of their own, verified or not. */
async function withPhone(verified: boolean): Promise<TestUser & { number: string }> {
  numbers += 1;
  const local = `78${String(1_000_000 + numbers).slice(1)}1`.slice(0, 9);
  const number = `+250${local}`;
  const user = await t.signUp('client', { phone_number: `0${local}` });
  if (verified) {
    await t.app.inject({
      method: 'POST',
      url: '/api/me/phone/verification',
      headers: bearer(user),
    });
    await t.app.jobs.runDue();
    const code = /\b(\d{6})\b/.exec(smsTo(number).at(-1)?.message ?? '')?.[1];
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/me/phone/verify',
      headers: bearer(user),
      payload: { code },
    });
    expect(done.statusCode).toBe(200);
  }
  return { ...user, number };
}

const newPassword = 'a-brand-new-secret';
const passwords = { password: newPassword, password_confirmation: newPassword };

beforeAll(async () => {
  gateway = await startFakeAfricasTalking();
  mail = await startMailCatcher();
  t = await createTestApp({
    clock: clock.now,
    channels: channels(),
    publicUrl: 'https://kodesha.test',
  });
});
afterAll(async () => {
  await t.close();
  await gateway.close();
  await mail.close();
});

describe('asking for a reset (rules §1.14)', () => {
  it('answers a known and an unknown email alike; only the known one gets a mail', async () => {
    const user = await t.signUp('client');
    const known = await forgot({ email: user.email });
    const unknown = await forgot({ email: 'nobody-here@example.rw' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ message: messages.resetRequested });
    expect(mailsTo('nobody-here@example.rw')).toHaveLength(0);
    const [sent] = mailsTo(user.email);
    expect(sent?.subject).toBe('Reset your Kodesha password');
    // 256 random bits, in base64url; the link names the site's address, not the request's.
    expect(lastToken(user.email)).toMatch(/^[\w-]{43}$/);
    expect(sent?.html).toContain('https://kodesha.test/reset-password?token=');
  });

  it('refuses a body with neither an email nor a phone, or a number it cannot read', async () => {
    const none = await forgot({});
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ errors: { email: [messages.resetChannelRequired] } });
    const bad = await forgot({ phone: '12' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { phone: [messages.phoneInvalid] } });
  });

  it('writes the mail in the account’s language', async () => {
    const user = await t.signUp('client', { preferred_language: 'fr' });
    await forgot({ email: user.email });
    expect(mailsTo(user.email).at(-1)?.subject).toBe('Réinitialisez votre mot de passe Kodesha');
  });
});

describe('resetting by the link (rules §1.14)', () => {
  it('sets the new password, ends every session, and the old password no longer works', async () => {
    const user = await t.signUp('client');
    const second = (await login(user.email, user.password)).json<{ token: string }>().token;
    await forgot({ email: user.email });
    const done = await reset({ token: lastToken(user.email), ...passwords });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: messages.resetDone });
    for (const token of [user.token, second])
      expect((await t.app.inject({ url: '/api/me', headers: bearer({ token }) })).statusCode).toBe(
        401,
      );
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, newPassword)).statusCode).toBe(200);
  });

  it('tells the person their password changed, by email whatever their settings', async () => {
    const user = await t.signUp('client');
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/notification-settings',
      headers: bearer(user),
      payload: { email: false, sms: false },
    });
    await forgot({ email: user.email });
    await reset({ token: lastToken(user.email), ...passwords });
    await t.app.jobs.runDue();
    expect(mailsTo(user.email).map((one) => one.subject)).toContain('Password changed');
  });

  it('refuses a used, a wrong or an expired token: 422 under token', async () => {
    const user = await t.signUp('client');
    await forgot({ email: user.email });
    const token = lastToken(user.email)!;
    expect((await reset({ token, ...passwords })).statusCode).toBe(200);
    const used = await reset({ token, ...passwords });
    expect(used.statusCode).toBe(422);
    expect(used.json()).toMatchObject({ errors: { token: [messages.resetTokenWrong] } });
    const wrong = await reset({ token: `${token.slice(0, -2)}xx`, ...passwords });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { token: [messages.resetTokenWrong] } });

    const other = await t.signUp('client');
    await forgot({ email: other.email });
    const stale = lastToken(other.email)!;
    later(61);
    const expired = await reset({ token: stale, ...passwords });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ errors: { token: [messages.resetTokenWrong] } });
    expect((await login(other.email, other.password)).statusCode).toBe(200);
  });

  it('a new password ends the other links asked for', async () => {
    const user = await t.signUp('client');
    await forgot({ email: user.email });
    const first = lastToken(user.email)!;
    await forgot({ email: user.email });
    expect((await reset({ token: lastToken(user.email), ...passwords })).statusCode).toBe(200);
    expect((await reset({ token: first, ...passwords })).statusCode).toBe(422);
  });

  it('checks the two passwords match before anything', async () => {
    const refused = await reset({ token: 'x', password: newPassword, password_confirmation: 'no' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: { password_confirmation: [messages.passwordsDoNotMatch] },
    });
  });
});

describe('resetting by an SMS code (rules §1.14)', () => {
  it('sends a code only to a verified phone; the code resets the password', async () => {
    const unverified = await withPhone(false);
    const before = smsTo(unverified.number).length;
    expect((await forgot({ phone: unverified.number })).statusCode).toBe(202);
    expect(smsTo(unverified.number)).toHaveLength(before);

    const user = await withPhone(true);
    // Written as people write it; sent to E.164.
    const asked = await forgot({ phone: `0${user.number.slice(4)}` });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: messages.resetRequested });
    const code = lastCode(user.number);
    expect(smsTo(user.number).at(-1)?.message).toContain('password reset code');
    expect(code).toMatch(/^\d{6}$/);
    const done = await reset({ phone: user.number, code, ...passwords });
    expect(done.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/me', headers: bearer(user) })).statusCode).toBe(401);
    expect((await login(user.email, newPassword)).statusCode).toBe(200);
    // Once.
    const again = await reset({ phone: user.number, code, ...passwords });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: { code: [messages.resetCodeWrong] } });
  });

  it('5 wrong codes kill the code; a code works 15 minutes', async () => {
    const user = await withPhone(true);
    await forgot({ phone: user.number });
    const code = lastCode(user.number)!;
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const missed = await reset({ phone: user.number, code: wrong, ...passwords });
      expect(missed.statusCode).toBe(422);
      expect(missed.json()).toMatchObject({ errors: { code: [messages.resetCodeWrong] } });
    }
    expect((await reset({ phone: user.number, code, ...passwords })).statusCode).toBe(422);

    await forgot({ phone: user.number });
    const fresh = lastCode(user.number)!;
    later(16);
    expect((await reset({ phone: user.number, code: fresh, ...passwords })).statusCode).toBe(422);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });
});

describe('limits (rules §1.14, §9.12)', () => {
  it('per account: 3 an hour, answered alike', async () => {
    const user = await t.signUp('client');
    for (let i = 0; i < 4; i += 1)
      expect((await forgot({ email: user.email })).statusCode).toBe(202);
    expect(mailsTo(user.email)).toHaveLength(3);
    later(61);
    await forgot({ email: user.email });
    expect(mailsTo(user.email)).toHaveLength(4);
  });

  it('per number and per email address: 5 a day', async () => {
    const user = await withPhone(true);
    const sentBefore = smsTo(user.number).length;
    for (let hour = 0; hour < 3; hour += 1) {
      for (let i = 0; i < 3; i += 1) await forgot({ phone: user.number });
      later(61);
    }
    expect(smsTo(user.number).length - sentBefore).toBe(5);
    later(24 * 60);
    await forgot({ phone: user.number });
    expect(smsTo(user.number).length - sentBefore).toBe(6);

    const other = await t.signUp('client');
    for (let hour = 0; hour < 3; hour += 1) {
      for (let i = 0; i < 3; i += 1) await forgot({ email: other.email });
      later(61);
    }
    expect(mailsTo(other.email)).toHaveLength(5);
  });

  it('per internet address: the passwordReset limit answers 429', async () => {
    const tight = await createTestApp({
      clock: clock.now,
      channels: channels(),
      rateLimits: { passwordReset: [{ max: 2, timeWindow: 60 * 60_000 }] },
    });
    try {
      expect((await forgot({ email: 'a@example.rw' }, tight)).statusCode).toBe(202);
      expect((await forgot({ email: 'b@example.rw' }, tight)).statusCode).toBe(202);
      const refused = await forgot({ email: 'c@example.rw' }, tight);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await tight.close();
    }
  });
});

describe('trying codes and links (rules §1.14, §9.12)', () => {
  it('a number’s codes are tried at most 15 times an hour: then 429, the right code too', async () => {
    const user = await withPhone(true);
    for (let i = 0; i < 15; i += 1)
      expect((await reset({ phone: user.number, code: '000000', ...passwords })).statusCode).toBe(
        422,
      );
    await forgot({ phone: user.number });
    const code = lastCode(user.number)!;
    const refused = await reset({ phone: user.number, code, ...passwords });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'request.rateLimited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // The hour over, a fresh code works (the last one has expired meanwhile).
    later(61);
    await forgot({ phone: user.number });
    const fresh = lastCode(user.number)!;
    expect((await reset({ phone: user.number, code: fresh, ...passwords })).statusCode).toBe(200);
  });

  it('per internet address: the passwordResetTry limit answers 429, another address still tries', async () => {
    const tight = await createTestApp({
      clock: clock.now,
      channels: channels(),
      rateLimits: { passwordResetTry: [{ max: 2, timeWindow: 60 * 60_000 }] },
    });
    const attempt = (remoteAddress: string) =>
      tight.app.inject({
        method: 'POST',
        url: '/api/password/reset',
        remoteAddress,
        payload: { token: 'not-a-token', ...passwords },
      });
    try {
      expect((await attempt('10.30.0.1')).statusCode).toBe(422);
      expect((await attempt('10.30.0.1')).statusCode).toBe(422);
      const refused = await attempt('10.30.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await attempt('10.30.0.2')).statusCode).toBe(422);
    } finally {
      await tight.close();
    }
  });

  it('a reset asked for survives a restart between the request and the send', async () => {
    const database = await openFreshDatabase();
    const options = { database, clock: clock.now, publicUrl: 'https://kodesha.test' };
    try {
      const before = await createTestApp({ ...options, channels: channels() });
      const user = await before.signUp('client');
      const asked = await before.app.inject({
        method: 'POST',
        url: '/api/password/forgot',
        payload: { email: user.email },
      });
      expect(asked.statusCode).toBe(202);
      // The process stops before its runner took the job: nothing was sent.
      await before.close();
      expect(mailsTo(user.email)).toHaveLength(0);
      const after = await createTestApp({ ...options, channels: channels() });
      await after.app.jobs.runDue();
      await after.close();
      expect(mailsTo(user.email)).toHaveLength(1);
      expect(lastToken(user.email)).toMatch(/^[\w-]{43}$/);
    } finally {
      await database.close();
    }
  });

  it('on a server that cannot send, the asking shows in the outbox as skipped, and its reset opens nothing', async () => {
    const bare = await createTestApp({ clock: clock.now, publicUrl: 'https://kodesha.test' });
    try {
      const user = await bare.signUp('client');
      const admin = await bare.signInAdmin();
      const asked = await forgot({ email: user.email }, bare);
      expect(asked.statusCode).toBe(202);
      const rows = await outboxRows(bare, admin, 'type=password.reset');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        type: 'password.reset',
        channel: 'email',
        status: 'skipped',
        recipient: user.email,
        notification_id: null,
      });
      expect(rows[0]!.text).toContain('token=******');
      // Born expired: the secret nobody was given opens nothing, and it counts against the limits.
      const [written] = await bare.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.userId, user.id));
      expect(written!.expiresAt.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    } finally {
      await bare.close();
    }
  });

  it('asking queues the same work whether or not an account matches: one job each, nothing else', async () => {
    const user = await t.signUp('client');
    const before = await t.db.select().from(jobs).where(eq(jobs.kind, 'password.reset'));
    await t.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: user.email },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: 'nobody-at-all@example.rw' },
    });
    const queued = (await t.db.select().from(jobs).where(eq(jobs.kind, 'password.reset'))).slice(
      before.length,
    );
    expect(queued.map((job) => [job.status, job.payload])).toEqual([
      ['queued', { email: user.email, language: 'en' }],
      ['queued', { email: 'nobody-at-all@example.rw', language: 'en' }],
    ]);
    // Nothing was looked up or sent by the requests themselves.
    expect(mailsTo(user.email)).toHaveLength(0);
    await t.app.jobs.runDue();
    expect(mailsTo(user.email)).toHaveLength(1);
  });
});

describe('a changed email or phone is told to the old one (rules §1.14)', () => {
  it('the old address is told of an email change', async () => {
    const user = await t.signUp('client');
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(user),
      payload: { email: `new-${user.email}`, current_password: user.password },
    });
    expect(changed.statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect(mailsTo(user.email).map((one) => one.subject)).toContain('Your email was changed');
    expect(mailsTo(`new-${user.email}`)).toHaveLength(0);
  });

  it('the old number is told of a phone change (it was verified)', async () => {
    const user = await withPhone(true);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(user),
      payload: { phone_number: '+250 729 999 001' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ data: UserView }>().data.is_phone_verified).toBe(false);
    await t.app.jobs.runDue();
    expect(smsTo(user.number).at(-1)?.message).toContain('phone number was changed');
    expect(mailsTo(user.email).map((one) => one.subject)).toContain(
      'Your phone number was changed',
    );
  });
});
