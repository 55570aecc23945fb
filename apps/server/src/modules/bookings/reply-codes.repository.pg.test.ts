import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { openFreshDatabase } from '../../test/test-app.js';
import { createBookingWritesRepository } from './booking-writes.repository.js';
import { openTransaction } from '../../db/transactions.js';

/**
 * rules §10.10 when two requests to one provider are written at the same moment: the
 * second cannot see the first's code (not yet committed) and draws the same one; the
 * unique index makes it draw again, so both requests are written, with different codes.
 * PostgreSQL only: the embedded database runs one transaction at a time.
 */
let database: DatabaseHandle;
let clientId: number;
let providerId: number;
beforeAll(async () => {
  database = await openFreshDatabase();
  const people = await database.db
    .insert(users)
    .values(
      ['client', 'provider'].map((name) => ({
        email: `codes-${name}@example.rw`,
        name,
        passwordHash: 'not-used',
      })),
    )
    .returning({ id: users.id });
  [clientId, providerId] = people.map((row) => row.id) as [number, number];
});
afterAll(() => database.close());

const request = (item: number) => {
  const start = new Date(Date.now() + 48 * 3_600_000);
  return {
    clientId,
    providerId,
    itemType: 'car' as const,
    itemId: item,
    itemTitle: 'Toyota RAV4',
    startTime: start,
    endTime: new Date(start.getTime() + 2 * 3_600_000),
    hours: 2,
    pricePerHour: 5000,
    totalPrice: 10_000,
    notes: null,
  };
};

/** How many of this database's sessions wait on another's lock now. */
const waitingOnALock = async () => {
  const [row] = await database.db
    .select({ waiting: sql<number>`count(*)::int` })
    .from(sql`pg_stat_activity`)
    .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
  return row?.waiting;
};

/** Draws `numbers` in turn: the reply codes are 1000 + each. */
const drawing = (numbers: number[]) => () => numbers.shift() ?? 8999;

describe('reply codes drawn at the same moment (rules §10.10)', () => {
  it('the second request draws the code the first holds uncommitted, then draws again', async () => {
    const first = createBookingWritesRepository(database.db, drawing([0]));
    const second = createBookingWritesRepository(database.db, drawing([0, 1]));
    let commitFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (commitFirst = resolve));
    let firstWritten!: () => void;
    const firstHolds = new Promise<void>((resolve) => (firstWritten = resolve));

    const firstDone = openTransaction(database.db, async (tx) => {
      const row = await first.insertIfFree(request(1), new Date(), tx);
      firstWritten();
      await firstMayCommit;
      return row;
    });
    await firstHolds;
    const secondDone = openTransaction(database.db, (tx) =>
      second.insertIfFree(request(2), new Date(), tx),
    );
    // The second's insert waits on the first's uncommitted row with the same code.
    await expect.poll(waitingOnALock, { timeout: 10_000 }).toBe(1);
    commitFirst();
    const [a, b] = await Promise.all([firstDone, secondDone]);

    expect(a?.replyCode).toBe('1000');
    expect(b?.replyCode).toBe('1001');
  });
});
