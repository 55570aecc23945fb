import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the start-up admin (rules §1.1)', () => {
  it('is created once, then found', async () => {
    const admin = { email: 'first.admin@example.rw', password: 'admin-password-1' };
    expect(await t.app.auth.ensureAdmin(admin)).toBe('created');
    expect(await t.app.auth.ensureAdmin(admin)).toBe('exists');
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: admin });
    expect(login.json<{ user: { role: string } }>().user.role).toBe('admin');
  });

  it('stops start-up when ADMIN_EMAIL belongs to a client, and says why', async () => {
    const client = await t.signUp('client');
    await expect(
      t.app.auth.ensureAdmin({ email: client.email, password: 'admin-password-1' }),
    ).rejects.toThrow(
      `ADMIN_EMAIL ${client.email} belongs to an existing client account, not an admin`,
    );
    // The client stays a client, with their own password.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: client.email, password: client.password },
    });
    expect(login.json<{ user: { role: string } }>().user.role).toBe('client');
  });
});
