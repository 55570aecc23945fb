import { describe, expect, it } from 'vitest';
import {
  awaitsStartToComplete,
  bookingMoveRefusal,
  bookingMovesFor,
  bookingReference,
  bookingStatuses,
  canMoveBooking,
  cancelReasonFor,
  hasExpired,
  bookingEventType,
  bookingStatusAt,
  isBookingTransition,
  type BookingActor,
  type BookingStatus,
} from './booking-status.js';

const now = new Date('2026-11-23T10:00:00Z');
const future = '2026-11-24T08:00:00Z';
const past = '2026-11-23T09:00:00Z';

/** rules §4.4's table, written out: every pair not listed here must be refused. */
const allowed: Record<BookingActor, string[]> = {
  provider: ['pending>confirmed', 'pending>cancelled', 'confirmed>completed'],
  client: ['pending>cancelled', 'confirmed>cancelled'],
  admin: ['pending>confirmed', 'pending>cancelled'],
};

const everyMove = bookingStatuses.flatMap((from) =>
  bookingStatuses.map((to) => [from, to] as [BookingStatus, BookingStatus]),
);

describe('canMoveBooking before the start', () => {
  // Completing waits for the start (below); every other move of the table is open before it.
  for (const actor of ['provider', 'client', 'admin'] as const)
    it.each(everyMove)(`${actor}: %s → %s follows rules §4.4`, (from, to) => {
      const expected = allowed[actor].includes(`${from}>${to}`) && to !== 'completed';
      expect(canMoveBooking(actor, { status: from, start_time: future }, to, now)).toBe(expected);
    });
});

describe('completing waits for the start', () => {
  const confirmed = (start: string) => ({ status: 'confirmed' as const, start_time: start });
  it('the provider cannot complete a confirmed booking before it starts, and is told why', () => {
    expect(bookingMoveRefusal('provider', confirmed(future), 'completed', now)).toBe(
      'booking.notStarted',
    );
    expect(awaitsStartToComplete('provider', confirmed(future), now)).toBe(true);
  });
  it('from its start instant on, they can', () => {
    expect(canMoveBooking('provider', confirmed(now.toISOString()), 'completed', now)).toBe(true);
    expect(awaitsStartToComplete('provider', confirmed(past), now)).toBe(false);
  });
  it('a move the table refuses says so, before any question of time', () => {
    expect(bookingMoveRefusal('client', confirmed(future), 'completed', now)).toBe(
      'booking.moveRefused',
    );
    expect(awaitsStartToComplete('client', confirmed(future), now)).toBe(false);
    expect(awaitsStartToComplete('provider', { status: 'pending', start_time: future }, now)).toBe(
      false,
    );
  });
});

describe('canMoveBooking once the start has passed', () => {
  it('nobody confirms or declines a pending request whose start passed (it expired)', () => {
    for (const actor of ['provider', 'client', 'admin'] as const)
      for (const to of ['confirmed', 'cancelled'] as const)
        expect(canMoveBooking(actor, { status: 'pending', start_time: past }, to, now)).toBe(false);
  });
  it('a client cannot cancel a confirmed booking that has started', () => {
    expect(
      canMoveBooking('client', { status: 'confirmed', start_time: past }, 'cancelled', now),
    ).toBe(false);
  });
  it('the provider can complete a confirmed booking that has started', () => {
    expect(
      canMoveBooking('provider', { status: 'confirmed', start_time: past }, 'completed', now),
    ).toBe(true);
  });
  it('the start instant itself counts as started', () => {
    const atStart = { status: 'pending' as const, start_time: now.toISOString() };
    expect(canMoveBooking('provider', atStart, 'confirmed', now)).toBe(false);
    expect(hasExpired(atStart, now)).toBe(true);
  });
});

describe('bookingMovesFor', () => {
  it.each([
    ['provider', 'pending', future, ['confirmed', 'cancelled']],
    ['provider', 'confirmed', future, []],
    ['provider', 'confirmed', past, ['completed']],
    ['client', 'pending', future, ['cancelled']],
    ['client', 'confirmed', future, ['cancelled']],
    ['client', 'confirmed', past, []],
    ['admin', 'pending', future, ['confirmed', 'cancelled']],
    ['admin', 'confirmed', future, []],
    ['provider', 'completed', past, []],
    ['client', 'cancelled', future, []],
  ] as const)('%s on a %s booking starting %s may: %j', (actor, status, start, moves) => {
    expect(bookingMovesFor(actor, { status, start_time: start }, now)).toEqual(moves);
  });
});

describe('hasExpired', () => {
  it.each([
    ['pending', past, true],
    ['pending', future, false],
    ['confirmed', past, false],
    ['cancelled', past, false],
  ] as const)('%s starting %s → %s', (status, start, expected) => {
    expect(hasExpired({ status, start_time: start }, now)).toBe(expected);
  });
});

describe('cancelReasonFor', () => {
  it.each([
    ['provider', 'declined'],
    ['client', 'client_cancelled'],
    ['admin', 'admin_cancelled'],
  ] as const)('%s → %s', (actor, reason) => expect(cancelReasonFor(actor)).toBe(reason));
});

it('bookingReference is 8 characters', () => {
  expect(bookingReference(42)).toBe('B0000042');
  expect(bookingReference(42)).toHaveLength(8);
});

describe('the door’s check of a move and its reason (rules §4.4, §4.5)', () => {
  it('the server cancels a pending request, and only with a reason of its own', () => {
    for (const reason of ['expired', 'slot_taken', 'account_deleted'] as const)
      expect(isBookingTransition({ by: 'system', from: 'pending', to: 'cancelled', reason })).toBe(
        true,
      );
    expect(
      isBookingTransition({ by: 'system', from: 'pending', to: 'cancelled', reason: 'declined' }),
    ).toBe(false);
    expect(
      isBookingTransition({ by: 'system', from: 'confirmed', to: 'cancelled', reason: 'expired' }),
    ).toBe(false);
    expect(
      isBookingTransition({ by: 'system', from: 'confirmed', to: 'completed', reason: null }),
    ).toBe(false);
  });

  it('the server confirms a pending request (Instant Book, rules §4.16), without a reason', () => {
    expect(
      isBookingTransition({ by: 'system', from: 'pending', to: 'confirmed', reason: null }),
    ).toBe(true);
    expect(
      isBookingTransition({ by: 'system', from: 'pending', to: 'confirmed', reason: 'expired' }),
    ).toBe(false);
  });

  it('a person’s cancel records their own reason; no other move records one', () => {
    expect(
      isBookingTransition({ by: 'provider', from: 'pending', to: 'cancelled', reason: 'declined' }),
    ).toBe(true);
    expect(
      isBookingTransition({ by: 'client', from: 'pending', to: 'cancelled', reason: 'declined' }),
    ).toBe(false);
    expect(
      isBookingTransition({ by: 'admin', from: 'pending', to: 'cancelled', reason: 'expired' }),
    ).toBe(false);
    expect(
      isBookingTransition({ by: 'provider', from: 'pending', to: 'confirmed', reason: null }),
    ).toBe(true);
    expect(
      isBookingTransition({ by: 'provider', from: 'pending', to: 'confirmed', reason: 'declined' }),
    ).toBe(false);
  });
});

describe('a booking as it stands now (rules §4.6)', () => {
  it('a pending request whose start passed reads as cancelled, expired', () => {
    expect(
      bookingStatusAt({ status: 'pending', start_time: past, cancel_reason: null }, now),
    ).toEqual({ status: 'cancelled', cancel_reason: 'expired' });
    expect(
      bookingStatusAt({ status: 'pending', start_time: future, cancel_reason: null }, now),
    ).toEqual({ status: 'pending', cancel_reason: null });
    expect(
      bookingStatusAt({ status: 'confirmed', start_time: past, cancel_reason: null }, now),
    ).toEqual({ status: 'confirmed', cancel_reason: null });
  });
});

describe('the event a move raises', () => {
  it.each([
    ['pending', null, 'booking.requested'],
    ['confirmed', null, 'booking.confirmed'],
    ['completed', null, 'booking.completed'],
    ['cancelled', 'declined', 'booking.declined'],
    ['cancelled', 'slot_taken', 'booking.declined'],
    ['cancelled', 'expired', 'booking.expired'],
    ['cancelled', 'client_cancelled', 'booking.cancelled'],
    ['cancelled', 'admin_cancelled', 'booking.cancelled'],
    ['cancelled', 'account_deleted', 'booking.cancelled'],
  ] as const)('%s (%s) raises %s', (to, reason, type) => {
    expect(bookingEventType({ to, reason })).toBe(type);
  });
});
