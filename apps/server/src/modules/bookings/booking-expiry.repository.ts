import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bookings, bookingTotalChanges, bookingTotals } from '../../db/schema/bookings.js';
import type { Tx } from '../../db/transactions.js';
import { overdueAt } from './booking-reads.repository.js';

/** The jobs' side of bookings: which requests are overdue, and folding the running totals. */
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

    /**
     * Up to `limit` overdue requests, oldest start first, locked for `tx`; rows another
     * transaction holds are passed over (it is moving them), so two sweeps never wait.
     */
    async overdue(now: Date, limit: number, tx: Tx): Promise<number[]> {
      const rows = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(overdueAt(now))
        .orderBy(asc(bookings.startTime), asc(bookings.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((row) => row.id);
    },
  };
}
