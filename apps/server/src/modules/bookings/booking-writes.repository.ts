import { and, eq, ne, sql } from 'drizzle-orm';
import type { BookingItemType, BookingMover, BookingStatus, CancelReason } from '@kodesha/domain';
import type { Database } from '../../db/client.js';
import {
  bookingEvents,
  bookings,
  reviews,
  type BookingRecord,
  type ReviewRecord,
} from '../../db/schema/bookings.js';

export type NewBooking = Pick<
  BookingRecord,
  | 'clientId'
  | 'providerId'
  | 'itemType'
  | 'itemId'
  | 'itemTitle'
  | 'startTime'
  | 'endTime'
  | 'hours'
  | 'pricePerHour'
  | 'totalPrice'
  | 'notes'
>;

export type StatusMove = {
  from: BookingStatus;
  to: BookingStatus;
  by: BookingMover;
  actorId: number | null;
  reason: CancelReason | null;
  now: Date;
};

/** Confirmed bookings of one item overlapping [start, end) — what the exclusion constraint forbids. */
const overlaps = (start: Date, end: Date) =>
  sql`tstzrange(${bookings.startTime}, ${bookings.endTime}, '[)') && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`;

/** Per-item lock keys: confirmations of one car or driver take turns (no deadlocks, no races). */
const lockSpace: Record<BookingItemType, number> = { car: 5_001, driver: 5_002 };

/** Writing bookings: a new request, a status move (with the slot it takes), a review. */
export function createBookingWritesRepository(db: Database) {
  return {
    /**
     * A new request, with the first line of its timeline, unless the item already has a
     * confirmed booking overlapping it (then nothing is written and `undefined` returned).
     */
    async insert(booking: NewBooking, now: Date): Promise<BookingRecord | undefined> {
      return db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              eq(bookings.itemType, booking.itemType),
              eq(bookings.itemId, booking.itemId),
              eq(bookings.status, 'confirmed'),
              overlaps(booking.startTime, booking.endTime),
            ),
          )
          .limit(1);
        if (taken) return undefined;
        const [created] = await tx
          .insert(bookings)
          .values({ ...booking, createdAt: now, updatedAt: now })
          .returning();
        await tx.insert(bookingEvents).values({
          bookingId: created!.id,
          fromStatus: null,
          toStatus: 'pending',
          by: 'client',
          actorId: booking.clientId,
          createdAt: now,
        });
        return created;
      });
    },

    /**
     * Moves a booking only if it is still in `from` (someone else may have moved it
     * meanwhile: then `undefined`). A confirmation takes the item's lock first, so
     * confirmations of one car or driver take turns; the exclusion constraint still
     * refuses an overlap (SQLSTATE 23P01, rolled back), and the overlapping pending
     * requests are declined in the same transaction, each with its timeline line.
     */
    async move(
      id: number,
      move: StatusMove,
    ): Promise<{ booking: BookingRecord; declined: number[] } | undefined> {
      return db.transaction(async (tx) => {
        if (move.to === 'confirmed') {
          const [target] = await tx
            .select({ itemType: bookings.itemType, itemId: bookings.itemId })
            .from(bookings)
            .where(eq(bookings.id, id));
          if (!target) return undefined;
          await tx.execute(
            sql`select pg_advisory_xact_lock(${lockSpace[target.itemType]}::int, ${target.itemId}::int)`,
          );
        }
        const [moved] = await tx
          .update(bookings)
          .set({
            status: move.to,
            cancelReason: move.reason,
            updatedAt: move.now,
            ...(move.to === 'completed' && { completedAt: move.now }),
          })
          .where(and(eq(bookings.id, id), eq(bookings.status, move.from)))
          .returning();
        if (!moved) return undefined;
        await tx.insert(bookingEvents).values({
          bookingId: id,
          fromStatus: move.from,
          toStatus: move.to,
          by: move.by,
          actorId: move.actorId,
          reason: move.reason,
          createdAt: move.now,
        });
        let declined: number[] = [];
        if (move.to === 'confirmed') {
          const rows = await tx
            .update(bookings)
            .set({ status: 'cancelled', cancelReason: 'slot_taken', updatedAt: move.now })
            .where(
              and(
                eq(bookings.itemType, moved.itemType),
                eq(bookings.itemId, moved.itemId),
                eq(bookings.status, 'pending'),
                ne(bookings.id, id),
                overlaps(moved.startTime, moved.endTime),
              ),
            )
            .returning({ id: bookings.id });
          declined = rows.map((row) => row.id);
          if (declined.length > 0)
            await tx.insert(bookingEvents).values(
              declined.map((bookingId) => ({
                bookingId,
                fromStatus: 'pending' as const,
                toStatus: 'cancelled' as const,
                by: 'system' as const,
                reason: 'slot_taken' as const,
                createdAt: move.now,
              })),
            );
        }
        return { booking: moved, declined };
      });
    },

    /** The review of a booking; `undefined` when the booking already has one (unique key). */
    async insertReview(
      review: Pick<
        ReviewRecord,
        'bookingId' | 'clientId' | 'itemType' | 'itemId' | 'rating' | 'comment'
      >,
      now: Date,
    ): Promise<ReviewRecord | undefined> {
      const [created] = await db
        .insert(reviews)
        .values({ ...review, createdAt: now })
        .onConflictDoNothing({ target: reviews.bookingId })
        .returning();
      return created;
    },
  };
}

export type BookingWritesRepository = ReturnType<typeof createBookingWritesRepository>;
