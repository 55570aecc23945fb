import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { openFreshDatabase } from '../../test/test-app.js';
import { createTransactions, openTransaction } from '../../db/transactions.js';
import { createOutboxRepository } from './outbox.repository.js';
import { createOutboxService } from './outbox.service.js';

/**
 * rules §10.1 with two processes: a round locks the events it took until it commits, and
 * the other process's round passes over them to the next ones instead of waiting.
 * PostgreSQL only: the embedded database runs one transaction at a time.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openFreshDatabase();
});
afterAll(() => database.close());

describe('two rounds at once', () => {
  it('each takes its own events: the second does not wait for the first', async () => {
    const { db } = database;
    const outbox = createOutboxService({
      events: createOutboxRepository(db),
      transactions: createTransactions(db),
      clock: () => new Date(),
      log: { error: () => undefined },
    });
    await openTransaction(db, (tx) =>
      outbox.record(
        tx,
        [1, 2, 3].map((id) => ({
          type: 'password.changed' as const,
          subject: { type: 'user' as const, id },
          actor: 'holder',
          actorId: null,
          from: null,
          to: 'changed',
          reason: null,
        })),
      ),
    );
    const seen: number[][] = [[], []];
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstStarted!: () => void;
    const started = new Promise<void>((resolve) => (firstStarted = resolve));
    // The first round works out its first event, then waits, holding what it took.
    const first = outbox.relay(async (_tx, id) => {
      seen[0]!.push(id);
      firstStarted();
      await firstHolds;
    });
    await started;
    // The first round took all three (a batch is 50): the second finds none it may take,
    // at once, rather than waiting on the first's locks.
    expect(await outbox.relay(async (_tx, id) => void seen[1]!.push(id))).toBe(0);
    releaseFirst();
    expect(await first).toBe(3);
    expect(seen[0]).toHaveLength(3);
    expect(seen[1]).toEqual([]);
  });
});
