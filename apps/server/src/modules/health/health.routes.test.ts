import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../test/error-bodies.js';
import { createTestApp, type ErrorBody, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and unknown paths', () => {
  it('answers ok once the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('an unknown /api path is a JSON 404 with its code, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json<ErrorBody>()).toEqual(errorBody('request.notFound'));
    }
  });

  it('an unknown path outside /api, and a missing upload, are the same JSON 404', async () => {
    for (const url of ['/no-such-page', '/uploads/cars/missing.jpg']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorBody>()).toEqual(errorBody('request.notFound'));
    }
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('publishes the OpenAPI contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: object }>().paths);
    expect(paths).toContain('/api/register');
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/ticket-destinations',
        '/api/ticket-bookings',
        '/api/my-ticket-bookings',
        '/api/admin/ticket-bookings/{id}',
      ]),
    );
  });
});
