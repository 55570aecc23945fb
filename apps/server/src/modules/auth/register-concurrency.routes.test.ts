import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../test/error-bodies.js';
import { bearer, createTestApp, type TestApp, type ErrorBody } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/register, the same email at the same time', () => {
  it('creates exactly one account and answers the others 422 email taken, never 500', async () => {
    const email = 'same.time@example.rw';
    const password = 'correct-horse-battery';
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        t.app.inject({
          method: 'POST',
          url: '/api/register',
          payload: { name: `Racer ${n}`, email, password, password_confirmation: password },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422, 422]);
    for (const response of responses.filter((response) => response.statusCode === 422)) {
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json<ErrorBody>()).toEqual(errorBody('auth.emailTaken'));
    }

    const admin = await t.signInAdmin();
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?search=${encodeURIComponent(email)}`,
      headers: bearer(admin),
    });
    expect(search.json<{ total: number }>().total).toBe(1);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
  });
});
