import { DomainError } from '@kodesha/domain';
import { secondsUntil, type RateCounters } from '../../db/rate-counters.js';

export type ThrottleLimits = { maxFailures: number; windowMs: number };

/**
 * How failed logins are limited (rules §1.5). A lock is only ever per address and account:
 * the pair (this account from this address). The address across accounts refuses wrong
 * passwords past its ceiling but lets the right one in; the account across addresses is
 * never locked, so a stranger cannot lock its owner out; it answers slower.
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
   * Attempts checked at once in one lane of one account, in this process: more wait their
   * turn, so parallel guesses cannot sleep their waits side by side. An address that has
   * not failed at the account (or once logged in to it) has a lane of its own; the
   * addresses that failed share the account's lane.
   */
  atOnce: number;
  /** At most `maxWaiting` wait in one lane, each at most `maxWaitMs`; beyond, 429. */
  queue: { maxWaiting: number; maxWaitMs: number };
  /** How long an address that logged in to an account keeps a lane of its own there. */
  knownForMs: number;
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
  queue: { maxWaiting: 20, maxWaitMs: 10_000 },
  knownForMs: 30 * 24 * 60 * 60 * 1000,
  currentPassword: { maxFailures: 5, windowMs: fifteenMinutes },
};

/** The wait before checking the password of an account with this many recent failures. */
export function slowdownMs(limits: LoginLimits['perAccount'], failures: number): number {
  if (failures < limits.freeFailures) return 0;
  const doublings = Math.min(failures - limits.freeFailures, 30);
  return Math.min(limits.maxDelayMs, limits.delayUnitMs * 2 ** doublings);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const busy = () => new DomainError('auth.tooManyAttempts', { retryAfterSeconds: 1 });

/**
 * Turns in named lanes, in this process: `atOnce` run in a lane, the next wait in order
 * (at most `maxWaiting`, each at most `maxWaitMs`), and the rest are refused at once.
 */
export function createLoginTurns(limits: Pick<LoginLimits, 'atOnce' | 'queue'>) {
  type Lane = { running: number; waiting: (() => void)[] };
  const lanes = new Map<string, Lane>();

  async function take(name: string): Promise<void> {
    let lane = lanes.get(name);
    if (!lane) lanes.set(name, (lane = { running: 0, waiting: [] }));
    if (lane.running < limits.atOnce) {
      lane.running += 1;
      return;
    }
    if (lane.waiting.length >= limits.queue.maxWaiting) throw busy();
    const queued = lane;
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const at = queued.waiting.indexOf(turn);
        if (at >= 0) queued.waiting.splice(at, 1);
        reject(busy());
      }, limits.queue.maxWaitMs);
      queued.waiting.push(turn);
    });
  }

  /** Hands the turn to the next in line, if any; the lane goes when nobody is in it. */
  function give(name: string): void {
    const lane = lanes.get(name);
    if (!lane) return;
    const next = lane.waiting.shift();
    if (next) return next();
    lane.running -= 1;
    if (lane.running <= 0) lanes.delete(name);
  }

  return {
    async run<T>(name: string, work: () => Promise<T>): Promise<T> {
      await take(name);
      try {
        return await work();
      } finally {
        give(name);
      }
    },
    /** How many run and wait in the lane now (for tests). */
    size(name: string): { running: number; waiting: number } {
      const lane = lanes.get(name);
      return { running: lane?.running ?? 0, waiting: lane?.waiting.length ?? 0 };
    },
  };
}

/** Where an address stands at an account (rules §1.5). */
export type Standing = { known: boolean; lane: 'own' | 'shared' };

/** What an attempt learned before its password was checked. */
export type AttemptState = {
  /**
   * The address is past its ceiling (rules §9.12): a wrong password answers 429 until this
   * time; the right one still logs in.
   */
  addressRefusedUntil?: Date;
};

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
  const turns = createLoginTurns(limits);
  const keys = (account: string, address: string) => ({
    pair: `login-pair:${address}:${account}`,
    address: `login-address:${address}`,
    account: `login-account:${account}`,
    known: `login-known:${address}:${account}`,
  });

  /**
   * Where the address stands at the account: `known` once it logged in there (within
   * `knownForMs`), and its lane: its own while it has not failed there (or is known), else
   * the account's, shared by the addresses that failed at it.
   */
  async function standingOf(account: string, address: string): Promise<Standing> {
    const key = keys(account, address);
    const seen = await counters.current([key.pair, key.known], clock());
    const known = seen.has(key.known);
    return { known, lane: !seen.get(key.pair) || known ? 'own' : 'shared' };
  }

  return {
    /**
     * Runs `check` in its turn (rules §1.5): in a lane of its own for an address that has
     * not failed at this account, or has logged in to it before; else in the account's
     * lane, shared by the addresses that failed at it, where attempts wait their turn (a
     * stranger's guesses queue behind each other, never in front of the owner).
     */
    async inTurn<T>(
      account: string,
      address: string,
      check: (standing: Standing) => Promise<T>,
    ): Promise<T> {
      const standing = await standingOf(account, address);
      const lane = standing.lane === 'own' ? `own:${address}:${account}` : `shared:${account}`;
      return turns.run(lane, () => check(standing));
    },

    standingOf,

    /**
     * Counts an attempt as failed before the password is checked, so parallel guesses
     * cannot all slip through while the slow hash runs; `forgive` takes it back. Refuses
     * when the pair is over its limit; otherwise waits as long as the account's failures
     * from everywhere call for (not at an address that logged in there: a guesser cannot
     * be one), and says whether the address is past its ceiling.
     */
    async attempt(account: string, address: string, standing: Standing): Promise<AttemptState> {
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
      const pair = state(key.pair);
      if (pair && pair.hits > limits.perPair.maxFailures)
        throw new DomainError('auth.tooManyAttempts', {
          retryAfterSeconds: secondsUntil(pair.windowEndsAt, now),
        });
      // The failures before this attempt; the wait is the same whether the email exists or not.
      const delay = standing.known
        ? 0
        : slowdownMs(limits.perAccount, (state(key.account)?.hits ?? 1) - 1);
      if (delay > 0) await sleep(delay);
      const fromAddress = state(key.address);
      return fromAddress && fromAddress.hits > limits.perAddress.maxFailures
        ? { addressRefusedUntil: fromAddress.windowEndsAt }
        : {};
    },

    /** A wrong password from an address past its ceiling: 429 until its window ends. */
    refusal(state: AttemptState): DomainError | undefined {
      if (state.addressRefusedUntil === undefined) return undefined;
      return new DomainError('auth.tooManyAttempts', {
        retryAfterSeconds: secondsUntil(state.addressRefusedUntil, clock()),
      });
    },

    /**
     * A successful login: this address knows the password, so the pair starts afresh and
     * the address keeps a lane of its own at this account; the address and the account take
     * this attempt back (other failures still count).
     */
    async forgive(account: string, address: string): Promise<void> {
      const key = keys(account, address);
      const now = clock();
      await counters.clear([key.pair]);
      await counters.takeBack([key.address, key.account], now);
      await counters.hit([{ key: key.known, windowMs: limits.knownForMs }], now);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
