import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { argon2Passwords } from './passwords.js';

// The one API test file on the real Argon2id: the others hash with a cheap test-only hasher.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ passwords: argon2Passwords });
});
afterAll(() => t.close());

const password = 'correct-horse-battery';
const login = (email: string, attempt: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: attempt } });

describe('passwords, with the real Argon2id', () => {
  it('stores an Argon2id hash at sign-up, and logs in with the right password only', async () => {
    const user = await t.signUp('client');
    const result = await t.db.execute(sql`select password_hash from users where id = ${user.id}`);
    const [row] = (result as unknown as { rows: { password_hash: string }[] }).rows;
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.password_hash).not.toContain(password);

    expect((await login(user.email, password)).statusCode).toBe(200);
    expect((await login(user.email, 'wrong-password-1')).statusCode).toBe(401);
    expect((await login('nobody-here@example.rw', password)).statusCode).toBe(401);
  });

  it('refuses a stored value that is not an Argon2 hash instead of failing', async () => {
    expect(await argon2Passwords.verify('not-a-hash', password)).toBe(false);
    const stored = await argon2Passwords.hash(password);
    expect(await argon2Passwords.verify(stored, password)).toBe(true);
    expect(await argon2Passwords.verify(stored, `${password}!`)).toBe(false);
  });
});
