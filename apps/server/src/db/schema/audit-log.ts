import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditTargetType } from '@kodesha/domain';
import { users } from './users.js';

/**
 * Every admin write (rules §8.13): who, what, which record, when, and a short summary of
 * the change (field names and statuses, never a person's details). Append-only: the
 * migration adds a trigger that refuses any UPDATE or DELETE, whoever asks.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'no action' }),
    action: text('action').$type<AuditAction>().notNull(),
    targetType: text('target_type').$type<AuditTargetType>().notNull(),
    targetId: integer('target_id').notNull(),
    summary: text('summary').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_action_idx').on(table.action, table.id),
    index('audit_log_actor_idx').on(table.actorId, table.id),
    index('audit_log_target_idx').on(table.targetType, table.targetId, table.id),
  ],
);

export type AuditLogRecord = typeof auditLog.$inferSelect;
