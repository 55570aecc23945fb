import { createHash, randomBytes } from 'node:crypto';
import {
  DomainError,
  type LoginInput,
  type RegisterInput,
  type UpdatePasswordInput,
} from '@kodesha/domain';
import type { UserRecord } from '../../db/schema/users.js';
import type { UsersService } from '../users/users.service.js';
import type { LoginThrottle } from './login-throttle.js';
import type { Passwords } from './passwords.js';
import type { SessionsRepository } from './sessions.repository.js';

const hour = 60 * 60 * 1000;
/** Remember-me keeps a session 30 days; otherwise it lasts a working day (rules §1.6). */
const sessionLifetimeMs = { remembered: 30 * 24 * hour, standard: 12 * hour };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createAuthService(deps: {
  users: UsersService;
  sessions: SessionsRepository;
  passwords: Passwords;
  throttle: LoginThrottle;
  clock: () => Date;
}) {
  const { users, sessions, passwords, throttle, clock } = deps;
  /**
   * Checked against when the email is unknown, so a miss costs as long as a wrong password.
   * Made at once by the same hasher as real passwords.
   */
  const decoyHash = passwords.hash('kodesha-decoy-password');
  decoyHash.catch(() => undefined); // a failure surfaces at the login that awaits it

  async function startSession(user: UserRecord, remember: boolean): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const lifetime = remember ? sessionLifetimeMs.remembered : sessionLifetimeMs.standard;
    await sessions.insert({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(clock().getTime() + lifetime),
    });
    return token;
  }

  return {
    async register(input: RegisterInput): Promise<{ user: UserRecord; token: string }> {
      const user = await users.createAccount({
        name: input.name,
        email: input.email,
        role: input.role,
        phoneNumber: input.phone_number ?? null,
        passwordHash: await passwords.hash(input.password),
      });
      return { user, token: await startSession(user, false) };
    },

    async login(
      input: Required<LoginInput>,
      address: string,
    ): Promise<{ user: UserRecord; token: string }> {
      if (throttle.isBlocked(input.email, address)) throw new DomainError('auth.tooManyAttempts');
      throttle.recordAttempt(input.email, address);
      const user = await users.findByEmail(input.email);
      const valid = await passwords.verify(user?.passwordHash ?? (await decoyHash), input.password);
      if (!user || !valid) throw new DomainError('auth.loginFailed');
      throttle.forgive(input.email, address);
      await sessions.deleteExpired(clock());
      return { user, token: await startSession(user, input.remember) };
    },

    async logout(token: string): Promise<void> {
      await sessions.delete(hashToken(token));
    },

    findSessionUser(token: string): Promise<UserRecord | undefined> {
      return sessions.findUser(hashToken(token), clock());
    },

    /** Checks the current password; other sessions end, so a leaked one stops working. */
    async changePassword(
      user: UserRecord,
      currentToken: string,
      input: UpdatePasswordInput,
    ): Promise<void> {
      if (!(await passwords.verify(user.passwordHash, input.current_password))) {
        throw new DomainError('auth.currentPasswordWrong');
      }
      await users.changePasswordHash(user.id, await passwords.hash(input.new_password));
      await sessions.deleteOthers(user.id, hashToken(currentToken));
    },

    /**
     * rules §8.5: an admin sets someone's password, a temporary one. The person must
     * choose their own at their next step, and every session they had ends.
     */
    async setTemporaryPassword(userId: number, password: string): Promise<void> {
      await users.changePasswordHash(userId, await passwords.hash(password), { temporary: true });
      await sessions.deleteAll(userId);
    },

    /** A hash for an account an admin creates with a temporary password. */
    hashPassword: (password: string) => passwords.hash(password),

    /** Creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when no account has that email. */
    async ensureAdmin(admin: { email: string; password: string }): Promise<'created' | 'exists'> {
      if (await users.findByEmail(admin.email)) return 'exists';
      try {
        await users.createAccount({
          name: 'Administrator',
          email: admin.email,
          role: 'admin',
          phoneNumber: null,
          passwordHash: await passwords.hash(admin.password),
        });
        return 'created';
      } catch (error) {
        // Two processes starting together: the other one created it.
        if (error instanceof DomainError && error.code === 'auth.emailTaken') return 'exists';
        throw error;
      }
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
