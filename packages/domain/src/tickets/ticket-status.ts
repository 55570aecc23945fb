import { allowsMove, movesFrom, type MoveTable } from '../shared/moves.js';

/**
 * A ticket request's life (rules §6.5): `pending` until an admin answers it, then
 * `confirmed` or `cancelled`, both final. Only admins move tickets, and the server itself
 * when the traveller's account is deleted (a request still waiting is withdrawn).
 */
export const ticketStatuses = ['pending', 'confirmed', 'cancelled'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

export const ticketTypes = ['flight', 'bus'] as const;
export type TicketType = (typeof ticketTypes)[number];

export const tripTypes = ['one_way', 'round_trip'] as const;
export type TripType = (typeof tripTypes)[number];

export const ticketClasses = ['economy', 'business', 'first'] as const;
export type TicketClass = (typeof ticketClasses)[number];

export type TicketMover = 'admin' | 'system';

/** rules §6.5's table: an admin answers a pending request; anything else is refused with 409. */
export const ticketMoves = {
  admin: { pending: ['confirmed', 'cancelled'] },
  system: { pending: ['cancelled'] },
} as const satisfies MoveTable<TicketMover, TicketStatus>;

export function canMoveTicket(
  from: TicketStatus,
  to: TicketStatus,
  by: TicketMover = 'admin',
): boolean {
  return allowsMove(ticketMoves, by, from, to);
}

/** The event a ticket request's move raises (rules §9.20). */
export const ticketEventType = (to: TicketStatus) =>
  to === 'pending' ? ('ticket.requested' as const) : (`ticket.${to}` as const);

/**
 * Why a move is refused, or nothing when it may go ahead. A request whose departure date
 * has passed (in Kigali) can still be cancelled, never confirmed: the trip it asks for is gone.
 */
export function ticketMoveRefusal(
  ticket: { status: TicketStatus; departure_date: string },
  to: TicketStatus,
  kigaliToday: string,
): 'ticket.moveRefused' | 'ticket.departed' | undefined {
  if (!canMoveTicket(ticket.status, to)) return 'ticket.moveRefused';
  if (to === 'confirmed' && ticket.departure_date < kigaliToday) return 'ticket.departed';
  return undefined;
}

/** The answers an admin can give a request, in the order a screen shows them. */
export function ticketMovesFrom(status: TicketStatus): TicketStatus[] {
  return movesFrom(ticketMoves, 'admin', status, ticketStatuses);
}

/** The short reference screens show: `T` and the id in seven digits (`B…` is a booking). */
export function ticketReference(id: number): string {
  return `T${String(id).padStart(7, '0')}`;
}
