import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jobs, type JobRecord, type JobStatus } from '../../db/schema/jobs.js';
import type { Tx } from '../../db/transactions.js';

export type { JobRecord, JobStatus } from '../../db/schema/jobs.js';

export type NewJob = {
  kind: string;
  key?: string | null;
  payload?: Record<string, unknown>;
  runAt: Date;
  maxAttempts?: number;
};

/** How a run ended, as its row records it. */
export type JobOutcome = {
  status: Extract<JobStatus, 'queued' | 'done' | 'failed' | 'unknown'>;
  runAt?: Date;
  attempts?: number;
  lastError: string | null;
  now: Date;
};

const liveKey = sql`${jobs.status} in ('queued', 'running')`;

/** The jobs table (record 17): queued, claimed under a lease, finished or failed. */
export function createJobsRepository(db: Database) {
  return {
    /** Schedules `job`; a live job with the same key makes this a no-op (answers false). */
    async enqueue(job: NewJob, now: Date, tx: Tx): Promise<boolean> {
      const rows = await tx
        .insert(jobs)
        .values({ ...job, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: jobs.key, where: liveKey })
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Cancels the queued job named `key`, if there is one (a running one finishes). */
    async cancel(key: string, now: Date, tx: Tx): Promise<boolean> {
      const rows = await tx
        .update(jobs)
        .set({ status: 'cancelled', finishedAt: now, updatedAt: now })
        .where(and(eq(jobs.key, key), eq(jobs.status, 'queued')))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /**
     * Jobs of `kinds` whose process stopped while holding them, ended `unknown`: work that
     * must never happen twice is not run again on its own (rules §9.20).
     */
    async giveUpLost(kinds: string[], now: Date, tx: Tx): Promise<JobRecord[]> {
      if (kinds.length === 0) return [];
      const rows = await tx
        .update(jobs)
        .set({
          status: 'unknown',
          lastError: 'its server process stopped before it finished',
          lockedBy: null,
          lockedUntil: null,
          finishedAt: now,
          updatedAt: now,
        })
        .where(
          and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now), inArray(jobs.kind, kinds)),
        )
        .returning();
      return rows;
    },

    /**
     * Takes up to `limit` due jobs of `kinds` for `worker` until `leaseUntil`: queued ones
     * whose time came, and running ones whose lease ran out. Rows another runner is taking
     * at this moment are passed over (SKIP LOCKED), so no job is taken twice.
     */
    async claim(
      worker: string,
      kinds: string[],
      now: Date,
      leaseUntil: Date,
      limit: number,
      neverTwice: string[] = [],
    ): Promise<JobRecord[]> {
      if (kinds.length === 0 || limit <= 0) return [];
      const at = sql`${now.toISOString()}::timestamptz`;
      // A lost lease on work that must never happen twice is given up, never taken again.
      const retakable =
        neverTwice.length === 0
          ? sql`true`
          : sql`${jobs.kind} not in (${sql.join(
              neverTwice.map((kind) => sql`${kind}`),
              sql`, `,
            )})`;
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inArray(jobs.kind, kinds),
            sql`((${jobs.status} = 'queued' and ${jobs.runAt} <= ${at}) or (${jobs.status} = 'running' and ${jobs.lockedUntil} <= ${at} and ${retakable}))`,
          ),
        )
        .orderBy(jobs.runAt, jobs.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(jobs)
        .set({
          status: 'running',
          lockedBy: worker,
          lockedUntil: leaseUntil,
          attempts: sql`${jobs.attempts} + 1`,
          updatedAt: now,
        })
        .where(inArray(jobs.id, due))
        .returning();
    },

    /** Records how `worker`'s run of a job ended; nothing if the job is no longer theirs. */
    async finish(id: number, worker: string, outcome: JobOutcome, tx: Tx): Promise<boolean> {
      const rows = await tx
        .update(jobs)
        .set({
          status: outcome.status,
          lastError: outcome.lastError,
          lockedBy: null,
          lockedUntil: null,
          updatedAt: outcome.now,
          ...(outcome.runAt && { runAt: outcome.runAt }),
          ...(outcome.attempts !== undefined && { attempts: outcome.attempts }),
          ...(outcome.status !== 'queued' && { finishedAt: outcome.now }),
        })
        .where(and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.lockedBy, worker)))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /**
     * Ends `worker`'s leases now (its process is being stopped before its jobs finished):
     * another runner takes them at once, as it would a lost lease, instead of after it ran out.
     */
    async expireLeases(worker: string, now: Date): Promise<number> {
      const rows = await db
        .update(jobs)
        .set({ lockedUntil: now, updatedAt: now })
        .where(and(eq(jobs.status, 'running'), eq(jobs.lockedBy, worker)))
        .returning({ id: jobs.id });
      return rows.length;
    },

    /**
     * Deletes up to `limit` one-off jobs that ended with one of `statuses` before `before`
     * (a recurring job is never finished: its one row stays); answers how many went.
     */
    async deleteFinished(statuses: JobStatus[], before: Date, limit: number): Promise<number> {
      const old = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(inArray(jobs.status, statuses), lt(jobs.finishedAt, before)))
        .limit(limit);
      const rows = await db.delete(jobs).where(inArray(jobs.id, old)).returning({ id: jobs.id });
      return rows.length;
    },

    /** Jobs by kind, oldest first (what the tests and an admin look at). */
    ofKind(kind: string): Promise<JobRecord[]> {
      return db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
