import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { openFreshDatabase } from '../../test/test-app.js';
import { testNow } from '../bookings/booking-fixtures.js';
import { createJobsRepository } from './jobs.repository.js';
import { openTransaction } from '../../db/transactions.js';

// rules §9.20: work that must never happen twice is given up when its process dies, never
// taken again — not even by a runner whose claim comes before another's give-up.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openFreshDatabase();
});
afterAll(() => database.close());

describe('claiming jobs', () => {
  it('passes over a lost lease of never-twice work, and takes one of work that may run again', async () => {
    const jobs = createJobsRepository(database.db);
    const at = new Date(testNow.getTime() - 60_000);
    for (const kind of ['test.once', 'test.again'])
      await openTransaction(database.db, (tx) => jobs.enqueue({ kind, runAt: at }, at, tx));
    // A process took both and died: their leases ran out a second ago.
    expect(await jobs.claim('gone:1', ['test.once', 'test.again'], at, testNow, 10)).toHaveLength(
      2,
    );
    const later = new Date(testNow.getTime() + 1_000);
    const taken = await jobs.claim('other:1', ['test.once', 'test.again'], later, later, 10, [
      'test.once',
    ]);
    expect(taken.map((job) => job.kind)).toEqual(['test.again']);
    // The never-twice one waits for the give-up, which ends it unknown.
    const given = await openTransaction(database.db, (tx) =>
      jobs.giveUpLost(['test.once'], later, tx),
    );
    expect(given.map((job) => [job.kind, job.status])).toEqual([['test.once', 'unknown']]);
  });
});
