import { sql } from 'drizzle-orm';
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
