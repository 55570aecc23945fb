import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { DomainErrorCode, UserView } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../test/error-bodies.js';
import { createTestApp, type ErrorBody, type TestApp } from '../../test/test-app.js';
import { createRateCounters } from '../../db/rate-counters.js';
import { createLoginThrottle, defaultLoginLimits, type LoginLimits } from './login-throttle.js';

// rules §1.5: failed logins are refused per account-and-address pair and per address; an
// account guessed at from many addresses answers slower and is never locked.

type AuthBody = { user: UserView; token: string };
type Reply = { statusCode: number; headers: Record<string, unknown>; json: <T>() => T };

const wrong = 'wrong-password-1';
const fifteenMinutes = 15 * 60_000;
const newEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.rw`;

function expectError(response: Reply, status: number, code: DomainErrorCode) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toContain('application/json');
  expect(response.json<ErrorBody>()).toEqual(errorBody(code));
}

const login = (app: TestApp, remoteAddress: string, payload: { email: string; password: string }) =>
  app.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload });

async function timedLogin(
  app: TestApp,
  remoteAddress: string,
  payload: { email: string; password: string },
) {
  const started = performance.now();
  const response = await login(app, remoteAddress, payload);
  return { response, ms: performance.now() - started };
}

const expectSignedIn = (response: Reply, userId: number) => {
  expect(response.statusCode).toBe(200);
  expect(response.json<AuthBody>().user.id).toBe(userId);
};

// The spec's numbers; only the slowdown's waits are shorter (30 ms doubling to 120 ms), for
// a quick test.
const limits: LoginLimits = {
  ...defaultLoginLimits,
  perAccount: { ...defaultLoginLimits.perAccount, delayUnitMs: 30, maxDelayMs: 120 },
};
let now = new Date('2030-03-01T08:00:00Z');
let d: TestApp;
beforeAll(async () => {
  d = await createTestApp({ clock: () => now, loginLimits: limits });
});
afterAll(() => d.close());

describe('the limits of rules §1.5 (5 per pair, 100 per address, in 15 minutes)', () => {
  it('5 wrong passwords lock that account on that address only; its owner elsewhere signs in', async () => {
    const owner = await d.signUp('client');
    const right = { email: owner.email, password: owner.password };
    for (let n = 0; n < 5; n += 1)
      expectError(
        await login(d, '10.3.0.1', { ...right, password: wrong }),
        401,
        'auth.loginFailed',
      );
    const locked = await login(d, '10.3.0.1', right);
    expectError(locked, 429, 'auth.tooManyAttempts');
    expect(locked.headers['retry-after']).toBe('900');

    expectSignedIn(await login(d, '10.3.0.2', right), owner.id);
    // Still locked on the guessing address until its 15 minutes are up.
    expectError(await login(d, '10.3.0.1', right), 429, 'auth.tooManyAttempts');
    now = new Date(now.getTime() + fifteenMinutes + 1_000);
    expectSignedIn(await login(d, '10.3.0.1', right), owner.id);
  });

  it('the addresses of one IPv6 network (/64) count as one address', async () => {
    const owner = await d.signUp('client');
    const right = { email: owner.email, password: owner.password };
    for (let n = 1; n <= 5; n += 1)
      expectError(
        await login(d, `2001:db8:5:1::${n}`, { ...right, password: wrong }),
        401,
        'auth.loginFailed',
      );
    expectError(await login(d, '2001:db8:5:1:ffff::9', right), 429, 'auth.tooManyAttempts');
    expectSignedIn(await login(d, '2001:db8:5:2::1', right), owner.id);
  });

  it('rapid wrong passwords from one address end in 429: after 5 for one account, after 100 for many; the right one still passes the address ceiling', async () => {
    expect(limits.perAddress.maxFailures).toBe(100);
    const owner = await d.signUp('client');
    const oneAccount = [];
    for (let n = 0; n < 20; n += 1)
      oneAccount.push(
        (await login(d, '10.3.1.1', { email: owner.email, password: wrong })).statusCode,
      );
    expect(oneAccount).toEqual([...Array<number>(5).fill(401), ...Array<number>(15).fill(429)]);

    for (let n = 0; n < 100; n += 1)
      expectError(
        await login(d, '10.3.1.2', { email: newEmail('guess'), password: wrong }),
        401,
        'auth.loginFailed',
      );
    // A carrier's address past its ceiling: a wrong password is refused for 15 minutes…
    const bystander = await d.signUp('client');
    const right = { email: bystander.email, password: bystander.password };
    const refused = await login(d, '10.3.1.2', { ...right, password: wrong });
    expectError(refused, 429, 'auth.tooManyAttempts');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    // …but the people behind it who know their password still sign in (rules §9.12).
    expectSignedIn(await login(d, '10.3.1.2', right), bystander.id);
    expectSignedIn(await login(d, '10.3.1.3', right), bystander.id);
  });

  it('parallel wrong guesses from one address get at most 5 401s; the owner elsewhere still signs in', async () => {
    const owner = await d.signUp('client');
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () =>
        login(d, '10.3.2.1', { email: owner.email, password: wrong }),
      ),
    );
    const refused = guesses.filter((response) => response.statusCode === 401);
    const throttled = guesses.filter((response) => response.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length).toBeLessThanOrEqual(5);
    expect(refused.length + throttled.length).toBe(12);
    for (const response of throttled) expectError(response, 429, 'auth.tooManyAttempts');
    expectSignedIn(
      await login(d, '10.3.2.2', { email: owner.email, password: owner.password }),
      owner.id,
    );
  });
});

describe('attempts at once', () => {
  it('guesses from addresses that failed take turns, 2 at a time; the owner is never refused or kept behind them', async () => {
    const owner = await d.signUp('client');
    // Slowed first (ten failures from six addresses): each attempt now waits 120 ms, and
    // these six addresses, having failed, share the account's lane.
    for (let n = 0; n < 10; n += 1)
      await login(d, `10.5.0.${(n % 6) + 1}`, { email: owner.email, password: wrong });
    const started = performance.now();
    const guesses = Array.from({ length: 6 }, (_, n) =>
      login(d, `10.5.0.${n + 1}`, { email: owner.email, password: wrong }),
    );
    // The owner, on an address that never failed, has a lane of its own.
    const ownerLogin = login(d, '10.5.2.1', { email: owner.email, password: owner.password });
    const burst = await Promise.all(guesses);
    // Waited their turn, none refused: three rounds of two, each round's wait after the
    // last (timers may fire a millisecond early, hence the margin).
    for (const response of burst) expectError(response, 401, 'auth.loginFailed');
    expect(performance.now() - started).toBeGreaterThanOrEqual(330);
    expectSignedIn(await ownerLogin, owner.id);
  });
});

describe('lanes', () => {
  it('an address that failed at an account shares its lane; one that logged in there keeps its own', async () => {
    const throttle = createLoginThrottle({
      counters: createRateCounters(d.db),
      limits,
      clock: () => now,
    });
    const owner = await d.signUp('client');
    const right = { email: owner.email, password: owner.password };
    const standing = (address: string) => throttle.standingOf(owner.email, address);
    expect(await standing('10.6.0.1')).toEqual({ known: false, lane: 'own' });
    expectError(await login(d, '10.6.0.1', { ...right, password: wrong }), 401, 'auth.loginFailed');
    expect(await standing('10.6.0.1')).toEqual({ known: false, lane: 'shared' });
    // Other addresses are not moved by it.
    expect(await standing('10.6.0.2')).toEqual({ known: false, lane: 'own' });
    expectSignedIn(await login(d, '10.6.0.1', right), owner.id);
    expectError(await login(d, '10.6.0.1', { ...right, password: wrong }), 401, 'auth.loginFailed');
    // A typo after logging in there: still the address's own lane, and known.
    expect(await standing('10.6.0.1')).toEqual({ known: true, lane: 'own' });
  });
});

const throttle = (account: string, address: string) =>
  createLoginThrottle({ counters: createRateCounters(d.db), limits, clock: () => now }).standingOf(
    account,
    address,
  );

describe('a known address', () => {
  it('where the owner logged in, the account’s slowdown does not hold them up', async () => {
    // A slowdown no test would outlive: past one failure, every unknown address waits 10 min.
    const slow = await createTestApp({
      clock: () => now,
      loginLimits: {
        ...limits,
        perAccount: {
          ...limits.perAccount,
          freeFailures: 1,
          delayUnitMs: 600_000,
          maxDelayMs: 600_000,
        },
      },
    });
    try {
      const owner = await slow.signUp('client');
      const right = { email: owner.email, password: owner.password };
      expectSignedIn(await login(slow, '10.7.0.1', right), owner.id);
      expectError(
        await login(slow, '10.7.0.2', { ...right, password: wrong }),
        401,
        'auth.loginFailed',
      );
      // Known at 10.7.0.1: in at once, however slowed the account is elsewhere.
      expectSignedIn(await login(slow, '10.7.0.1', right), owner.id);
    } finally {
      await slow.close();
    }
  });
});

describe('forgiveness and the slowdown', () => {
  it('successful logins never use up the address budget', async () => {
    const user = await d.signUp('client');
    for (let n = 0; n < 25; n += 1)
      expectSignedIn(
        await login(d, '10.4.0.1', { email: user.email, password: user.password }),
        user.id,
      );
  });

  it('a right password starts the pair afresh', async () => {
    const user = await d.signUp('client');
    const right = { email: user.email, password: user.password };
    for (let round = 0; round < 2; round += 1) {
      for (let n = 0; n < 4; n += 1)
        expectError(
          await login(d, '10.4.0.2', { ...right, password: wrong }),
          401,
          'auth.loginFailed',
        );
      expectSignedIn(await login(d, '10.4.0.2', right), user.id);
    }
  });

  it('an account guessed at from many addresses answers slower, never locked; the owner signs in', async () => {
    const owner = await d.signUp('client');
    const guesses = [];
    for (let n = 0; n < 10; n += 1)
      guesses.push(await timedLogin(d, `10.4.1.${n + 1}`, { email: owner.email, password: wrong }));
    for (const guess of guesses) expectError(guess.response, 401, 'auth.loginFailed');
    // Failures before each guess: 0 to 4 free; then 30, 60, 120 ms, at most 120 ms (timers
    // may fire a millisecond early, hence the margin).
    expect(guesses[6]!.ms).toBeGreaterThanOrEqual(55);
    for (const guess of guesses.slice(7)) expect(guess.ms).toBeGreaterThanOrEqual(110);

    const ownerLogin = await timedLogin(d, '10.4.2.1', {
      email: owner.email,
      password: owner.password,
    });
    expectSignedIn(ownerLogin.response, owner.id);
    expect(ownerLogin.ms).toBeGreaterThanOrEqual(110);
    // Where the owner has logged in, they are known: no wait there, a typo included.
    const known = await timedLogin(d, '10.4.2.1', { email: owner.email, password: wrong });
    expectError(known.response, 401, 'auth.loginFailed');
    expect(await throttle(owner.email, '10.4.2.1')).toEqual({ known: true, lane: 'own' });
  });
});
