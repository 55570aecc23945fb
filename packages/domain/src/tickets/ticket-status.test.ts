import { describe, expect, it } from 'vitest';
import {
  canMoveTicket,
  ticketEventType,
  ticketMoveRefusal,
  ticketMovesFrom,
  ticketReference,
  ticketStatuses,
} from './ticket-status.js';

describe('the ticket state machine (rules §6.5)', () => {
  it('lets a pending request be confirmed or cancelled, and nothing else ever', () => {
    const allowed = ticketStatuses.flatMap((from) =>
      ticketStatuses.filter((to) => canMoveTicket(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['pending→confirmed', 'pending→cancelled']);
  });

  it('offers the answers of a pending request only', () => {
    expect(ticketMovesFrom('pending')).toEqual(['confirmed', 'cancelled']);
    expect(ticketMovesFrom('confirmed')).toEqual([]);
    expect(ticketMovesFrom('cancelled')).toEqual([]);
  });

  it('refuses to confirm a request whose departure date has passed, never to cancel it', () => {
    const yesterday = { status: 'pending' as const, departure_date: '2030-01-05' };
    expect(ticketMoveRefusal(yesterday, 'confirmed', '2030-01-06')).toBe('ticket.departed');
    expect(ticketMoveRefusal(yesterday, 'cancelled', '2030-01-06')).toBeUndefined();
    const today = { status: 'pending' as const, departure_date: '2030-01-06' };
    expect(ticketMoveRefusal(today, 'confirmed', '2030-01-06')).toBeUndefined();
    const decided = { status: 'confirmed' as const, departure_date: '2030-02-01' };
    expect(ticketMoveRefusal(decided, 'cancelled', '2030-01-06')).toBe('ticket.moveRefused');
  });

  it('names a request T and seven digits', () => {
    expect(ticketReference(42)).toBe('T0000042');
  });
});

describe('the server’s own ticket moves (rules §6.5, §8.6)', () => {
  it('withdraws a deleted traveller’s pending request, and nothing else', () => {
    const allowed = ticketStatuses.flatMap((from) =>
      ticketStatuses.filter((to) => canMoveTicket(from, to, 'system')).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['pending→cancelled']);
    expect(ticketEventType('confirmed')).toBe('ticket.confirmed');
    expect(ticketEventType('pending')).toBe('ticket.requested');
  });
});
