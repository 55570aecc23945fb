import type { DomainErrorCode } from '../shared/domain-error.js';
import {
  allowsMove,
  systemMoveReasons,
  type MoveTable,
  type SystemMoveReason,
} from '../shared/moves.js';

/**
 * A booking's life (rules §4.4). New requests are `pending` until the car's
 * owner or the driver answers; `completed` and `cancelled` are final.
 */
export const bookingStatuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookingItemTypes = ['car', 'driver'] as const;
export type BookingItemType = (typeof bookingItemTypes)[number];

/**
 * Who is moving a booking: the client who asked, the provider (the car's owner or the
 * driver booked) or an admin. `system` moves are the server's own (expiry, slot taken).
 */
export type BookingActor = 'client' | 'provider' | 'admin';
export type BookingMover = BookingActor | 'system';

/**
 * rules §4.4's table: anything not listed is refused with 409. The server's own moves
 * (`system`) stand beside the people's: a request that expires, one whose slot another
 * booking took, one of an account being deleted, each cancelled with its reason.
 */
export const bookingMoves = {
  provider: { pending: ['confirmed', 'cancelled'], confirmed: ['completed'] },
  client: { pending: ['cancelled'], confirmed: ['cancelled'] },
  admin: { pending: ['confirmed', 'cancelled'] },
  // rules §4.16: an Instant Book request is confirmed by the server as it is made.
  system: { pending: ['cancelled', 'confirmed'] },
} as const satisfies MoveTable<BookingMover, BookingStatus>;

/** Why a booking ended cancelled, so each party reads the reason (the timeline shows it). */
export const cancelReasons = [
  'declined',
  'client_cancelled',
  'admin_cancelled',
  'expired',
  'slot_taken',
  'account_deleted',
] as const;
export type CancelReason = (typeof cancelReasons)[number];

export type BookingMoment = { status: BookingStatus; start_time: Date | string };

/**
 * Why `actor` may not move `booking` to `to` at `now`, or undefined when they may. A
 * client may cancel a confirmed booking only before it starts; nobody confirms a request
 * whose start has passed (it has expired, even if the sweep has not reached it yet); a
 * booking is completed only once it has started, so no history is made up in advance
 * (rules §4.4).
 */
export function bookingMoveRefusal(
  actor: BookingActor,
  booking: BookingMoment,
  to: BookingStatus,
  now: Date,
): Extract<DomainErrorCode, 'booking.moveRefused' | 'booking.notStarted'> | undefined {
  if (!allowsMove(bookingMoves, actor, booking.status, to)) return 'booking.moveRefused';
  const started = new Date(booking.start_time).getTime() <= now.getTime();
  if (booking.status === 'pending' && started) return 'booking.moveRefused';
  if (actor === 'client' && booking.status === 'confirmed' && started) return 'booking.moveRefused';
  if (to === 'completed' && !started) return 'booking.notStarted';
  return undefined;
}

/** Whether `actor` may move `booking` to `to` at `now` (rules §4.4, {@link bookingMoveRefusal}). */
export function canMoveBooking(
  actor: BookingActor,
  booking: BookingMoment,
  to: BookingStatus,
  now: Date,
): boolean {
  return bookingMoveRefusal(actor, booking, to, now) === undefined;
}

/**
 * A confirmed booking its provider will complete once it starts: the screen says so
 * where the Complete button will appear (rules §4.4).
 */
export function awaitsStartToComplete(
  actor: BookingActor,
  booking: BookingMoment,
  now: Date,
): boolean {
  return bookingMoveRefusal(actor, booking, 'completed', now) === 'booking.notStarted';
}

/** The moves to offer as buttons, in the order a screen shows them. */
export function bookingMovesFor(
  actor: BookingActor,
  booking: BookingMoment,
  now: Date,
): BookingStatus[] {
  return (['confirmed', 'completed', 'cancelled'] as const).filter((to) =>
    canMoveBooking(actor, booking, to, now),
  );
}

/** The reason a move to `cancelled` records, by who made it. */
export function cancelReasonFor(actor: BookingActor): CancelReason {
  if (actor === 'provider') return 'declined';
  if (actor === 'admin') return 'admin_cancelled';
  return 'client_cancelled';
}

/**
 * Whether a move may carry a reason for the other party (rules §4.4): only a provider's
 * decline of a request does; the client reads it. Any other move given one is refused.
 */
export function takesDeclineNote(actor: BookingActor, to: BookingStatus): boolean {
  return actor === 'provider' && to === 'cancelled';
}

/** One move as the door records it: who, from where to where, and why a cancel happened. */
export type BookingTransition = {
  by: BookingMover;
  from: BookingStatus;
  to: BookingStatus;
  reason: CancelReason | null;
};

/**
 * Whether the table allows `move` with the reason it carries (rules §4.4, §4.5): a cancel
 * records the reason of whoever made it — a person's by their part, the server's one of
 * its own (expired, slot taken, account deleted) — and no other move records one.
 */
export function isBookingTransition(move: BookingTransition): boolean {
  if (!allowsMove(bookingMoves, move.by, move.from, move.to)) return false;
  if (move.to !== 'cancelled') return move.reason === null;
  if (move.by === 'system')
    return (systemMoveReasons as readonly (string | null)[]).includes(move.reason);
  return move.reason === cancelReasonFor(move.by);
}

/** The server's reasons for cancelling a booking by itself. */
export type BookingSystemReason = SystemMoveReason & CancelReason;

/** A pending request whose start has passed can never be answered: it expires. */
export function hasExpired(booking: BookingMoment, now: Date): boolean {
  return booking.status === 'pending' && new Date(booking.start_time).getTime() <= now.getTime();
}

/**
 * A booking's status and cancel reason as they stand at `now` (rules §4.6): a pending
 * request whose start has passed reads as cancelled, `expired`, from that very moment,
 * whether or not the job that writes it has run yet.
 */
export function bookingStatusAt(
  booking: BookingMoment & { cancel_reason: CancelReason | null },
  now: Date,
): { status: BookingStatus; cancel_reason: CancelReason | null } {
  return hasExpired(booking, now)
    ? { status: 'cancelled', cancel_reason: 'expired' }
    : { status: booking.status, cancel_reason: booking.cancel_reason };
}

/**
 * The event a booking's move raises (rules §9.20), named as notifications name them: a
 * request, a confirmation, a decline (by the provider, or because another booking took the
 * time), an expiry, a cancel, a completion.
 */
export function bookingEventType(move: Pick<BookingTransition, 'to' | 'reason'>) {
  if (move.to === 'pending') return 'booking.requested' as const;
  if (move.to === 'confirmed') return 'booking.confirmed' as const;
  if (move.to === 'completed') return 'booking.completed' as const;
  if (move.reason === 'declined' || move.reason === 'slot_taken')
    return 'booking.declined' as const;
  if (move.reason === 'expired') return 'booking.expired' as const;
  return 'booking.cancelled' as const;
}

/** The short reference screens show (rules §4.1: `B` and the id in seven digits). */
export function bookingReference(id: number): string {
  return `B${String(id).padStart(7, '0')}`;
}
