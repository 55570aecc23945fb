import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Transactions, Tx } from '../../db/transactions.js';
import type {
  JobOutcome,
  JobRecord,
  JobStatus,
  JobsRepository,
  NewJob,
} from './jobs.repository.js';

export type { JobRecord } from './jobs.repository.js';

/**
 * How a run ends its own job, in the transaction that records what the run did (a send and
 * its delivery row): `queued` tries again after the backoff; the others end it. A run that
 * settles its job leaves nothing for the runner to write, so the two cannot disagree.
 */
export type SettleJob = (
  tx: Tx,
  outcome: { status: 'queued' | 'done' | 'failed' | 'unknown'; lastError: string | null },
) => Promise<void>;

/** What a kind of job does, how often if it recurs, and how it is retried. */
export type JobDefinition = {
  kind: string;
  run: (payload: Record<string, unknown>, job: JobRecord, settle: SettleJob) => Promise<unknown>;
  /** A recurring job: one row, run again this long after each run (and never `failed`). */
  everyMs?: number;
  /** A one-off job's runs before it ends `failed` (5 unless said). */
  maxAttempts?: number;
  /**
   * When a process dies holding it: run it again (`retry`, the default: sweeps may run
   * twice), or end it `unknown` (work that must never happen twice, such as a send).
   */
  afterLostLease?: 'retry' | 'unknown';
  /**
   * Runs for each job of this kind the runner ends `unknown` (its process stopped) or
   * `failed` (its last try threw), in the transaction that ends it: its owner records what
   * that means (a delivery `unknown` or `failed`) in the same commit.
   */
  whenGivenUp?: (job: JobRecord, tx: Tx, status: 'failed' | 'unknown') => Promise<void>;
};

export type JobRunnerOptions = {
  /** How often an idle runner looks for due jobs (1 s unless said); 0 never (tests run them). */
  pollMs?: number;
  /** How many jobs one process runs at once (8 unless said: sends mostly wait on a gateway). */
  concurrency?: number;
  /** How long a claim holds a job before another process may take it (5 minutes unless said). */
  leaseMs?: number;
};

/**
 * The wait before try `attempt + 1` after a failed try `attempt`: 30 s, then doubling, at
 * most an hour — the first retry within 30 s, later ones backing off.
 */
export const retryDelayMs = (attempt: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 60 * 60_000);

const day = 24 * 60 * 60_000;

/**
 * How long a finished one-off job's row is kept (rules §9.20): a week once done or
 * cancelled, a month once failed or ended unknown, for someone to look into it.
 */
export const finishedJobsKept: { statuses: JobStatus[]; ms: number }[] = [
  { statuses: ['done', 'cancelled'], ms: 7 * day },
  { statuses: ['failed', 'unknown'], ms: 30 * day },
];

/**
 * Deletes the finished one-off jobs kept long enough ({@link finishedJobsKept}), `batch`
 * rows a statement so a long backlog never holds one long delete; answers how many went.
 */
export async function pruneFinishedJobs(
  jobs: JobsRepository,
  now: Date,
  batch = 1_000,
): Promise<number> {
  let deleted = 0;
  for (const { statuses, ms } of finishedJobsKept) {
    const before = new Date(now.getTime() - ms);
    for (;;) {
      const gone = await jobs.deleteFinished(statuses, before, batch);
      deleted += gone;
      if (gone < batch) break;
    }
  }
  return deleted;
}

/** An error as a job's row records it: its message, never more than a line or so. */
const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * The job runner (record 17): every server process runs one. It claims due jobs from the
 * database (`FOR UPDATE SKIP LOCKED`: no job is taken by two processes), runs them, and
 * records each try (`attempts`, `last_error`); a failed job is tried again with backoff.
 * Recurring jobs (the expiry sweep, the totals fold, the rate-counter sweep) keep one row
 * each, queued again after every run, so N processes run each once per period, not N times.
 */
export function createJobRunner(deps: {
  jobs: JobsRepository;
  transactions: Transactions;
  /** The kinds known from the start; modules built later add theirs with `define`. */
  definitions?: JobDefinition[];
  clock: () => Date;
  log: { error: (error: unknown, message: string) => void };
  options?: JobRunnerOptions;
}) {
  const { jobs, clock, log } = deps;
  const pollMs = deps.options?.pollMs ?? 1_000;
  const concurrency = deps.options?.concurrency ?? 8;
  const leaseMs = deps.options?.leaseMs ?? 5 * 60_000;
  const definitions = new Map<string, JobDefinition>();
  // What the runner claims, and which lost leases it gives up: kept as kinds are defined.
  const kinds: string[] = [];
  const givenUpWhenLost: string[] = [];
  function define(list: JobDefinition[]): void {
    for (const definition of list) {
      if (definitions.has(definition.kind)) throw new Error(`job kind ${definition.kind} twice`);
      definitions.set(definition.kind, definition);
      kinds.push(definition.kind);
      if (definition.afterLostLease === 'unknown') givenUpWhenLost.push(definition.kind);
    }
  }
  define(deps.definitions ?? []);
  /**
   * Work kept in other tables that each look takes first (the outbox's relay, rules §10.1):
   * each answers how much it took.
   */
  const drains: (() => Promise<number>)[] = [];
  async function runDrains(): Promise<number> {
    let taken = 0;
    for (const drain of drains)
      taken += await drain().catch((error: unknown) => {
        log.error(error, 'working out recorded events failed');
        return 0;
      });
    return taken;
  }
  const worker = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<number> | undefined;
  let lookAgain = false;
  let stopped = false;

  async function runOne(job: JobRecord): Promise<void> {
    const definition = definitions.get(job.kind)!;
    let failure: unknown;
    let settled = false;
    const settle: SettleJob = async (tx, outcome) => {
      const now = clock();
      await jobs.finish(
        job.id,
        worker,
        {
          ...outcome,
          now,
          ...(outcome.status === 'queued' && {
            runAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
          }),
        },
        tx,
      );
      settled = true;
    };
    try {
      await definition.run(job.payload, job, settle);
    } catch (error) {
      failure = error;
    }
    // Settled by the run, in the transaction of what it recorded: nothing more to write.
    if (settled && failure === undefined) return;
    const now = clock();
    /** The job's end written on its own: nothing else commits with it. */
    const finish = (outcome: JobOutcome) =>
      deps.transactions.run((tx) => jobs.finish(job.id, worker, outcome, tx));
    if (definition.everyMs !== undefined) {
      // A recurring job is queued again: after its period, or sooner to retry a failure.
      const wait =
        failure === undefined
          ? definition.everyMs
          : Math.min(retryDelayMs(job.attempts), definition.everyMs);
      await finish({
        status: 'queued',
        runAt: new Date(now.getTime() + wait),
        attempts: failure === undefined ? 0 : job.attempts,
        lastError: failure === undefined ? null : errorText(failure),
        now,
      });
    } else if (failure === undefined) {
      await finish({ status: 'done', lastError: null, now });
    } else if (job.attempts >= job.maxAttempts && definition.whenGivenUp) {
      // The job and what its owner records of it fail in one commit.
      const whenGivenUp = definition.whenGivenUp;
      await deps.transactions.run(async (tx) => {
        const outcome = { status: 'failed' as const, lastError: errorText(failure), now };
        if (await jobs.finish(job.id, worker, outcome, tx))
          await whenGivenUp({ ...job, lastError: outcome.lastError }, tx, 'failed');
      });
    } else {
      const final = job.attempts >= job.maxAttempts;
      await finish({
        status: final ? 'failed' : 'queued',
        runAt: final ? undefined : new Date(now.getTime() + retryDelayMs(job.attempts)),
        lastError: errorText(failure),
        now,
      });
    }
    if (failure !== undefined) log.error(failure, `job ${job.kind} #${job.id} failed`);
  }

  /** Claims what is due, as many as there is room for, and starts them. */
  async function claimAndStart(only: string[] = kinds): Promise<JobRecord[]> {
    const now = clock();
    // A lost job and what its owner records of it end in one commit (rules §9.20).
    if (givenUpWhenLost.length > 0)
      await deps.transactions
        .run(async (tx) => {
          for (const job of await jobs.giveUpLost(givenUpWhenLost, now, tx))
            await definitions.get(job.kind)?.whenGivenUp?.(job, tx, 'unknown');
        })
        .catch((error: unknown) => log.error(error, 'giving up lost jobs failed'));
    const claimed = await jobs.claim(
      worker,
      only,
      now,
      new Date(now.getTime() + leaseMs),
      concurrency - running.size,
      givenUpWhenLost,
    );
    for (const job of claimed) {
      const run = runOne(job)
        .catch((error: unknown) => log.error(error, `job ${job.kind} #${job.id}: not recorded`))
        .finally(() => {
          running.delete(run);
          // A freed slot looks for the next due job at once: a burst of sends drains at the
          // speed of the sends, not one claim per poll (tests, pollMs 0, run them by hand).
          if (!stopped && pollMs > 0)
            poll().catch((error: unknown) => log.error(error, 'looking for due jobs failed'));
        });
      running.add(run);
    }
    return claimed;
  }

  /**
   * One look for due jobs; answers how many it started. Never two looks at once: asked
   * during one (a slot freed meanwhile), it looks again once that one is done.
   */
  function poll(): Promise<number> {
    if (polling) {
      lookAgain = true;
      return polling;
    }
    polling = runDrains()
      .then(async (drained) => {
        // Events worked out may be followed by more: look again at once.
        if (drained > 0) lookAgain = true;
        return drained + (await claimAndStart()).length;
      })
      .finally(() => {
        polling = undefined;
        if (lookAgain && !stopped && pollMs > 0 && running.size < concurrency) {
          lookAgain = false;
          poll().catch((error: unknown) => log.error(error, 'looking for due jobs failed'));
        }
      });
    return polling;
  }

  return {
    worker,

    /** Adds the job kinds of a module (before `start`): the runner runs them from then on. */
    define,

    /** Adds work each look takes before claiming jobs (the outbox's relay). */
    drain(work: () => Promise<number>): void {
      drains.push(work);
    },

    /** Takes the drains' work once, here and now (tests: events worked out, no job run). */
    runDrains,

    /**
     * Schedules a job in `tx` (so it exists exactly when the change that asks for it
     * commits); a live job with the same `key` makes it a no-op. Answers whether it was new.
     */
    enqueue(tx: Tx, job: NewJob): Promise<boolean> {
      const definition = definitions.get(job.kind);
      if (!definition) throw new Error(`no job of kind ${job.kind}`);
      return jobs.enqueue({ maxAttempts: definition.maxAttempts ?? 5, ...job }, clock(), tx);
    },

    /** Cancels the queued job named `key` in `tx` (a reminder of a booking that moved on). */
    cancel: (tx: Tx, key: string) => jobs.cancel(key, clock(), tx),

    /**
     * Runs every job due now (of the kinds `only`, if given) to the end, here and now, and
     * answers how many ran: the tests' way to run the runner without waiting for its timer.
     */
    async runDue(only?: string[]): Promise<number> {
      let ran = 0;
      for (;;) {
        const started = only ? (await claimAndStart(only)).length : await poll();
        ran += started;
        await Promise.all(running);
        if (started === 0) return ran;
      }
    },

    /** Makes sure each recurring job has its row, then looks for due jobs every `pollMs` (if any). */
    async start(): Promise<void> {
      const now = clock();
      for (const definition of definitions.values())
        if (definition.everyMs !== undefined)
          await deps.transactions.run((tx) =>
            jobs.enqueue(
              { kind: definition.kind, key: definition.kind, runAt: now, maxAttempts: 1 },
              now,
              tx,
            ),
          );
      if (pollMs <= 0) return;
      timer = setInterval(() => {
        if (stopped || running.size >= concurrency) return;
        poll().catch((error: unknown) => log.error(error, 'looking for due jobs failed'));
      }, pollMs);
      timer.unref();
    },

    /**
     * The process must go before its running jobs finished (the stop's deadline): takes no
     * more and hands the running ones back, so another process runs them (or, for work that
     * must not happen twice, gives them up as `unknown`) without waiting for the lease.
     */
    async handBack(): Promise<number> {
      stopped = true;
      clearInterval(timer);
      return running.size === 0 ? 0 : jobs.expireLeases(worker, clock());
    },

    /** Takes no more jobs and waits for the running ones to finish (the app is closing). */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await polling?.catch(() => undefined);
      await Promise.all(running);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
