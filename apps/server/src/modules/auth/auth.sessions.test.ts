import { randomBytes } from 'node:crypto';
import type { DomainErrorCode, UserView } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../test/error-bodies.js';
import { bearer, createTestApp, type ErrorBody, type TestApp } from '../../test/test-app.js';

// Session expiry and login throttling each need an app built with its own clock or limits.

type AuthBody = { user: UserView; token: string };
type Reply = { statusCode: number; headers: Record<string, unknown>; json: <T>() => T };

const wrong = 'wrong-password-1';
const newEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.rw`;

function expectError(response: Reply, status: number, code: DomainErrorCode) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toContain('application/json');
  expect(response.json<ErrorBody>()).toEqual(errorBody(code));
}

const login = (app: TestApp, payload: Record<string, unknown>) =>
  app.app.inject({ method: 'POST', url: '/api/login', payload });
const me = (app: TestApp, token: string) =>
  app.app.inject({ method: 'GET', url: '/api/me', headers: bearer({ token }) });
const tokenOf = async (app: TestApp, payload: Record<string, unknown>) =>
  (await login(app, payload)).json<AuthBody>().token;

describe('session lifetime', () => {
  const hours = (n: number) => n * 60 * 60 * 1000;
  let now = new Date('2025-06-01T08:00:00Z');
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({ clock: () => now });
  });
  afterAll(() => c.close());

  it('a session without remember-me ends after 12 hours', async () => {
    const user = await c.signUp('client');
    const token = await tokenOf(c, { email: user.email, password: user.password });
    expect((await me(c, token)).statusCode).toBe(200);
    now = new Date(now.getTime() + hours(13));
    expectError(await me(c, token), 401, 'auth.unauthenticated');
  });

  it('a remembered session outlives 12 hours but ends after 30 days', async () => {
    const user = await c.signUp('client');
    const start = now.getTime();
    const token = await tokenOf(c, { email: user.email, password: user.password, remember: true });
    now = new Date(start + hours(13));
    const later = await me(c, token);
    expect(later.statusCode).toBe(200);
    expect(later.json<{ user: UserView }>().user.id).toBe(user.id);
    now = new Date(start + hours(31 * 24));
    expectError(await me(c, token), 401, 'auth.unauthenticated');
  });
});

describe('login rate limiting', () => {
  const limits = (perAccount: number, perAddress: number) => ({
    perAccount: { maxFailures: perAccount, windowMs: 60_000 },
    perAddress: { maxFailures: perAddress, windowMs: 60_000 },
  });
  let byAccount: TestApp;
  let byAddress: TestApp;
  beforeAll(async () => {
    [byAccount, byAddress] = await Promise.all([
      createTestApp({ loginLimits: limits(3, 100) }),
      createTestApp({ loginLimits: limits(100, 3) }),
    ]);
  });
  afterAll(() => Promise.all([byAccount.close(), byAddress.close()]));

  it('blocks an account after too many failures, even with the right password, but not other accounts', async () => {
    const [target, bystander] = [
      await byAccount.signUp('client'),
      await byAccount.signUp('client'),
    ];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expectError(
        await login(byAccount, { email: target.email, password: wrong }),
        401,
        'auth.loginFailed',
      );
    }
    expectError(
      await login(byAccount, { email: target.email, password: target.password }),
      429,
      'auth.tooManyAttempts',
    );
    const unaffected = await login(byAccount, {
      email: bystander.email,
      password: bystander.password,
    });
    expect(unaffected.statusCode).toBe(200);
    expect(unaffected.json<AuthBody>().user.id).toBe(bystander.id);
  });

  it('blocks an address after too many failures across different accounts', async () => {
    const next = await byAddress.signUp('client');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expectError(
        await login(byAddress, { email: newEmail('guess'), password: wrong }),
        401,
        'auth.loginFailed',
      );
    }
    expectError(
      await login(byAddress, { email: next.email, password: next.password }),
      429,
      'auth.tooManyAttempts',
    );
  });
});

describe('login throttling under concurrency', () => {
  const windowMs = 15 * 60_000;
  let now = new Date('2025-06-01T08:00:00Z');
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({
      clock: () => now,
      loginLimits: {
        perAccount: { maxFailures: 5, windowMs },
        perAddress: { maxFailures: 3, windowMs },
      },
    });
  });
  afterAll(() => c.close());

  it('successful logins never use up the address budget', async () => {
    const user = await c.signUp('client');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await login(c, { email: user.email, password: user.password });
      expect(response.statusCode).toBe(200);
    }
  });

  it('parallel wrong guesses get at most the limit of 401s; the account stays blocked until the window passes', async () => {
    const user = await c.signUp('client');
    // Each guess from its own address, so only the per-account limit (5) applies.
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        c.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password: wrong },
          remoteAddress: `10.1.0.${n + 1}`,
        }),
      ),
    );
    const refused = guesses.filter((response) => response.statusCode === 401);
    const throttled = guesses.filter((response) => response.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length).toBeLessThanOrEqual(5);
    expect(refused.length + throttled.length).toBe(12);
    for (const response of refused) expectError(response, 401, 'auth.loginFailed');
    for (const response of throttled) expectError(response, 429, 'auth.tooManyAttempts');

    const rightPassword = { email: user.email, password: user.password };
    expectError(await login(c, rightPassword), 429, 'auth.tooManyAttempts');
    now = new Date(now.getTime() + windowMs - 1_000);
    expectError(await login(c, rightPassword), 429, 'auth.tooManyAttempts');
    now = new Date(now.getTime() + 2_000);
    const afterWindow = await login(c, rightPassword);
    expect(afterWindow.statusCode).toBe(200);
    expect(afterWindow.json<AuthBody>().user.id).toBe(user.id);
  });
});
