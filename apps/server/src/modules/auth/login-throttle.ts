import { DomainError } from '@kodesha/domain';
import type { RateCounters } from '../../db/rate-counters.js';

export type ThrottleLimits = { maxFailures: number; windowMs: number };

/**
 * How failed logins are limited (rules §1.5). A lock is only ever per address: the pair
 * (this account from this address) and the address across accounts. The account across
 * addresses is never locked, so a stranger cannot lock its owner out; it answers slower.
 */
export type LoginLimits = {
  perPair: ThrottleLimits;
  perAddress: ThrottleLimits;
  /**
   * The account's failures from every address within `windowMs`: past `freeFailures`, each
   * attempt waits `delayUnitMs`, doubling with every further failure, at most `maxDelayMs`.
   */
  perAccount: { windowMs: number; freeFailures: number; delayUnitMs: number; maxDelayMs: number };
  /**
   * Attempts on one account being checked at once in this process; one more is refused
   * (429) before its password is looked at, so parallel guesses cannot sleep their waits
   * side by side.
   */
  atOnce: number;
  /** Wrong current passwords per account (rules §1.7, current-password.ts). */
  currentPassword: ThrottleLimits;
};

const fifteenMinutes = 15 * 60 * 1000;
/**
 * rules §9.12: the address's own ceiling is set for a carrier's shared address (hundreds of
 * people behind one), which normal use does not reach; the pair stops guesses at one account.
 */
export const defaultLoginLimits: LoginLimits = {
  perPair: { maxFailures: 5, windowMs: fifteenMinutes },
  perAddress: { maxFailures: 100, windowMs: fifteenMinutes },
  perAccount: { windowMs: fifteenMinutes, freeFailures: 5, delayUnitMs: 250, maxDelayMs: 3000 },
  atOnce: 2,
  currentPassword: { maxFailures: 5, windowMs: fifteenMinutes },
};

/** The wait before checking the password of an account with this many recent failures. */
export function slowdownMs(limits: LoginLimits['perAccount'], failures: number): number {
  if (failures < limits.freeFailures) return 0;
  const doublings = Math.min(failures - limits.freeFailures, 30);
  return Math.min(limits.maxDelayMs, limits.delayUnitMs * 2 ** doublings);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Counts failed logins in the database's rate counters, so every server process counts
 * against the same limits (record 12).
 */
export function createLoginThrottle(options: {
  counters: RateCounters;
  limits: LoginLimits;
  clock: () => Date;
}) {
  const { counters, limits, clock } = options;
  /** Attempts being checked now, by account, in this process. */
  const checking = new Map<string, number>();
  const keys = (account: string, address: string) => ({
    pair: `login-pair:${address}:${account}`,
    address: `login-address:${address}`,
    account: `login-account:${account}`,
  });

  return {
    /**
     * Holds one of the account's places (`atOnce`) while `check` runs, else refuses at once
     * (429, try again in a second). Every attempt goes through here.
     */
    async oneAtATime<T>(account: string, check: () => Promise<T>): Promise<T> {
      const busy = checking.get(account) ?? 0;
      if (busy >= limits.atOnce)
        throw new DomainError('auth.tooManyAttempts', { retryAfterSeconds: 1 });
      checking.set(account, busy + 1);
      try {
        return await check();
      } finally {
        const left = (checking.get(account) ?? 1) - 1;
        if (left > 0) checking.set(account, left);
        else checking.delete(account);
      }
    },

    /**
     * Counts an attempt as failed before the password is checked, so parallel guesses
     * cannot all slip through while the slow hash runs; `forgive` takes it back. Refuses
     * when the pair or the address is over its limit; otherwise waits as long as the
     * account's failures from everywhere call for.
     */
    async attempt(account: string, address: string): Promise<void> {
      const key = keys(account, address);
      const now = clock();
      const states = await counters.hit(
        [
          { key: key.pair, windowMs: limits.perPair.windowMs },
          { key: key.address, windowMs: limits.perAddress.windowMs },
          { key: key.account, windowMs: limits.perAccount.windowMs },
        ],
        now,
      );
      const state = (name: string) => states.find((s) => s.key === name);
      const over = [
        [state(key.pair), limits.perPair.maxFailures],
        [state(key.address), limits.perAddress.maxFailures],
      ] as const;
      let retryAt: number | undefined;
      for (const [counter, max] of over)
        if (counter && counter.hits > max)
          retryAt = Math.max(retryAt ?? 0, counter.windowEndsAt.getTime());
      if (retryAt !== undefined)
        throw new DomainError('auth.tooManyAttempts', {
          retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)),
        });
      // The failures before this attempt; the wait is the same whether the email exists or not.
      const delay = slowdownMs(limits.perAccount, (state(key.account)?.hits ?? 1) - 1);
      if (delay > 0) await sleep(delay);
    },

    /**
     * A successful login: this address knows the password, so the pair starts afresh; the
     * address and the account take this attempt back (other failures still count).
     */
    async forgive(account: string, address: string): Promise<void> {
      const key = keys(account, address);
      await counters.clear([key.pair]);
      await counters.takeBack([key.address, key.account], clock());
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
