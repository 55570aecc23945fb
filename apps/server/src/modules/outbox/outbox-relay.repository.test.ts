import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../db/schema/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createOutboxRepository } from './outbox.repository.js';
import { createOutboxService } from './outbox.service.js';
import { openTransaction } from '../../db/transactions.js';

// rules §10.1: the relay works recorded events out from the outbox itself, oldest first, at
// least once; one that keeps failing is set aside so the events behind it still go.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Whatever the app recorded while starting is worked out first.
  await t.app.jobs.runDue();
});
afterAll(() => t.close());

function outbox(errors: string[] = []) {
  return createOutboxService({
    events: createOutboxRepository(t.db),
    clock: () => new Date(),
    log: { error: (_error, message) => void errors.push(message) },
  });
}

async function recordTwo(): Promise<number[]> {
  await openTransaction(t.db, (tx) =>
    outbox().record(
      tx,
      [1, 2].map((id) => ({
        type: 'password.changed' as const,
        subject: { type: 'user' as const, id: 900_000 + id },
        actor: 'holder',
        actorId: null,
        from: null,
        to: 'changed',
        reason: null,
      })),
    ),
  );
  const rows = await t.db.select().from(outboxEvents);
  return rows.filter((row) => row.processedAt === null).map((row) => row.id);
}

const processed = async (id: number) =>
  (await t.db.select().from(outboxEvents).where(eq(outboxEvents.id, id)))[0]!.processedAt;

describe('the relay', () => {
  it('works out each event once its readers are done, oldest first, then leaves it', async () => {
    const [first, second] = await recordTwo();
    const seen: number[] = [];
    const relay = outbox();
    expect(await relay.relay(async (id) => void seen.push(id))).toBe(2);
    expect(seen).toEqual([first, second]);
    expect(await processed(first!)).not.toBeNull();
    expect(await relay.relay(async (id) => void seen.push(id))).toBe(0);
    expect(seen).toHaveLength(2);
  });

  it('tries a failing event again, and after five tries sets it aside: the next one still goes', async () => {
    const [bad, good] = await recordTwo();
    const errors: string[] = [];
    const relay = outbox(errors);
    const seen: number[] = [];
    const readers = async (id: number) => {
      if (id === bad) throw new Error('cannot work this one out');
      seen.push(id);
    };
    for (let round = 1; round < 5; round += 1) {
      await relay.relay(readers);
      expect(await processed(bad!)).toBeNull();
      expect(seen).toEqual([]);
    }
    await relay.relay(readers);
    expect(await processed(bad!)).not.toBeNull();
    expect(seen).toEqual([good]);
    expect(errors.at(-1)).toMatch(/failed 5 times; set aside/);
  });

  it('gives way before each event: the next waits until the wait is over', async () => {
    const [first, second] = await recordTwo();
    const order: string[] = [];
    let turns = 0;
    await outbox().relay(
      async (id) => void order.push(`event ${id}`),
      async () => {
        const turn = (turns += 1);
        await new Promise((resolve) => setImmediate(resolve));
        order.push(`wait ${turn}`);
      },
    );
    expect(order).toEqual([`wait 1`, `event ${first}`, `wait 2`, `event ${second}`]);
  });
});
