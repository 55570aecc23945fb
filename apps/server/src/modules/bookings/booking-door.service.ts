import {
  bookingEventType,
  DomainError,
  isBookingTransition,
  type BookingMover,
  type BookingStatus,
  type CancelReason,
} from '@kodesha/domain';
import type { BookingRecord } from '../../db/schema/bookings.js';
import type { Tx } from '../../db/transactions.js';
import { statusMove, type AuditLogService } from '../audit/audit-log.service.js';
import type { DomainEvent, OutboxService } from '../outbox/outbox.service.js';
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
};

const eventOf = (
  booking: BookingRecord,
  move: Pick<BookingMove, 'by' | 'actorId' | 'to' | 'reason'>,
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
    start_time: booking.startTime.toISOString(),
  },
});

/**
 * The one door through which a booking is made or changes status (rules §9.20): it checks
 * the domain's table, writes the row, its timeline line, the audit row when an admin
 * moves it and the event the move raises — all in the caller's transaction, so they
 * commit together or not at all. Nothing else writes a booking's status.
 */
export function createBookingDoor(deps: {
  bookings: BookingsRepository;
  audit: AuditLogService;
  outbox: OutboxService;
}) {
  const { bookings, audit, outbox } = deps;
  return {
    /** A new request (rules §4.2), unless the item is taken then: `undefined`, nothing written. */
    async request(tx: Tx, booking: NewBooking, now: Date): Promise<BookingRecord | undefined> {
      const created = await bookings.insertIfFree(booking, now, tx);
      if (!created) return undefined;
      const move = {
        by: 'client',
        actorId: booking.clientId,
        to: 'pending',
        reason: null,
      } as const;
      await bookings.addTimeline(
        [
          {
            bookingId: created.id,
            fromStatus: null,
            toStatus: 'pending',
            by: 'client',
            actorId: booking.clientId,
            reason: null,
            createdAt: now,
          },
        ],
        tx,
      );
      await outbox.record(tx, eventOf(created, move, null));
      return created;
    },

    /**
     * Moves those of `move.ids` still in `move.from`, and answers them: a booking another
     * move reached first is left as it is and out of the answer. A move the table does not
     * allow (rules §4.4) is refused with 409 before anything is written.
     */
    async move(tx: Tx, move: BookingMove): Promise<BookingRecord[]> {
      if (!isBookingTransition(move)) throw new DomainError('booking.moveRefused');
      const moved = await bookings.setStatus(move.ids, move, tx);
      if (moved.length === 0) return moved;
      await bookings.addTimeline(
        moved.map((booking) => ({
          bookingId: booking.id,
          fromStatus: move.from,
          toStatus: move.to,
          by: move.by,
          actorId: move.actorId,
          reason: move.reason,
          createdAt: move.atStart ? booking.startTime : move.at,
        })),
        tx,
      );
      // rules §8.13: an admin's answer to a request is an admin write like any other.
      if (move.by === 'admin' && move.actorId !== null)
        for (const booking of moved)
          await audit.record(
            { id: move.actorId },
            'booking.status_changed',
            booking.id,
            statusMove(move.from, move.to),
            tx,
          );
      await outbox.record(
        tx,
        moved.map((booking) => eventOf(booking, move, move.from)),
      );
      return moved;
    },
  };
}

export type BookingDoor = ReturnType<typeof createBookingDoor>;
