import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bookingEvents, bookings } from '../../db/schema/bookings.js';

/**
 * The SQL mirror of the domain's `hasExpired`: a pending request whose start is at or
 * before `now`. booking-expiry.repository.test.ts holds both to the same table of cases.
 */
export const overdueAt = (now: Date) =>
  sql`${bookings.status} = 'pending' and ${bookings.startTime} <= ${now.toISOString()}::timestamptz`;

/** Requests nobody answered before their start: the sweep that cancels them as expired. */
export function createBookingExpiryRepository(db: Database) {
  return {
    /** Pending requests whose start has passed: cancelled as expired, with their timeline line. */
    async expireOverdue(now: Date): Promise<number> {
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
