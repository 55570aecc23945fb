import type { Database } from '../../db/client.js';
import { outboxEvents, type NewOutboxEvent } from '../../db/schema/outbox.js';
import type { Tx } from '../../db/transactions.js';

/** The outbox's rows: appended in the transaction of the move they record (rules §9.20). */
export function createOutboxRepository(db: Database) {
  return {
    async insert(rows: NewOutboxEvent[], tx: Tx = db): Promise<void> {
      if (rows.length > 0) await tx.insert(outboxEvents).values(rows);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
