import { bookingStatuses, hasExpired, type BookingStatus } from '@kodesha/domain';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { bookings } from '../../db/schema/bookings.js';
import { users } from '../../db/schema/users.js';
import { openFreshDatabase } from '../../test/test-app.js';
import { overdueAt } from './booking-reads.repository.js';

// The SQL the expiry sweep runs and the domain's `hasExpired` must agree on every case, on
// the database the tests run on (PGlite, or PostgreSQL when DATABASE_URL is set).

const now = new Date('2026-11-23T10:00:00.000Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
const hour = 60 * 60_000;

/** Starts around `now`: long before, a moment before, exactly now, a moment after, later. */
const starts = [-24 * hour, -1, 0, 1, hour];
const cases = bookingStatuses.flatMap((status) =>
  starts.map((offset) => ({ status, start: at(offset) })),
);

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openFreshDatabase();
  const [client, provider] = await database.db
    .insert(users)
    .values(
      ['client', 'provider'].map((name) => ({
        email: `${name}@example.rw`,
        name,
        passwordHash: 'not-used',
      })),
    )
    .returning({ id: users.id });
  await database.db.insert(bookings).values(
    cases.map(({ status, start }, index) => ({
      clientId: client!.id,
      providerId: provider!.id,
      itemType: 'car' as const,
      // One item each, so no two confirmed bookings overlap on one item.
      itemId: index + 1,
      itemTitle: `case ${index}`,
      startTime: start,
      endTime: new Date(start.getTime() + hour),
      hours: 1,
      pricePerHour: 1000,
      totalPrice: 1000,
      status: status as BookingStatus,
      cancelReason: status === 'cancelled' ? ('declined' as const) : null,
    })),
  );
});
afterAll(() => database.close());

describe('the expiry sweep’s SQL condition', () => {
  it('agrees with hasExpired on every status and start around now', async () => {
    const rows = await database.db
      .select({ itemId: bookings.itemId, status: bookings.status, start: bookings.startTime })
      .from(bookings)
      .orderBy(asc(bookings.itemId));
    const matched = new Set(
      (
        await database.db.select({ itemId: bookings.itemId }).from(bookings).where(overdueAt(now))
      ).map((row) => row.itemId),
    );
    expect(rows).toHaveLength(cases.length);
    const disagreements = rows.filter(
      (row) =>
        matched.has(row.itemId) !== hasExpired({ status: row.status, start_time: row.start }, now),
    );
    expect(disagreements).toEqual([]);
    // The table covers both answers, or agreeing would prove little.
    expect(matched.size).toBeGreaterThan(0);
    expect(matched.size).toBeLessThan(rows.length);
  });
});
