import {
  bookingItemTypes,
  type BookingItemType,
  type BookingStatus,
  type BookingSummary,
} from '@kodesha/domain';
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

/** Before any booking's start: nothing is overdue. */
const early = new Date('2030-06-01T00:00:00Z');

/** The same summary, counted row by row, an overdue request as cancelled (rules §4.6). */
async function counted(itemType?: BookingItemType, now = early): Promise<BookingSummary> {
  const status = sql<BookingStatus>`case when ${bookings.status} = 'pending' and ${bookings.startTime} <= ${now.toISOString()}::timestamptz then 'cancelled' else ${bookings.status} end`;
  const rows = await database.db
    .select({
      status,
      count: sql<number>`count(*)`.mapWith(Number),
      value: sql<number>`coalesce(sum(${bookings.totalPrice}), 0)`.mapWith(Number),
    })
    .from(bookings)
    .where(itemType ? eq(bookings.itemType, itemType) : undefined)
    .groupBy(sql`1`); // the status read as of `now`: its parameter cannot be named twice
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

async function expectTotalsToMatchRows(now = early) {
  expect(await repository.totals(now)).toEqual(await counted(undefined, now));
  for (const itemType of bookingItemTypes)
    expect(await repository.totals(now, itemType)).toEqual(await counted(itemType, now));
}

describe('the running booking totals', () => {
  it('are zero on an empty database', async () => {
    expect(await repository.totals(early)).toEqual(await counted());
    expect((await repository.totals(early)).total).toBe(0);
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
    expect((await repository.totals(early)).completed_value).toBeGreaterThan(0);

    // Folding twice at once (two server processes) counts every change once.
    await Promise.all([repository.foldTotals(), repository.foldTotals()]);
    await expectTotalsToMatchRows();
  });

  it('count a request overdue but not yet written expired as cancelled (rules §4.6)', async () => {
    await insert(4, 'driver', 'pending');
    const [latest] = await database.db
      .select({ start: sql<Date>`max(${bookings.startTime})`.mapWith((value) => new Date(value)) })
      .from(bookings)
      .where(eq(bookings.status, 'pending'));
    // Every pending request's start has passed by then: none is pending, as the lists say.
    const later = new Date(latest!.start.getTime() + 1);
    await expectTotalsToMatchRows(later);
    expect((await repository.totals(later)).pending).toBe(0);
    expect((await repository.totals(early)).pending).toBeGreaterThan(0);
  });

  it('ignore writes that change no status (a title replaced)', async () => {
    const before = await repository.totals(early);
    await database.db.update(bookings).set({ itemTitle: 'Deleted user' });
    expect(await repository.totals(early)).toEqual(before);
  });
});
