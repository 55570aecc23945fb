import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

// rules §9.12: TRUST_PROXY believes exactly the proxies configured, and takes the address
// the nearest trusted proxy saw: the left-most X-Forwarded-For, which the client writes
// itself, changes nothing.

const password = 'correct-horse-battery';
const oneSignUpEach = { register: [{ max: 2, timeWindow: 60 * 60_000 }] };

/** Signs up through a proxy at `via`, which says it was asked with this X-Forwarded-For. */
const register = (t: TestApp, via: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: via,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: {
      name: 'Aline Uwase',
      email: `proxied-${randomBytes(4).toString('hex')}@example.rw`,
      password,
      password_confirmation: password,
    },
  });

const wrongLogin = (t: TestApp, email: string, via: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: via,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email, password: 'wrong-password-1' },
  });

describe('TRUST_PROXY=1: one trusted hop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: 1, rateLimits: oneSignUpEach });
  });
  afterAll(() => t.close());

  it('a forged left-most X-Forwarded-For changes nothing: the address the proxy saw is counted', async () => {
    // The proxy (127.0.0.1) appends the address it saw (41.186.0.1) to what the client wrote.
    expect((await register(t, '127.0.0.1', '1.1.1.1, 41.186.0.1')).statusCode).toBe(201);
    expect((await register(t, '127.0.0.1', '2.2.2.2, 41.186.0.1')).statusCode).toBe(201);
    expect((await register(t, '127.0.0.1', '3.3.3.3, 41.186.0.1')).statusCode).toBe(429);
    expect((await register(t, '127.0.0.1', '41.186.0.1')).statusCode).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await register(t, '127.0.0.1', '41.186.0.1, 41.186.0.2')).statusCode).toBe(201);
  });

  it('guesses at one account with a new forged address each time still meet the pair limit', async () => {
    const owner = await t.signUp('client');
    const statuses = [];
    for (let n = 1; n <= 8; n += 1)
      statuses.push(
        (await wrongLogin(t, owner.email, '127.0.0.1', `10.66.0.${n}, 41.186.1.1`)).statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });
});

describe('TRUST_PROXY as the proxies’ addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: ['10.0.0.5', '10.1.0.0/16'], rateLimits: oneSignUpEach });
  });
  afterAll(() => t.close());

  it('believes a listed proxy about the address it saw, through a chain of listed proxies', async () => {
    expect((await register(t, '10.0.0.5', '9.9.9.9, 41.186.2.1')).statusCode).toBe(201);
    expect((await register(t, '10.0.0.5', '8.8.8.8, 41.186.2.1, 10.1.3.4')).statusCode).toBe(201);
    expect((await register(t, '10.0.0.5', '7.7.7.7, 41.186.2.1')).statusCode).toBe(429);
  });

  it('believes no header from a caller that is not a listed proxy', async () => {
    expect((await register(t, '41.186.3.1', '5.5.5.5')).statusCode).toBe(201);
    expect((await register(t, '41.186.3.1', '6.6.6.6')).statusCode).toBe(201);
    expect((await register(t, '41.186.3.1', '4.4.4.4')).statusCode).toBe(429);
  });
});

describe('no TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: oneSignUpEach });
  });
  afterAll(() => t.close());

  it('counts the connection’s own address, whatever X-Forwarded-For says', async () => {
    expect((await register(t, '41.186.4.1', '1.1.1.1')).statusCode).toBe(201);
    expect((await register(t, '41.186.4.1', '2.2.2.2')).statusCode).toBe(201);
    expect((await register(t, '41.186.4.1', '3.3.3.3')).statusCode).toBe(429);
  });
});
