import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../db/schema/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createOutboxRepository } from './outbox.repository.js';
import { createOutboxService } from './outbox.service.js';
import { createTransactions, openTransaction, type Tx } from '../../db/transactions.js';

// rules §10.1: the relay works recorded events out from the outbox itself, oldest first, at
// least once, a round in one transaction; one that keeps failing is set aside so the events
// behind it still go.

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
    transactions: createTransactions(t.db),
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
    expect(await relay.relay(async (_tx, id) => void seen.push(id))).toBe(2);
    expect(seen).toEqual([first, second]);
    expect(await processed(first!)).not.toBeNull();
    expect(await relay.relay(async (_tx, id) => void seen.push(id))).toBe(0);
    expect(seen).toHaveLength(2);
  });

  it("keeps the round's writes but a failing event's, tries it again, and after five tries sets it aside", async () => {
    const [bad, good] = await recordTwo();
    const errors: string[] = [];
    const relay = outbox(errors);
    const seen: number[] = [];
    // Each reader writes what it worked out (a mark on its event), then the bad one fails.
    const readers = async (tx: Tx, id: number) => {
      await tx.update(outboxEvents).set({ reason: 'worked out' }).where(eq(outboxEvents.id, id));
      if (id === bad) throw new Error('cannot work this one out');
      seen.push(id);
    };
    const reason = async (id: number) =>
      (await t.db.select().from(outboxEvents).where(eq(outboxEvents.id, id)))[0]!.reason;
    expect(await relay.relay(readers)).toBe(1);
    expect(seen).toEqual([good]);
    expect(await processed(good!)).not.toBeNull();
    expect(await reason(good!)).toBe('worked out');
    expect(await processed(bad!)).toBeNull();
    expect(await reason(bad!)).toBeNull(); // its savepoint undone, the round's commit kept
    for (let round = 2; round < 5; round += 1) {
      expect(await relay.relay(readers)).toBe(0);
      expect(await processed(bad!)).toBeNull();
    }
    await relay.relay(readers);
    expect(await processed(bad!)).not.toBeNull();
    expect(await reason(bad!)).toBeNull();
    expect(errors.at(-1)).toMatch(/failed 5 times; set aside/);
  });

  it('gives way once before a round, and not at all when nothing waits', async () => {
    const order: string[] = [];
    const giveWay = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      order.push('wait');
      return true;
    };
    expect(await outbox().relay(async () => undefined, giveWay)).toBe(0);
    expect(order).toEqual([]);
    const [first, second] = await recordTwo();
    await outbox().relay(async (_tx, id) => void order.push(`event ${id}`), giveWay);
    expect(order).toEqual(['wait', `event ${first}`, `event ${second}`]);
  });

  it('works out one event a round while the burst it waited for goes on', async () => {
    const [first, second] = await recordTwo();
    const seen: number[] = [];
    const relay = outbox();
    const burstGoesOn = async () => false;
    expect(await relay.relay(async (_tx, id) => void seen.push(id), burstGoesOn)).toBe(1);
    expect(seen).toEqual([first]);
    expect(await relay.relay(async (_tx, id) => void seen.push(id), burstGoesOn)).toBe(1);
    expect(seen).toEqual([first, second]);
  });
});
