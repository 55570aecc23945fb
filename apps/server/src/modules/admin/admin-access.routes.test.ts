import { messages } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

let t: TestApp;
let users: Record<'client' | 'owner' | 'driver' | 'admin', TestUser>;

beforeAll(async () => {
  t = await createTestApp();
  users = {
    client: await t.signUp('client'),
    owner: await t.signUp('owner'),
    driver: await t.signUp('driver'),
    admin: await t.signInAdmin(),
  };
});
afterAll(() => t.close());

/** An id no record has: an admin's call on it may be refused (404, 422), never let through wrongly. */
const nobody = 2_147_000_000;

/**
 * Every admin call, read from the server's own route table (its OpenAPI description), so a
 * new admin route is in this matrix without anyone adding it.
 */
function adminRoutes(): { method: string; url: string }[] {
  const spec = (t.app as unknown as { swagger(): { paths: Record<string, object> } }).swagger();
  return Object.entries(spec.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase(),
        url: path.replace('{id}', String(nobody)),
      })),
    );
}

const call = (route: { method: string; url: string }, user?: TestUser) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.url,
    headers: user ? bearer(user) : {},
    payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
  });

describe('the admin route table', () => {
  it('holds every admin call of the contract', () => {
    const table = adminRoutes().map((route) => `${route.method} ${route.url}`);
    const id = String(nobody);
    for (const expected of [
      'GET /api/admin/dashboard',
      'GET /api/admin/users',
      'POST /api/admin/users',
      `PUT /api/admin/users/${id}`,
      `DELETE /api/admin/users/${id}`,
      `POST /api/admin/users/${id}/update-role`,
      `POST /api/admin/users/${id}/verify-license`,
      'GET /api/admin/cars',
      'POST /api/admin/cars',
      `PUT /api/admin/cars/${id}`,
      `DELETE /api/admin/cars/${id}`,
      `POST /api/admin/cars/${id}/toggle-status`,
      'GET /api/admin/drivers',
      'POST /api/admin/drivers',
      `PUT /api/admin/drivers/${id}`,
      `POST /api/admin/drivers/${id}/toggle-status`,
      `POST /api/admin/drivers/${id}/verify-license`,
      'GET /api/admin/bookings',
      `GET /api/admin/bookings/${id}`,
      'GET /api/admin/audit-log',
    ])
      expect(table).toContain(expected);
  });
});

describe('every admin call × every kind of caller', () => {
  it('answers 401 to nobody signed in', async () => {
    for (const route of adminRoutes()) {
      const response = await call(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json<{ code: string }>().code).toBe('auth.unauthenticated');
    }
  });

  it.each(['client', 'owner', 'driver'] as const)(
    "answers 403 'Access denied. Admin privileges required.' to a %s",
    async (role) => {
      for (const route of adminRoutes()) {
        const response = await call(route, users[role]);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json()).toEqual({
          code: 'auth.adminOnly',
          message: messages.adminOnly,
        });
      }
    },
  );

  it('lets an admin through (the record named does not exist, or the body is empty)', async () => {
    for (const route of adminRoutes()) {
      const response = await call(route, users.admin);
      const where = `${route.method} ${route.url}: ${response.body}`;
      expect([200, 404, 422], where).toContain(response.statusCode);
      if (route.method === 'GET' && !route.url.includes(String(nobody)))
        expect(response.statusCode, where).toBe(200);
    }
  });

  it('keeps admin answers out of any cache', async () => {
    const response = await call({ method: 'GET', url: '/api/admin/dashboard' }, users.admin);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
