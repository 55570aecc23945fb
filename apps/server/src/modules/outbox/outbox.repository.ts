import type { Database } from '../../db/client.js';
import { outboxEvents, type NewOutboxEvent } from '../../db/schema/outbox.js';
import type { Tx } from '../../db/transactions.js';

/** The outbox's rows: appended in the transaction of the move they record (rules §9.20). */
export function createOutboxRepository(db: Database) {
  return {
    /** Appends `rows`, answering their ids in the same order. */
    async insert(rows: NewOutboxEvent[], tx: Tx = db): Promise<number[]> {
      if (rows.length === 0) return [];
      const written = await tx.insert(outboxEvents).values(rows).returning({ id: outboxEvents.id });
      return written.map((row) => row.id);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
