import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { rateCounters } from './schema/rate-counters.js';

/** The whole seconds from `now` until `end`, at least 1: a 429's `Retry-After`. */
export const secondsUntil = (end: Date | number, now: Date): number =>
  Math.max(1, Math.ceil((new Date(end).getTime() - now.getTime()) / 1000));

/** One counter to count a hit on: its key and the length of its fixed window. */
export type CounterWindow = { key: string; windowMs: number };
/** A counter after a hit: the hits in its current window, and when that window ends. */
export type CounterState = { key: string; hits: number; windowEndsAt: Date };

/**
 * The rate counters of rules §9.12, in the database so every server process counts
 * against one limit (record 12). Fixed windows: a hit starts a window, or restarts it
 * once it has ended, or adds one to it.
 */
export function createRateCounters(db: Database) {
  /**
   * Counters are disposable: a crash may lose the last few counts, so their writes do not
   * wait for the disk (asynchronous commit; measured in record 12).
   */
  const lazily = <T>(write: (tx: Database) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit = off`);
      return write(tx);
    });

  const counters = {
    /**
     * Counts one hit on every counter in one statement and answers their states. Rows are
     * written in key order, so two requests on the same counters never wait on each other
     * in a circle.
     */
    async hit(windows: readonly CounterWindow[], now: Date): Promise<CounterState[]> {
      if (!windows.length) return [];
      const at = now.toISOString();
      const rows = [...windows]
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
        .map((window) => ({
          key: window.key,
          hits: 1,
          windowEndsAt: new Date(now.getTime() + window.windowMs),
        }));
      const ended = sql`${rateCounters.windowEndsAt} <= ${at}::timestamptz`;
      return lazily((tx) =>
        tx
          .insert(rateCounters)
          .values(rows)
          .onConflictDoUpdate({
            target: rateCounters.key,
            set: {
              hits: sql`case when ${ended} then 1 else ${rateCounters.hits} + 1 end`,
              windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateCounters.windowEndsAt} end`,
            },
          })
          .returning({
            key: rateCounters.key,
            hits: rateCounters.hits,
            windowEndsAt: rateCounters.windowEndsAt,
          }),
      );
    },

    /** The hits of each of these counters whose window is still running (absent: none). */
    async current(keys: readonly string[], now: Date): Promise<Map<string, number>> {
      if (!keys.length) return new Map();
      const rows = await db
        .select({ key: rateCounters.key, hits: rateCounters.hits })
        .from(rateCounters)
        .where(and(inArray(rateCounters.key, [...keys]), gt(rateCounters.windowEndsAt, now)));
      return new Map(rows.map((row) => [row.key, row.hits]));
    },

    /**
     * Counts one hit on `window`'s counter and checks it in the same statement: answers
     * nothing while the window holds at most `max` hits, else the seconds until it ends.
     */
    async spendWithin(
      window: CounterWindow & { max: number },
      now: Date,
    ): Promise<number | undefined> {
      const [state] = await counters.hit([window], now);
      if (!state || state.hits <= window.max) return undefined;
      return secondsUntil(state.windowEndsAt, now);
    },

    /** Takes one hit back from each counter whose window is still running. */
    async takeBack(keys: readonly string[], now: Date): Promise<void> {
      if (!keys.length) return;
      await lazily((tx) =>
        tx
          .update(rateCounters)
          .set({ hits: sql`greatest(${rateCounters.hits} - 1, 0)` })
          .where(and(inArray(rateCounters.key, [...keys]), gt(rateCounters.windowEndsAt, now))),
      );
    },

    /** Forgets these counters altogether. */
    async clear(keys: readonly string[]): Promise<void> {
      if (!keys.length) return;
      await lazily((tx) => tx.delete(rateCounters).where(inArray(rateCounters.key, [...keys])));
    },

    /** Deletes the counters whose window has ended; answers how many went. */
    async sweep(now: Date): Promise<number> {
      const gone = await db
        .delete(rateCounters)
        .where(lte(rateCounters.windowEndsAt, now))
        .returning({ key: rateCounters.key });
      return gone.length;
    },
  };
  return counters;
}

export type RateCounters = ReturnType<typeof createRateCounters>;
