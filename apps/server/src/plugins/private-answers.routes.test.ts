import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, type TestUser } from '../test/test-app.js';

let t: TestApp;
let client: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  client = await t.signUp('client');
});
afterAll(() => t.close());

const noStore = 'private, no-store';

describe('answers no cache may keep (rules §1.6)', () => {
  it('sign-up and login answers, which carry a session token', async () => {
    const password = 'correct-horse-battery';
    const email = 'cache.check@example.rw';
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Cache Check', email, password, password_confirmation: password },
    });
    expect(register.statusCode).toBe(201);
    expect(register.headers['cache-control']).toBe(noStore);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe(noStore);
  });

  it.each([
    ['/api/me'],
    ['/api/my-bookings'],
    ['/api/my-ticket-bookings'],
    ['/api/chats'],
    ['/api/cars'],
  ])('GET %s with a token', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(client) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe(noStore);
  });

  it('a refusal to a request that sent a token', async () => {
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.headers['cache-control']).toBe(noStore);
  });

  it('but not a public list asked for by nobody', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cars' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control'] ?? '').not.toContain('no-store');
  });
});
