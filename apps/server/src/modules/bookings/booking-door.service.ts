import {
  bookingEventType,
  isBookingTransition,
  type BookingMover,
  type BookingStatus,
  type CancelReason,
} from '@kodesha/domain';
import type { BookingRecord } from '../../db/schema/bookings.js';
import type { Tx } from '../../db/transactions.js';
import { statusMove } from '../audit/audit-log.service.js';
import { auditedWhen, type Door } from '../outbox/door.service.js';
import type { EventFacts } from '../outbox/event-facts.js';
import type { DomainEvent } from '../outbox/outbox.service.js';
import type { BookingsRepository } from './bookings.repository.js';
import type { NewBooking } from './booking-writes.repository.js';

/** A move of one or more bookings, all from the same status, by one mover for one reason. */
export type BookingMove = {
  ids: number[];
  from: BookingStatus;
  to: BookingStatus;
  by: BookingMover;
  /** The person who moved them; null for the server's own moves. */
  actorId: number | null;
  reason: CancelReason | null;
  at: Date;
  /**
   * The move happened at each booking's start, not `at`: a request expires at its start
   * (rules §4.6), and its row and timeline say so whenever the job that writes it runs.
   */
  atStart?: boolean;
  /** rules §10.10: the move came by an SMS reply; its timeline line and audit line say so. */
  via?: 'sms';
  /** rules §4.4: a provider's reason for declining, kept on its timeline line and event. */
  note?: string;
};

const eventOf = (
  booking: BookingRecord,
  move: Pick<BookingMove, 'by' | 'actorId' | 'to' | 'reason' | 'note'>,
  from: BookingStatus | null,
): DomainEvent => ({
  type: bookingEventType({ to: move.to, reason: move.reason }),
  subject: { type: 'booking', id: booking.id },
  actor: move.by,
  actorId: move.actorId,
  from,
  to: move.to,
  reason: move.reason,
  data: {
    client_id: booking.clientId,
    provider_id: booking.providerId,
    item_type: booking.itemType,
    item_id: booking.itemId,
    item_title: booking.itemTitle,
    start_time: booking.startTime.toISOString(),
    end_time: booking.endTime.toISOString(),
    total_price: booking.totalPrice,
    reply_code: booking.replyCode,
    // rules §4.4: the client's notification of a decline carries the provider's reason.
    ...(move.note && { note: move.note }),
  } satisfies EventFacts['booking'],
});

/**
 * The one door through which a booking is made or changes status (rules §9.20): it checks
 * the domain's table, writes the row, its timeline line, the audit row when an admin
 * moves it and the event the move raises — all in the caller's transaction, so they
 * commit together or not at all. Nothing else writes a booking's status.
 */
export function createBookingDoor(deps: { bookings: BookingsRepository; door: Door }) {
  const { bookings, door } = deps;
  const timelineOf = (
    tx: Tx,
    moved: BookingRecord[],
    move: Pick<BookingMove, 'by' | 'actorId' | 'to' | 'reason' | 'at' | 'atStart' | 'via' | 'note'>,
    from: BookingStatus | null,
  ) =>
    bookings.addTimeline(
      moved.map((booking) => ({
        bookingId: booking.id,
        fromStatus: from,
        toStatus: move.to,
        by: move.by,
        actorId: move.actorId,
        reason: move.reason,
        via: move.via ?? null,
        note: move.note ?? null,
        createdAt: move.atStart ? booking.startTime : move.at,
      })),
      tx,
    );

  return {
    /**
     * A new request (rules §4.2), unless the item is taken then: `undefined`, nothing
     * written. An Instant Book request (rules §4.16) raises `booking.instant` in place of
     * `booking.requested`: its provider is told of a booking, not asked to answer one.
     */
    async request(
      tx: Tx,
      booking: NewBooking,
      now: Date,
      options: { instant?: boolean } = {},
    ): Promise<BookingRecord | undefined> {
      const move = {
        by: 'client',
        actorId: booking.clientId,
        to: 'pending',
        reason: null,
        at: now,
      } as const;
      const [created] = await door(tx, {
        allowed: true,
        refusal: 'booking.slotTaken',
        write: async () => {
          const row = await bookings.insertIfFree(booking, now, tx);
          return row ? [row] : [];
        },
        alongside: (moved) => timelineOf(tx, moved, move, null),
        event: (row) => {
          const event = eventOf(row, move, null);
          return options.instant ? { ...event, type: 'booking.instant' } : event;
        },
      });
      return created;
    },

    /**
     * Moves those of `move.ids` still in `move.from`, and answers them: a booking another
     * move reached first is left as it is and out of the answer. A move the table does not
     * allow (rules §4.4) is refused with 409 before anything is written.
     */
    async move(tx: Tx, move: BookingMove): Promise<BookingRecord[]> {
      return door(tx, {
        // rules §4.4: only a decline carries a reason.
        allowed: isBookingTransition(move) && (!move.note || move.reason === 'declined'),
        refusal: 'booking.moveRefused',
        write: () => bookings.setStatus(move.ids, move, tx),
        alongside: (moved) => timelineOf(tx, moved, move, move.from),
        // rules §8.13: an admin's answer to a request is an admin write like any other; an
        // answer by SMS is audited too, so the admin's audit says it came by SMS (rules §10.10).
        audit:
          move.via === 'sms' && move.actorId !== null
            ? {
                actorId: move.actorId,
                action: 'booking.status_changed',
                idOf: (booking: BookingRecord) => booking.id,
                summary: `${statusMove(move.from, move.to)} by SMS`,
              }
            : auditedWhen(move.by, move.actorId, {
                action: 'booking.status_changed',
                idOf: (booking: BookingRecord) => booking.id,
                summary: statusMove(move.from, move.to),
              }),
        event: (booking) => eventOf(booking, move, move.from),
      });
    },
  };
}

export type BookingDoor = ReturnType<typeof createBookingDoor>;
