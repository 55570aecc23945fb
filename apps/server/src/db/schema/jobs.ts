import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const jobStatuses = ['queued', 'running', 'done', 'failed', 'cancelled', 'unknown'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * Work that can wait (record 17): sweeps, and soon sends and reminders. Any server process
 * claims a due job (`FOR UPDATE SKIP LOCKED`, so two never take the same one), holds it
 * for a lease, and records how it went: `attempts`, `last_error`. A job whose process died
 * comes back when its lease runs out — or, for work that must never happen twice, ends
 * `unknown`. `key` names a job so it is scheduled once and can be cancelled (a reminder of
 * a booking that moved on); a recurring job keeps one row, queued again after each run.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lastError: text('last_error'),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    // What a runner looks for: queued jobs that are due, and running ones whose lease ran out.
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.status} = 'queued'`),
    index('jobs_lease_idx')
      .on(table.lockedUntil)
      .where(sql`${table.status} = 'running'`),
    // One live job per key: scheduling it twice schedules it once.
    uniqueIndex('jobs_live_key')
      .on(table.key)
      .where(sql`${table.status} in ('queued', 'running')`),
    check(
      'jobs_status_check',
      sql`${table.status} in ('queued', 'running', 'done', 'failed', 'cancelled', 'unknown')`,
    ),
    check('jobs_attempts_check', sql`${table.attempts} >= 0 and ${table.maxAttempts} >= 1`),
  ],
);

export type JobRecord = typeof jobs.$inferSelect;
