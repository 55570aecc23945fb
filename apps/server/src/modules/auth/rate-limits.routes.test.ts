import { randomBytes } from 'node:crypto';
import { kigaliToday, messages } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../test/error-bodies.js';
import { busTicketRequest } from '../tickets/ticket-fixtures.js';
import {
  bearer,
  createTestApp,
  multipartFile,
  tinyPng,
  type ErrorBody,
  type TestApp,
} from '../../test/test-app.js';

type Reply = { statusCode: number; headers: Record<string, unknown>; json: <T>() => T };

const password = 'correct-horse-battery';
const limit = (max: number) => [{ max, timeWindow: 60_000 }];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      register: limit(3),
      licenceUpload: limit(2),
      passwordChange: limit(2),
      ticketRequest: limit(2),
      gpsRequest: limit(2),
    },
  });
});
afterAll(() => t.close());

function expectTooManyRequests(response: Reply) {
  expect(response.statusCode).toBe(429);
  expect(response.headers['content-type']).toContain('application/json');
  expect(response.json<ErrorBody>()).toEqual(errorBody('request.rateLimited'));
  // The window began with this file's first request, under a minute ago.
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

const register = (remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress,
    payload: {
      name: 'Aline Uwase',
      email: `limited-${randomBytes(4).toString('hex')}@example.rw`,
      password,
      password_confirmation: password,
    },
  });

describe('per-address rate limits: what a stranger can do', () => {
  it('the 4th registration from one address is refused with 429; another address still registers', async () => {
    for (let n = 0; n < 3; n += 1) expect((await register('10.2.0.1')).statusCode).toBe(201);
    expectTooManyRequests(await register('10.2.0.1'));
    expect((await register('10.2.0.2')).statusCode).toBe(201);
  });
});

describe('per-account rate limits: what a signed-in person does (rules §9.12)', () => {
  it('the 3rd licence upload is refused with 429, and the licence stays as the 2nd left it', async () => {
    const user = await t.signUp('client');
    const upload = (remoteAddress = '127.0.0.1') => {
      const body = multipartFile('license_image', 'licence.png', tinyPng, 'image/png');
      return t.app.inject({
        method: 'POST',
        url: '/api/account/license',
        remoteAddress,
        headers: { ...body.headers, ...bearer(user) },
        payload: body.payload,
      });
    };
    expect((await upload()).statusCode).toBe(200);
    const second = await upload();
    expect(second.statusCode).toBe(200);
    expectTooManyRequests(await upload());
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(user) });
    expect(me.json<{ user: unknown }>().user).toEqual(second.json<{ data: unknown }>().data);
    // Counted per account: from another address it is still refused; another person is not.
    expectTooManyRequests(await upload('10.2.9.9'));
    // (Signed up from an address of its own: this file's sign-up limit is tight.)
    const other = (await register('10.2.9.8')).json<{ token: string }>();
    const body = multipartFile('license_image', 'licence.png', tinyPng, 'image/png');
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/account/license',
      headers: { ...body.headers, ...bearer(other) },
      payload: body.payload,
    });
    expect(theirs.statusCode).toBe(200);
  });

  it('the 3rd password change attempt is refused with 429, even with the right password', async () => {
    const user = await t.signUp('client');
    const change = (current_password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/update-password',
        headers: bearer(user),
        payload: {
          current_password,
          new_password: 'a-brand-new-password',
          new_password_confirmation: 'a-brand-new-password',
        },
      });
    for (let n = 0; n < 2; n += 1) {
      const guess = await change('wrong-password-1');
      expect(guess.statusCode).toBe(422);
      expect(guess.json<{ message: string }>().message).toBe(messages.currentPasswordWrong);
    }
    expectTooManyRequests(await change(user.password));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('ticket requests (rules §6.7)', () => {
  it('the 3rd request of one account within the window is refused with 429', async () => {
    const user = await t.signUp('client');
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/ticket-bookings',
        headers: bearer(user),
        payload: busTicketRequest(kigaliToday(new Date())),
      });
    expect((await ask()).statusCode).toBe(201);
    expect((await ask()).statusCode).toBe(201);
    expectTooManyRequests(await ask());
  });
});
