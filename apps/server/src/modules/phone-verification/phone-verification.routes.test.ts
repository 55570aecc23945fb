import type { UserView } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { africasTalkingGateway } from '../../providers/sms/africastalking.js';
import {
  startFakeAfricasTalking,
  type FakeAfricasTalking,
} from '../../test/fake-africastalking.js';
import { bearer, createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { movableClock } from '../bookings/booking-fixtures.js';

// rules §10.7: a phone is verified by a 6-digit code sent by SMS (over real HTTP to a
// local Africa's Talking), with limits per account and per number.

const clock = movableClock();
let gateway: FakeAfricasTalking;
let t: TestApp;

/** Asks for a code, and lets the outbox send it (rules §10.3: codes go by the outbox's job). */
const askCode = async (user: TestUser) => {
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/me/phone/verification',
    headers: bearer(user),
  });
  await t.app.jobs.runDue();
  return asked;
};
const sendCode = (user: TestUser, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/me/phone/verify',
    headers: bearer(user),
    payload: { code },
  });
const me = async (user: TestUser) =>
  (await t.app.inject({ url: '/api/me', headers: bearer(user) })).json<{ user: UserView }>().user;
/** The code in the last SMS to `number`. */
const lastCode = (number: string) =>
  /\b(\d{6})\b/.exec(
    gateway.received.filter((one) => one.to === number).at(-1)?.message ?? '',
  )?.[1];

beforeAll(async () => {
  gateway = await startFakeAfricasTalking();
  t = await createTestApp({
    clock: clock.now,
    channels: {
      sms: africasTalkingGateway({ username: 'sandbox', apiKey: 'k', baseUrl: gateway.url }),
    },
  });
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

describe('phone verification (rules §10.7)', () => {
  it('sends a code to the number in E.164; a wrong code is refused, the right one verifies', async () => {
    const user = await t.signUp('owner', { phone_number: '0788 123 456' });
    expect((await me(user)).is_phone_verified).toBe(false);
    const asked = await askCode(user);
    expect(asked.statusCode).toBe(202);
    const code = lastCode('+250788123456');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await sendCode(user, wrong);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { code: [expect.any(String)] } });
    const right = await sendCode(user, code!);
    expect(right.statusCode).toBe(200);
    expect(right.json<{ user: UserView }>().user.is_phone_verified).toBe(true);
    // Used once.
    expect((await sendCode(user, code!)).statusCode).toBe(422);
  });

  it('clears the flag when the number changes, and not when it is saved unchanged', async () => {
    const user = await t.signUp('owner', { phone_number: '+250 722 000 111' });
    await askCode(user);
    await sendCode(user, lastCode('+250722000111')!);
    const update = (phone: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        headers: bearer(user),
        payload: { phone_number: phone },
      });
    await update('+250 722 000 111');
    expect((await me(user)).is_phone_verified).toBe(true);
    await update('+250 722 000 999');
    expect((await me(user)).is_phone_verified).toBe(false);
  });

  it('refuses a code sent to a number the account no longer has, and an expired one', async () => {
    const user = await t.signUp('owner', { phone_number: '+250 733 000 111' });
    await askCode(user);
    const code = lastCode('+250733000111')!;
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(user),
      payload: { phone_number: '+250 733 000 222' },
    });
    expect((await sendCode(user, code)).statusCode).toBe(422);

    await askCode(user);
    const late = lastCode('+250733000222')!;
    clock.set(new Date(clock.now().getTime() + 11 * 60_000));
    expect((await sendCode(user, late)).statusCode).toBe(422);
  });

  it('stops a code after 5 wrong tries', async () => {
    const user = await t.signUp('owner', { phone_number: '+250 791 000 111' });
    await askCode(user);
    const code = lastCode('+250791000111')!;
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i += 1) await sendCode(user, wrong);
    expect((await sendCode(user, code)).statusCode).toBe(422);
  });

  it('a number’s codes are tried at most 15 times an hour, from any account: then 429, the right code too', async () => {
    const first = await t.signUp('owner', { phone_number: '+250 791 000 555' });
    const second = await t.signUp('owner', { phone_number: '0791000555' });
    for (let i = 0; i < 15; i += 1)
      expect((await sendCode(i % 2 ? first : second, '000000')).statusCode).toBe(422);
    await askCode(first);
    const code = lastCode('+250791000555')!;
    const refused = await sendCode(first, code);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'request.rateLimited' });
    expect((await me(first)).is_phone_verified).toBe(false);
  });

  it('sends at most 3 codes an hour to an account and 5 a day to a number', async () => {
    const first = await t.signUp('owner', { phone_number: '+250 781 555 000' });
    const second = await t.signUp('owner', { phone_number: '0781555000' });
    for (let i = 0; i < 3; i += 1) expect((await askCode(first)).statusCode).toBe(202);
    const fourth = await askCode(first);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'phone.tooManyCodes' });
    for (let i = 0; i < 2; i += 1) expect((await askCode(second)).statusCode).toBe(202);
    expect((await askCode(second)).statusCode).toBe(429);
    clock.set(new Date(clock.now().getTime() + 61 * 60_000));
    // The account's hour has passed, the number's day has not.
    expect((await askCode(first)).statusCode).toBe(429);
  });

  it('asks for a number first, and refuses a code that is not 6 digits', async () => {
    const client = await t.signUp('client');
    const asked = await askCode(client);
    expect(asked.statusCode).toBe(422);
    expect(asked.json()).toMatchObject({ code: 'phone.missing' });
    expect((await sendCode(client, '12a')).statusCode).toBe(422);
  });
});

describe('without an SMS gateway', () => {
  it('answers 503: no code can be sent', async () => {
    const bare = await createTestApp({ clock: movableClock().now });
    try {
      const user = await bare.signUp('owner');
      const asked = await bare.app.inject({
        method: 'POST',
        url: '/api/me/phone/verification',
        headers: bearer(user),
      });
      expect(asked.statusCode).toBe(503);
      expect(asked.json()).toMatchObject({ code: 'phone.smsUnavailable' });
    } finally {
      await bare.close();
    }
  });
});
