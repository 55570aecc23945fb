import { bookingItemTypes, type BookingItemType, type BookingSummary } from '@kodesha/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { bookings, bookingTotalChanges } from '../../db/schema/bookings.js';
import { users } from '../../db/schema/users.js';
import { openFreshDatabase } from '../../test/test-app.js';
import { createBookingsRepository } from './bookings.repository.js';

// The admin's counts read running totals kept by triggers (rules §8.9). Whatever is written,
// and whether or not the sweep folded the changes yet, they must equal a count of the rows,
// on the database the tests run on (PGlite, or PostgreSQL when DATABASE_URL is set).

let database: DatabaseHandle;
let repository: ReturnType<typeof createBookingsRepository>;
let client: number;
let provider: number;
let nextStart = Date.parse('2031-01-01T06:00:00Z');

beforeAll(async () => {
  database = await openFreshDatabase();
  repository = createBookingsRepository(database.db);
  const [a, b] = await database.db
    .insert(users)
    .values(
      ['client', 'provider'].map((name) => ({
        email: `${name}@example.rw`,
        name,
        passwordHash: 'not-used',
      })),
    )
    .returning({ id: users.id });
  client = a!.id;
  provider = b!.id;
});
afterAll(() => database.close());

/** `count` bookings of one kind, each in a slot of its own (no confirmed overlap). */
async function insert(count: number, itemType: BookingItemType, status: 'pending' | 'confirmed') {
  await database.db.insert(bookings).values(
    Array.from({ length: count }, (_, index) => {
      const start = new Date((nextStart += 10 * 3_600_000));
      const hours = 1 + (index % 8);
      return {
        clientId: client,
        providerId: provider,
        itemType,
        itemId: 1 + (index % 3),
        itemTitle: 'A car',
        startTime: start,
        endTime: new Date(start.getTime() + hours * 3_600_000),
        hours,
        pricePerHour: 5000,
        totalPrice: hours * 5000,
        status,
      };
    }),
  );
}

/** The same summary, counted row by row. */
async function counted(itemType?: BookingItemType): Promise<BookingSummary> {
  const rows = await database.db
    .select({
      status: bookings.status,
      count: sql<number>`count(*)`.mapWith(Number),
      value: sql<number>`coalesce(sum(${bookings.totalPrice}), 0)`.mapWith(Number),
    })
    .from(bookings)
    .where(itemType ? eq(bookings.itemType, itemType) : undefined)
    .groupBy(bookings.status);
  const summary: BookingSummary = {
    total: 0,
    pending: 0,
    confirmed: 0,
    completed: 0,
    cancelled: 0,
    completed_value: 0,
  };
  for (const row of rows) {
    summary[row.status] = row.count;
    summary.total += row.count;
    if (row.status === 'completed') summary.completed_value = row.value;
  }
  return summary;
}

async function expectTotalsToMatchRows() {
  expect(await repository.totals()).toEqual(await counted());
  for (const itemType of bookingItemTypes)
    expect(await repository.totals(itemType)).toEqual(await counted(itemType));
}

describe('the running booking totals', () => {
  it('are zero on an empty database', async () => {
    expect(await repository.totals()).toEqual(await counted());
    expect((await repository.totals()).total).toBe(0);
  });

  it('follow inserts, moves of many rows at once, and deletes, folded or not', async () => {
    await insert(20, 'car', 'pending');
    await insert(7, 'driver', 'pending');
    await insert(5, 'car', 'confirmed');
    await expectTotalsToMatchRows();

    // One statement moving many rows, as the expiry sweep and a confirmation's declines do.
    await database.db
      .update(bookings)
      .set({ status: 'cancelled', cancelReason: 'expired' })
      .where(and(eq(bookings.status, 'pending'), eq(bookings.itemType, 'car')));
    await expectTotalsToMatchRows();

    await repository.foldTotals();
    expect(await database.db.select().from(bookingTotalChanges)).toEqual([]);
    await expectTotalsToMatchRows();

    await database.db
      .update(bookings)
      .set({ status: 'completed' })
      .where(eq(bookings.status, 'confirmed'));
    const [first] = await database.db.select({ id: bookings.id }).from(bookings).limit(1);
    await database.db.delete(bookings).where(inArray(bookings.id, [first!.id]));
    await expectTotalsToMatchRows();
    expect((await repository.totals()).completed_value).toBeGreaterThan(0);

    // Folding twice at once (two server processes) counts every change once.
    await Promise.all([repository.foldTotals(), repository.foldTotals()]);
    await expectTotalsToMatchRows();
  });

  it('ignore writes that change no status (a title replaced)', async () => {
    const before = await repository.totals();
    await database.db.update(bookings).set({ itemTitle: 'Deleted user' });
    expect(await repository.totals()).toEqual(before);
  });
});
