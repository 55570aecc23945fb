import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  bookingEvents,
  bookings,
  bookingTotalChanges,
  bookingTotals,
} from '../../db/schema/bookings.js';

/**
 * The SQL mirror of the domain's `hasExpired`: a pending request whose start is at or
 * before `now`. booking-expiry.repository.test.ts holds both to the same table of cases.
 */
export const overdueAt = (now: Date) =>
  sql`${bookings.status} = 'pending' and ${bookings.startTime} <= ${now.toISOString()}::timestamptz`;

/**
 * What the minute's sweep does: cancel the requests nobody answered before their start,
 * and fold the running totals' changes into the totals.
 */
export function createBookingExpiryRepository(db: Database) {
  return {
    /**
     * Moves the appended changes into `booking_totals` in one statement: a reader sees the
     * sum before or after, never half. Two processes folding at once lock the totals in the
     * same order, and a change is deleted (so counted) by one of them only.
     */
    async foldTotals(): Promise<void> {
      await db.execute(sql`
        with moved as (delete from ${bookingTotalChanges} returning status, item_type, bookings, value)
        insert into ${bookingTotals} (status, item_type, bookings, value)
        select status, item_type, sum(bookings), sum(value) from moved
        group by status, item_type order by status, item_type
        on conflict (status, item_type) do update
        set bookings = ${bookingTotals.bookings} + excluded.bookings,
            value = ${bookingTotals.value} + excluded.value`);
    },

    /** Pending requests whose start has passed: cancelled as expired, with their timeline line. */
    async expireOverdue(now: Date): Promise<number> {
      // Every read of bookings sweeps first; almost always there is nothing to expire, and
      // looking (an index probe) is far cheaper than an UPDATE and its triggers.
      const [due] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(overdueAt(now))
        .limit(1);
      if (!due) return 0;
      const result = await db.execute(sql`
        with expired as (
          update ${bookings}
          set status = 'cancelled', cancel_reason = 'expired', updated_at = ${now.toISOString()}::timestamptz
          where ${overdueAt(now)}
          returning id
        )
        insert into ${bookingEvents} (booking_id, from_status, to_status, by, reason, created_at)
        select id, 'pending', 'cancelled', 'system', 'expired', ${now.toISOString()}::timestamptz from expired
        returning booking_id as id`);
      // Both drivers answer `execute` with `{ rows }` (pg's QueryResult, PGlite's Results).
      return (result as unknown as { rows: unknown[] }).rows.length;
    },
  };
}
