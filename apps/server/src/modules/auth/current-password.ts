import { DomainError } from '@kodesha/domain';
import { secondsUntil, type RateCounters } from '../../db/rate-counters.js';
import type { UserRecord } from '../../db/schema/users.js';
import type { ThrottleLimits } from './login-throttle.js';
import type { Passwords } from './passwords.js';

/**
 * rules §1.7: wrong current passwords (a password change, one's own email change) count
 * against the account, wherever they come from: the current password is asked for so that a
 * session left open on a shared phone cannot take the account, and that session must not
 * get to guess it either.
 */
export const defaultCurrentPasswordLimits: ThrottleLimits = {
  maxFailures: 5,
  windowMs: 15 * 60 * 1000,
};

/** Checks a person's current password: refuses (422) a wrong one, and (429) past the limit. */
export type CurrentPasswordCheck = (
  user: Pick<UserRecord, 'id' | 'passwordHash'>,
  password: string,
) => Promise<void>;

/**
 * Counts each check as failed before the hash is compared, so parallel guesses cannot all
 * slip through while it runs (as logins do, record 12); a right password takes it back.
 */
export function createCurrentPasswordCheck(deps: {
  passwords: Pick<Passwords, 'verify'>;
  counters: RateCounters;
  limits: ThrottleLimits;
  clock: () => Date;
}): CurrentPasswordCheck {
  const { passwords, counters, limits, clock } = deps;
  return async (user, password) => {
    const key = `current-password:${user.id}`;
    const now = clock();
    const [state] = await counters.hit([{ key, windowMs: limits.windowMs }], now);
    if (state && state.hits > limits.maxFailures)
      throw new DomainError('auth.tooManyAttempts', {
        retryAfterSeconds: secondsUntil(state.windowEndsAt, now),
      });
    if (!(await passwords.verify(user.passwordHash, password)))
      throw new DomainError('auth.currentPasswordWrong');
    await counters.takeBack([key], now);
  };
}
