import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Passwords } from '../modules/auth/passwords.js';

/** How every hash this hasher makes begins: a test may check none reaches an answer. */
export const fastTestPasswordPrefix = 'test-sha256$';

const digest = (salt: string, plain: string) =>
  createHash('sha256').update(`${salt}:${plain}`).digest('hex');

/**
 * TEST ONLY: a salted SHA-256, cheap where Argon2id is deliberately slow, so the API tests
 * spend their time on what they test. Never wired outside `src/test`; one test file
 * (passwords.routes.test.ts) keeps the real Argon2id.
 */
export const fastTestPasswords: Passwords = {
  async hash(plain) {
    const salt = randomBytes(8).toString('hex');
    return `${fastTestPasswordPrefix}${salt}$${digest(salt, plain)}`;
  },
  async verify(stored, plain) {
    const [scheme, salt, expected] = stored.split('$');
    if (scheme !== 'test-sha256' || !salt || !expected) return false;
    const actual = Buffer.from(digest(salt, plain), 'hex');
    const wanted = Buffer.from(expected, 'hex');
    return actual.length === wanted.length && timingSafeEqual(actual, wanted);
  },
};
