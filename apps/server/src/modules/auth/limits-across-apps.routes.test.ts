import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openSharedDatabase, type TestApp } from '../../test/test-app.js';

// Record 12: limits are counted in the database, so two server processes on one database
// allow the limit, not twice it. Two apps on one database stand for the two processes
// (on PostgreSQL each has its own connection pool; the embedded database admits one
// process, so there they share its handle). Each app keeps nothing of the count in memory.

let shared: Awaited<ReturnType<typeof openSharedDatabase>>;
let apps: [TestApp, TestApp];
beforeAll(async () => {
  shared = await openSharedDatabase();
  apps = [
    await createTestApp({
      database: shared.handles[0],
      rateLimits: { register: [{ max: 3, timeWindow: 60_000 }] },
    }),
    await createTestApp({
      database: shared.handles[1],
      rateLimits: { register: [{ max: 3, timeWindow: 60_000 }] },
    }),
  ];
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await shared.close();
});

describe('limits across two server processes', () => {
  it('wrong passwords split over the two apps end in 429 at the limit (5), not at twice it', async () => {
    const owner = await apps[0].signUp('client');
    const statuses = [];
    for (let n = 0; n < 10; n += 1) {
      const response = await apps[n % 2]!.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.5.0.1',
        payload: { email: owner.email, password: 'wrong-password-1' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(5).fill(429)]);
  });

  it('sign-ups split over the two apps are refused at the per-address limit (3)', async () => {
    const statuses = [];
    for (let n = 0; n < 6; n += 1) {
      const response = await apps[n % 2]!.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: '10.5.0.2',
        payload: {
          name: 'Aline Uwase',
          email: `across-${randomBytes(4).toString('hex')}@example.rw`,
          password: 'correct-horse-battery',
          password_confirmation: 'correct-horse-battery',
        },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
  });
});
