import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DomainEventType, EventSubjectType } from '@kodesha/domain';

/**
 * The outbox (rules §9.20): one row per record a move changed, written in the move's own
 * transaction, so an event exists exactly when its change does. `actor` is who moved it
 * (`client`, `provider`, `holder`, `admin`, or `system` for the server's own moves) and
 * `data` what a reader of the event needs without reading the record again (the parties,
 * what was booked). Consumers (notifications) read it by id, in order.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').$type<DomainEventType>().notNull(),
    subjectType: text('subject_type').$type<EventSubjectType>().notNull(),
    subjectId: integer('subject_id').notNull(),
    actor: text('actor').notNull(),
    actorId: integer('actor_id'),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its readers (notifications, reminders) worked it out; null until then. */
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    // The relay's queue: what is still to work out, oldest first (rules §10.1).
    index('outbox_events_unprocessed_idx')
      .on(table.id)
      .where(sql`${table.processedAt} is null`),
    index('outbox_events_subject_idx').on(table.subjectType, table.subjectId, table.id),
    // rules §9.20: events are kept a month, then pruned oldest first.
    index('outbox_events_created_idx').on(table.createdAt),
  ],
);

export type OutboxEventRecord = typeof outboxEvents.$inferSelect;
export type NewOutboxEvent = Omit<typeof outboxEvents.$inferInsert, 'id'>;
