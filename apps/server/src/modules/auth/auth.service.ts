import { createHash, randomBytes } from 'node:crypto';
import {
  DomainError,
  type LoginInput,
  type RegisterInput,
  type UpdatePasswordInput,
} from '@kodesha/domain';
import type { UserRecord } from '../../db/schema/users.js';
import type { Tx } from '../../db/transactions.js';
import type { UsersService } from '../users/users.service.js';
import type { CurrentPasswordCheck } from './current-password.js';
import type { LoginThrottle } from './login-throttle.js';
import type { Passwords } from './passwords.js';
import type { SessionsRepository } from './sessions.repository.js';

const hour = 60 * 60 * 1000;
/** Remember-me keeps a session 30 days; otherwise it lasts a working day (rules §1.6). */
const sessionLifetimeMs = { remembered: 30 * 24 * hour, standard: 12 * hour };

/** ADMIN_EMAIL names an account that is not an admin. */
export class AdminEmailTakenError extends Error {
  constructor(email: string, role: string) {
    super(
      `ADMIN_EMAIL ${email} belongs to an existing ${role} account, not an admin. ` +
        'Set ADMIN_EMAIL to an address no one has signed up with, or to an existing admin.',
    );
    this.name = 'AdminEmailTakenError';
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The live streams of a person's sessions (rules §5.8): they end when their session does,
 * in every server process. `sessions` names the sessions by hash; `except` ends all but one.
 */
export type SessionStreams = {
  end(userId: number, which: { sessions: string[] } | { except: string } | 'all'): Promise<void>;
};

export function createAuthService(deps: {
  users: UsersService;
  sessions: SessionsRepository;
  passwords: Passwords;
  /** The current password, checked and counted per account (rules §1.7). */
  currentPassword: CurrentPasswordCheck;
  throttle: LoginThrottle;
  streams: SessionStreams;
  clock: () => Date;
}) {
  const { users, sessions, passwords, currentPassword, throttle, streams, clock } = deps;
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
        preferredLanguage: input.preferred_language ?? null,
      });
      return { user, token: await startSession(user, false) };
    },

    async login(
      input: Required<Omit<LoginInput, 'preferred_language'>> &
        Pick<LoginInput, 'preferred_language'>,
      address: string,
    ): Promise<{ user: UserRecord; token: string }> {
      // rules §1.5: refused per pair, slowed per account, never locked by strangers; the
      // address's ceiling refuses wrong passwords only. Attempts take turns, strangers'
      // behind each other.
      const user = await throttle.inTurn(input.email, address, async (standing) => {
        const state = await throttle.attempt(input.email, address, standing);
        const found = await users.findByEmail(input.email);
        const hash = found?.passwordHash ?? (await decoyHash);
        if (!found || !(await passwords.verify(hash, input.password)))
          throw throttle.refusal(state) ?? new DomainError('auth.loginFailed');
        await throttle.forgive(input.email, address);
        return found;
      });
      await sessions.deleteExpired(clock());
      // rules §9.15: a language chosen before logging in (sent with it) becomes the
      // account's; none sent leaves the account's own choice alone.
      const chosen = input.preferred_language;
      const account =
        chosen && chosen !== user.preferredLanguage
          ? await users.choosePreferredLanguage(user.id, chosen)
          : user;
      return { user: account, token: await startSession(account, input.remember) };
    },

    /** Ends the session, and its live streams with it (rules §1.6). */
    async logout(token: string): Promise<void> {
      const tokenHash = hashToken(token);
      const userId = await sessions.delete(tokenHash);
      if (userId !== undefined) await streams.end(userId, { sessions: [tokenHash] });
    },

    /** How a session token is stored: live-stream passes name their session by it. */
    sessionHashOf: hashToken,

    findSessionUser(token: string): Promise<UserRecord | undefined> {
      return sessions.findUser(hashToken(token), clock());
    },

    /**
     * Checks the current password; other sessions end, with their live streams, so a leaked
     * one stops working (rules §1.7).
     */
    async changePassword(
      user: UserRecord,
      currentToken: string,
      input: UpdatePasswordInput,
    ): Promise<void> {
      await currentPassword(user, input.current_password);
      await users.changePasswordHash(user.id, await passwords.hash(input.new_password));
      await sessions.deleteOthers(user.id, hashToken(currentToken));
      await streams.end(user.id, { except: hashToken(currentToken) });
    },

    /**
     * rules §8.5: an admin sets someone's password, a temporary one, already hashed
     * (`hashPassword`, before the transaction opens: hashing is slow), written in the admin's
     * `tx`. The person must choose their own at their next step, and every session they had
     * ends: `endStreams` once it commits.
     */
    async setTemporaryPasswordHash(userId: number, passwordHash: string, tx: Tx): Promise<void> {
      await users.changePasswordHashIn(tx, userId, passwordHash, { temporary: true });
      await sessions.deleteAll(userId, tx);
    },

    /**
     * rules §1.14: a password chosen through a reset link or code, in the reset's `tx`:
     * `password.changed` is sent and every session ends (`endStreams` once it commits).
     */
    async resetPasswordHash(userId: number, passwordHash: string, tx: Tx): Promise<void> {
      await users.changePasswordHashIn(tx, userId, passwordHash, { temporary: false });
      await sessions.deleteAll(userId, tx);
    },

    /** Ends every live stream of `userId`, in every process (after their sessions ended). */
    endStreams: (userId: number) => streams.end(userId, 'all'),

    /**
     * rules §8.6, in the deletion's transaction: the account is signed out everywhere (its
     * stream passes go with its sessions). Its open streams end once the deletion commits.
     */
    closeAccount: (tx: Tx, userId: number) => sessions.deleteAll(userId, tx),

    /** A hash for an account an admin creates with a temporary password. */
    hashPassword: (password: string) => passwords.hash(password),

    /**
     * Creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when no account has that
     * email (rules §1.1). An account of another role holding it stops start-up: reporting
     * it as the admin would leave the site with none, or someone's own account taken for one.
     */
    async ensureAdmin(admin: { email: string; password: string }): Promise<'created' | 'exists'> {
      const holder = await users.findByEmail(admin.email);
      if (holder && holder.role !== 'admin')
        throw new AdminEmailTakenError(admin.email, holder.role);
      if (holder) return 'exists';
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
