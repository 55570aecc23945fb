import { sql } from 'drizzle-orm';
import type { BookingItemType } from '@kodesha/domain';
import type { Tx } from './transactions.js';

/**
 * Takes the transaction-long locks named by `keys` (PostgreSQL's advisory locks, held until
 * `tx` commits or rolls back), in one order, so two callers never wait on each other in a
 * circle. Check-then-spend in one transaction under these locks is how a limit counted in
 * rows holds when requests arrive all at once (rules §9.12): the second request reads the
 * count only once the first has written and committed.
 */
export async function lockKeys(tx: Tx, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Per-item lock keys: one space for cars, one for drivers. */
const itemLockSpace: Record<BookingItemType, number> = { car: 5_001, driver: 5_002 };

/**
 * Takes the turn of one car or driver until `tx` ends: a booking's confirmation and a block
 * of its calendar take the same turn, so a confirmation and a block of the same time never
 * both land (rules §4.15), nor two confirmations (rules §4.7).
 */
export async function lockItemCalendar(
  tx: Tx,
  item: { type: BookingItemType; id: number },
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${itemLockSpace[item.type]}::int, ${item.id}::int)`,
  );
}
