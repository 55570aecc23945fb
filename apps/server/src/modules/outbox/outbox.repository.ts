import { and, asc, eq, gt, inArray, isNull, lt, notInArray } from 'drizzle-orm';
import type { DomainEventType } from '@kodesha/domain';
import type { Database } from '../../db/client.js';
import {
  outboxEvents,
  type NewOutboxEvent,
  type OutboxEventRecord,
} from '../../db/schema/outbox.js';
import type { Tx } from '../../db/transactions.js';

/** The outbox's rows: appended in the transaction of the move they record (rules §9.20). */
export function createOutboxRepository(db: Database) {
  return {
    /** Appends `rows`, answering their ids in the same order. */
    async insert(rows: NewOutboxEvent[], tx: Tx): Promise<number[]> {
      if (rows.length === 0) return [];
      const written = await tx.insert(outboxEvents).values(rows).returning({ id: outboxEvents.id });
      return written.map((row) => row.id);
    },

    /** Whether any event waits to be worked out (rules §10.1). */
    async anyUnprocessed(): Promise<boolean> {
      const [row] = await db
        .select({ id: outboxEvents.id })
        .from(outboxEvents)
        .where(isNull(outboxEvents.processedAt))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Takes up to `limit` events not yet worked out, oldest first, locked in `tx` until it
     * ends (rules §10.1); events another process has taken are passed over, not waited for.
     */
    async takeUnprocessed(limit: number, tx: Tx): Promise<number[]> {
      const rows = await tx
        .select({ id: outboxEvents.id })
        .from(outboxEvents)
        .where(isNull(outboxEvents.processedAt))
        .orderBy(asc(outboxEvents.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((row) => row.id);
    },

    async markProcessed(ids: number[], now: Date, tx: Tx): Promise<void> {
      if (ids.length === 0) return;
      await tx.update(outboxEvents).set({ processedAt: now }).where(inArray(outboxEvents.id, ids));
    },

    async find(id: number, tx: Tx): Promise<OutboxEventRecord | undefined> {
      const [row] = await tx.select().from(outboxEvents).where(eq(outboxEvents.id, id));
      return row;
    },

    /**
     * Whether the subject has an event after `afterId` — made by `actorId`, or of a type
     * other than `except`, when said.
     */
    async laterEvent(
      subject: { type: OutboxEventRecord['subjectType']; id: number },
      afterId: number,
      where: { actorId?: number; except?: readonly DomainEventType[] },
      tx: Tx,
    ): Promise<boolean> {
      const [row] = await tx
        .select({ id: outboxEvents.id })
        .from(outboxEvents)
        .where(
          and(
            eq(outboxEvents.subjectType, subject.type),
            eq(outboxEvents.subjectId, subject.id),
            gt(outboxEvents.id, afterId),
            where.actorId === undefined ? undefined : eq(outboxEvents.actorId, where.actorId),
            where.except ? notInArray(outboxEvents.type, [...where.except]) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Deletes up to `limit` events written before `before`; answers how many went. */
    async deleteBefore(before: Date, limit: number): Promise<number> {
      const old = db
        .select({ id: outboxEvents.id })
        .from(outboxEvents)
        .where(lt(outboxEvents.createdAt, before))
        .limit(limit);
      const rows = await db
        .delete(outboxEvents)
        .where(inArray(outboxEvents.id, old))
        .returning({ id: outboxEvents.id });
      return rows.length;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
