import type { DomainErrorCode, UserView } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../test/error-bodies.js';
import { bearer, createTestApp, type ErrorBody, type TestApp } from '../../test/test-app.js';

// Session expiry needs an app built with its own clock (login limits: login-throttle.routes.test.ts).

type AuthBody = { user: UserView; token: string };
type Reply = { statusCode: number; headers: Record<string, unknown>; json: <T>() => T };

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
