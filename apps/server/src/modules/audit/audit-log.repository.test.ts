import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogQuery } from '@kodesha/domain';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { openTransaction, type Tx } from '../../db/transactions.js';
import { openFreshDatabase } from '../../test/test-app.js';
import { createAuditLogRepository, type NewAuditEntry } from './audit-log.repository.js';

// rules §8.13, §9.20: a repository's write runs in its use case's transaction, and the types
// say so. `Tx` is only what `openTransaction` hands out, and a write takes one without a
// default: the lines below must not compile. `tsc -p apps/server` (`npm run typecheck`)
// checks this file, so re-adding the database as `tx`'s default, making `tx` optional, or making
// the plain database a `Tx` leaves an unused `@ts-expect-error`, and the typecheck fails.

const entry: NewAuditEntry = {
  actorId: null,
  action: 'car.updated',
  targetType: 'car',
  targetId: 4_242,
  summary: 'Changed price_per_hour',
};

/** Never called: what the compiler must refuse. */
export function refusedByTheTypes(db: Database, tx: Tx, now: Date): void {
  const entries = createAuditLogRepository(db);
  // @ts-expect-error a write cannot be called without a transaction
  void entries.insert(entry, now);
  // @ts-expect-error the plain database is not a transaction
  void entries.insert(entry, now, db);
  // @ts-expect-error only openTransaction (Transactions.run) makes a `Tx`
  const made: Tx = db;
  // A transaction goes wherever the database goes (a read may take either).
  const reader: Database = tx;
  void [made, reader];
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openFreshDatabase();
});
afterAll(() => database.close());

const query: AuditLogQuery = { page: 1, per_page: 10, action: 'car.updated' };

describe('the audit log’s write, in its caller’s transaction', () => {
  it('commits with the transaction, and is undone with it', async () => {
    const entries = createAuditLogRepository(database.db);
    const now = new Date();
    await expect(
      openTransaction(database.db, async (tx) => {
        await entries.insert(entry, now, tx);
        throw new Error('the change it records failed (test)');
      }),
    ).rejects.toThrow('failed (test)');
    expect((await entries.list(query)).total).toBe(0);
    await openTransaction(database.db, (tx) => entries.insert(entry, now, tx));
    expect((await entries.list(query)).rows).toMatchObject([{ targetId: 4_242 }]);
  });
});
