import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { jobs as jobsTable, type JobStatus } from '../../db/schema/jobs.js';
import {
  createTestApp,
  openFreshDatabase,
  openSharedDatabase,
  type TestApp,
} from '../../test/test-app.js';
import { movableClock, testNow } from '../bookings/booking-fixtures.js';
import type { JobDefinition } from './jobs.service.js';
import { openTransaction } from '../../db/transactions.js';

// The job runner (record 17), on the database the tests run on (PGlite, or PostgreSQL when
// DATABASE_URL is set: there the two runners below hold two connection pools, as two
// server processes would).

const opened: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
});
afterAll(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
});

async function appWith(
  definitions: JobDefinition[],
  options: Parameters<typeof createTestApp>[0] = {},
) {
  const t = await createTestApp({ extraJobs: definitions, ...options });
  opened.push(t);
  return t;
}

/** A moment before any clock these tests run on: a job due at once. */
const longAgo = new Date('2020-01-01T00:00:00Z');

const jobsOf = (t: Pick<TestApp, 'db'>, kind: string) =>
  t.db
    .select()
    .from(jobsTable)
    .where(sql`${jobsTable.kind} = ${kind}`)
    .orderBy(jobsTable.id);

describe('the job runner', () => {
  it('two runners on one database never run the same job twice', async () => {
    const shared = await openSharedDatabase();
    const ran: { worker: string; n: number }[] = [];
    const counting = (worker: string): JobDefinition => ({
      kind: 'test.count',
      run: async (payload) => {
        ran.push({ worker, n: payload.n as number });
        // Long enough that the two runners' claims interleave.
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
    });
    const first = await createTestApp({
      database: shared.handles[0],
      extraJobs: [counting('first')],
      jobRunner: { pollMs: 0, concurrency: 4 },
    });
    const second = await createTestApp({
      database: shared.handles[1],
      extraJobs: [counting('second')],
      jobRunner: { pollMs: 0, concurrency: 4 },
    });
    opened.push(shared, first, second);
    const count = 120;
    for (let n = 0; n < count; n += 1)
      await openTransaction(first.db, (tx) =>
        first.app.jobs.enqueue(tx, {
          kind: 'test.count',
          payload: { n },
          runAt: longAgo,
        }),
      );
    await Promise.all([first.app.jobs.runDue(), second.app.jobs.runDue()]);
    expect(ran).toHaveLength(count);
    expect(new Set(ran.map((run) => run.n)).size).toBe(count);
    const rows = await jobsOf(first, 'test.count');
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
    // Both took part (on PGlite the one handle is shared, but the claims still interleave).
    expect(new Set(ran.map((run) => run.worker))).toEqual(new Set(['first', 'second']));
  });

  it('retries a job that throws, backing off, records each error, and gives up after its tries', async () => {
    const clock = movableClock();
    let calls = 0;
    const t = await appWith(
      [
        {
          kind: 'test.flaky',
          maxAttempts: 3,
          run: async () => {
            calls += 1;
            throw new Error(`the gateway answered 500 (try ${calls})`);
          },
        },
      ],
      { clock: clock.now },
    );
    await openTransaction(t.db, (tx) =>
      t.app.jobs.enqueue(tx, { kind: 'test.flaky', runAt: testNow }),
    );
    await t.app.jobs.runDue();
    let [job] = await jobsOf(t, 'test.flaky');
    expect(job).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'the gateway answered 500 (try 1)',
      runAt: new Date(testNow.getTime() + 30_000),
    });
    // Not due again before its backoff.
    await t.app.jobs.runDue();
    expect(calls).toBe(1);
    clock.set(new Date(testNow.getTime() + 30_000));
    await t.app.jobs.runDue();
    [job] = await jobsOf(t, 'test.flaky');
    expect(job).toMatchObject({
      status: 'queued',
      attempts: 2,
      lastError: 'the gateway answered 500 (try 2)',
    });
    expect(job!.runAt).toEqual(new Date(testNow.getTime() + 30_000 + 60_000));
    clock.set(new Date(testNow.getTime() + 90_000));
    await t.app.jobs.runDue();
    [job] = await jobsOf(t, 'test.flaky');
    expect(job).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'the gateway answered 500 (try 3)',
    });
    clock.set(new Date(testNow.getTime() + 3_600_000));
    await t.app.jobs.runDue();
    expect(calls).toBe(3);
  });

  it('a recurring job runs once a period, and after a failure is tried again, never failed', async () => {
    const clock = movableClock();
    let fail = true;
    let runs = 0;
    const t = await appWith(
      [
        {
          kind: 'test.sweep',
          everyMs: 60_000,
          run: async () => {
            runs += 1;
            if (fail) throw new Error('the sweep failed (test)');
          },
        },
      ],
      { clock: clock.now },
    );
    await t.app.jobs.runDue();
    let [job] = await jobsOf(t, 'test.sweep');
    expect(job).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'the sweep failed (test)',
    });
    expect(job!.runAt).toEqual(new Date(testNow.getTime() + 30_000));
    fail = false;
    clock.set(new Date(testNow.getTime() + 30_000));
    await t.app.jobs.runDue();
    [job] = await jobsOf(t, 'test.sweep');
    expect(job).toMatchObject({ status: 'queued', attempts: 0, lastError: null });
    expect(job!.runAt).toEqual(new Date(testNow.getTime() + 90_000));
    await t.app.jobs.runDue();
    expect(runs).toBe(2);
    // Each kind has one row however many processes start.
    expect(await jobsOf(t, 'test.sweep')).toHaveLength(1);
  });

  it('a job whose process died comes back after its lease; one that must not run twice ends unknown', async () => {
    const clock = movableClock();
    const ran: string[] = [];
    const t = await appWith(
      [
        { kind: 'test.sweepish', run: async () => void ran.push('sweepish') },
        { kind: 'test.send', afterLostLease: 'unknown', run: async () => void ran.push('send') },
      ],
      { clock: clock.now },
    );
    for (const kind of ['test.sweepish', 'test.send'])
      await openTransaction(t.db, (tx) => t.app.jobs.enqueue(tx, { kind, runAt: testNow }));
    // A process took both, then died: their rows say running, their lease runs out.
    await t.db
      .update(jobsTable)
      .set({
        status: 'running',
        lockedBy: 'gone:1',
        lockedUntil: new Date(testNow.getTime() + 60_000),
        attempts: 1,
      })
      .where(sql`${jobsTable.kind} in ('test.sweepish', 'test.send')`);
    await t.app.jobs.runDue();
    expect(ran).toEqual([]);
    clock.set(new Date(testNow.getTime() + 60_000));
    await t.app.jobs.runDue();
    expect(ran).toEqual(['sweepish']);
    expect((await jobsOf(t, 'test.sweepish'))[0]).toMatchObject({ status: 'done', attempts: 2 });
    expect((await jobsOf(t, 'test.send'))[0]).toMatchObject({
      status: 'unknown',
      lastError: 'its server process stopped before it finished',
    });
  });

  it('a keyed job is scheduled once and can be cancelled before it runs', async () => {
    const ran: unknown[] = [];
    const t = await appWith([
      { kind: 'test.reminder', run: async (payload) => void ran.push(payload) },
    ]);
    const job = {
      kind: 'test.reminder',
      key: 'reminder:42',
      payload: { booking: 42 },
      runAt: longAgo,
    };
    expect(await openTransaction(t.db, (tx) => t.app.jobs.enqueue(tx, job))).toBe(true);
    expect(await openTransaction(t.db, (tx) => t.app.jobs.enqueue(tx, job))).toBe(false);
    expect(await openTransaction(t.db, (tx) => t.app.jobs.cancel(tx, 'reminder:42'))).toBe(true);
    await t.app.jobs.runDue();
    expect(ran).toEqual([]);
    expect((await jobsOf(t, 'test.reminder')).map((row) => row.status)).toEqual(['cancelled']);
    // Once cancelled, the key may be scheduled again.
    expect(await openTransaction(t.db, (tx) => t.app.jobs.enqueue(tx, job))).toBe(true);
    await t.app.jobs.runDue();
    expect(ran).toEqual([{ booking: 42 }]);
  });

  it('closing the app lets a running job finish and takes no more', async () => {
    let release: () => void = () => undefined;
    const started: number[] = [];
    const finished: number[] = [];
    const database = await openFreshDatabase();
    opened.push(database);
    const t = await createTestApp({
      database,
      jobRunner: { pollMs: 10, concurrency: 1 },
      extraJobs: [
        {
          kind: 'test.slow',
          run: async (payload) => {
            started.push(payload.n as number);
            await new Promise<void>((resolve) => (release = resolve));
            finished.push(payload.n as number);
          },
        },
      ],
    });
    for (const n of [1, 2])
      await openTransaction(t.db, (tx) =>
        t.app.jobs.enqueue(tx, { kind: 'test.slow', payload: { n }, runAt: longAgo }),
      );
    while (started.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const closing = t.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(finished).toEqual([]);
    release();
    await closing;
    expect(finished).toEqual([1]);
    expect(started).toEqual([1]);
    const rows = await jobsOf(database, 'test.slow');
    expect(rows.map((row) => row.status)).toEqual(['done', 'queued']);
  });

  it('a process past its stop deadline hands its running jobs back: another takes them at once', async () => {
    const shared = await openSharedDatabase();
    const ran: string[] = [];
    let stuck = true;
    const first = await createTestApp({
      database: shared.handles[0],
      jobRunner: { pollMs: 0, concurrency: 1 },
      extraJobs: [
        {
          kind: 'test.stuck',
          run: async () => {
            ran.push('first');
            while (stuck) await new Promise((resolve) => setTimeout(resolve, 10));
          },
        },
      ],
    });
    const second = await createTestApp({
      database: shared.handles[1],
      jobRunner: { pollMs: 0, concurrency: 1 },
      extraJobs: [{ kind: 'test.stuck', run: async () => void ran.push('second') }],
    });
    opened.push(shared, first, second);
    await openTransaction(first.db, (tx) =>
      first.app.jobs.enqueue(tx, { kind: 'test.stuck', runAt: longAgo }),
    );
    const firstRun = first.app.jobs.runDue();
    try {
      while (ran.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      // Its five-minute lease holds the job from the second runner…
      await second.app.jobs.runDue();
      expect(ran).toEqual(['first']);
      // …until the first, stopping past its deadline, hands it back.
      expect(await first.app.jobs.handBack()).toBe(1);
      await second.app.jobs.runDue();
      expect(ran).toEqual(['first', 'second']);
      expect((await jobsOf(first, 'test.stuck'))[0]).toMatchObject({
        status: 'done',
        attempts: 2,
      });
    } finally {
      stuck = false;
      await firstRun;
    }
    // The first's late finish changes nothing: the job is no longer its own.
    expect((await jobsOf(first, 'test.stuck'))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('finished one-off jobs are deleted once kept long enough: a week, a month if failed or unknown', async () => {
    const t = await appWith([], { clock: () => testNow });
    const daysAgo = (days: number) => new Date(testNow.getTime() - days * 24 * 60 * 60_000 - 1);
    const kept: [string, Date | null][] = [
      ['done', daysAgo(6)],
      ['cancelled', daysAgo(6)],
      ['failed', daysAgo(8)],
      ['unknown', daysAgo(29)],
      ['queued', null],
      ['running', null],
    ];
    const deleted: [string, Date][] = [
      ['done', daysAgo(7)],
      ['cancelled', daysAgo(8)],
      ['failed', daysAgo(30)],
      ['unknown', daysAgo(31)],
    ];
    await t.db.insert(jobsTable).values(
      [...kept, ...deleted].map(([status, finishedAt], n) => ({
        kind: 'test.record',
        payload: { n },
        // Never due: no runner takes them, whatever their kind.
        runAt: new Date('2100-01-01T00:00:00Z'),
        status: status as JobStatus,
        finishedAt,
      })),
    );
    // The prune is a recurring job of every process's runner, due at start.
    await t.app.jobs.runDue();
    const left = await jobsOf(t, 'test.record');
    expect(left.map((row) => row.payload.n)).toEqual(kept.map((_, n) => n));
    // A recurring job, never finished, keeps its one row.
    expect(await jobsOf(t, 'jobs.prune')).toMatchObject([{ status: 'queued' }]);
  });

  it('a long backlog of finished jobs is deleted in batches, all of it', async () => {
    const t = await appWith([], { clock: () => testNow });
    const old = new Date(testNow.getTime() - 60 * 24 * 60 * 60_000);
    // More than two batches of 1,000.
    await t.db.insert(jobsTable).values(
      Array.from({ length: 2_500 }, (_, n) => ({
        kind: 'test.record',
        payload: { n },
        runAt: old,
        status: 'done' as const,
        finishedAt: old,
      })),
    );
    await t.app.jobs.runDue();
    expect(await jobsOf(t, 'test.record')).toEqual([]);
  });
});
