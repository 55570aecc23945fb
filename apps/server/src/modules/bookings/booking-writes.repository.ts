import { randomInt } from 'node:crypto';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import {
  newReplyCode,
  type BookingItemType,
  type BookingMover,
  type BookingStatus,
  type CancelReason,
} from '@kodesha/domain';
import type { Database } from '../../db/client.js';
import { lockItemCalendar } from '../../db/locks.js';
import {
  bookingEvents,
  bookings,
  reviews,
  type BookingRecord,
  type ReviewRecord,
} from '../../db/schema/bookings.js';
import type { Tx } from '../../db/transactions.js';

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

/** A line of a booking's timeline (rules §4.5). */
export type TimelineLine = {
  bookingId: number;
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus;
  by: BookingMover;
  actorId: number | null;
  reason: CancelReason | null;
  /** `sms` when the move came by an SMS reply (rules §10.10). */
  via?: 'sms' | null;
  /** rules §4.4: a decline's reason for the client. */
  note?: string | null;
  createdAt: Date;
};

/** Bookings of `booking`'s item in `status` overlapping its [start, end). */
const overlapping = (
  booking: Pick<BookingRecord, 'itemType' | 'itemId' | 'startTime' | 'endTime'>,
  status: BookingStatus,
) =>
  and(
    eq(bookings.itemType, booking.itemType),
    eq(bookings.itemId, booking.itemId),
    eq(bookings.status, status),
    sql`tstzrange(${bookings.startTime}, ${bookings.endTime}, '[)') && tstzrange(${booking.startTime.toISOString()}::timestamptz, ${booking.endTime.toISOString()}::timestamptz, '[)')`,
  );

/** The predicate of `bookings_pending_reply_code_key`: the codes that name a request. */
const heldCode = sql`${bookings.status} = 'pending' and ${bookings.replyCode} is not null`;

/**
 * Writing bookings: a new request, a status written, a timeline line, a review. Each write
 * runs in the transaction it is handed (the bookings door's, rules §9.20).
 */
export function createBookingWritesRepository(
  db: Database,
  /** Draws a number below its argument: a reply code's digits (tests choose them). */
  draw: (below: number) => number = randomInt,
) {
  return {
    /**
     * A new request, unless the item already has a confirmed booking overlapping it (then
     * nothing is written and `undefined` returned).
     */
    async insertIfFree(booking: NewBooking, now: Date, tx: Tx): Promise<BookingRecord | undefined> {
      const [taken] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        // What the exclusion constraint forbids: a confirmed booking of the item overlapping.
        .where(overlapping(booking, 'confirmed'))
        .limit(1);
      if (taken) return undefined;
      // rules §10.10: a reply code unique among the provider's pending requests. The code is
      // drawn from those not yet held and the unique index has the last word: two requests
      // to one provider drawing the same code at the same moment is rare (a few pending
      // requests among 9,000 codes), so the loser draws again instead of every request to
      // the provider waiting its turn behind a lock.
      const held = await tx
        .select({ code: bookings.replyCode })
        .from(bookings)
        .where(and(eq(bookings.providerId, booking.providerId), eq(bookings.status, 'pending')));
      const codesHeld = new Set(held.map((row) => row.code ?? ''));
      for (;;) {
        const replyCode = newReplyCode(codesHeld, draw);
        const [created] = await tx
          .insert(bookings)
          .values({ ...booking, replyCode, createdAt: now, updatedAt: now })
          .onConflictDoNothing({
            target: [bookings.providerId, bookings.replyCode],
            where: heldCode,
          })
          .returning();
        if (created) return created;
        codesHeld.add(replyCode);
      }
    },

    /**
     * Confirmations of one car or driver take turns until `tx` ends, with the blocks of its
     * calendar (rules §4.15): the exclusion constraint still refuses an overlap (SQLSTATE
     * 23P01), this keeps two from racing to it.
     */
    async lockItem(itemType: BookingItemType, itemId: number, tx: Tx): Promise<void> {
      await lockItemCalendar(tx, { type: itemType, id: itemId });
    },

    /**
     * Writes `to` on those of `ids` still in `from` (another move may have come first: those
     * are left out of the answer). A completion records when, for revenue (rules §8.12).
     */
    async setStatus(
      ids: number[],
      change: {
        from: BookingStatus;
        to: BookingStatus;
        reason: CancelReason | null;
        at: Date;
        /** Dated at each booking's start rather than `at` (an expiry, rules §4.6). */
        atStart?: boolean;
      },
      tx: Tx,
    ): Promise<BookingRecord[]> {
      if (ids.length === 0) return [];
      return tx
        .update(bookings)
        .set({
          status: change.to,
          cancelReason: change.reason,
          updatedAt: change.atStart ? sql`${bookings.startTime}` : change.at,
          ...(change.to === 'completed' && { completedAt: change.at }),
        })
        .where(and(inArray(bookings.id, ids), eq(bookings.status, change.from)))
        .returning();
    },

    async addTimeline(lines: TimelineLine[], tx: Tx): Promise<void> {
      if (lines.length > 0) await tx.insert(bookingEvents).values(lines);
    },

    /** Pending requests of the same item overlapping `booking`: a confirmation declines them. */
    async overlappingPending(booking: BookingRecord, tx: Tx): Promise<number[]> {
      const rows = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(overlapping(booking, 'pending'), ne(bookings.id, booking.id)))
        .orderBy(bookings.id)
        .for('update');
      return rows.map((row) => row.id);
    },

    /** The pending requests where `userId` is the client or the provider (rules §8.6). */
    async pendingOfParty(userId: number, tx: Tx): Promise<number[]> {
      const rows = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.status, 'pending'),
            or(eq(bookings.clientId, userId), eq(bookings.providerId, userId)),
          ),
        )
        .orderBy(bookings.id)
        .for('update');
      return rows.map((row) => row.id);
    },

    /** What was booked of a deleted driver now reads "Deleted user" to the other party. */
    async retitleDriverBookings(driverId: number, title: string, tx: Tx): Promise<void> {
      await tx
        .update(bookings)
        .set({ itemTitle: title })
        .where(and(eq(bookings.itemType, 'driver'), eq(bookings.itemId, driverId)));
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
