import { describe, expect, it } from 'vitest';
import { messages } from '../shared/messages.js';
import { declineNote, updateBookingStatusInput } from './booking.schemas.js';
import { takesDeclineNote, type BookingActor, type BookingStatus } from './booking-status.js';

const issues = (input: unknown) => {
  const parsed = updateBookingStatusInput.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path, issue.message]);
};

describe('a decline’s reason (rules §4.4)', () => {
  it.each([
    ['Sorry, the car is at the garage that day.', 'Sorry, the car is at the garage that day.'],
    ['  trimmed  ', 'trimmed'],
    ['', undefined],
    ['   \n ', undefined],
    ['é'.repeat(500), 'é'.repeat(500)],
  ])('%j reads as %j', (typed, kept) => {
    expect(declineNote.parse(typed)).toBe(kept);
  });

  it('refuses 501 characters with the spec’s words, under note', () => {
    expect(issues({ status: 'cancelled', note: 'a'.repeat(501) })).toEqual([
      [['note'], messages.bookingDeclineNoteTooLong],
    ]);
    expect(messages.bookingDeclineNoteTooLong).toBe('Your reason must be at most 500 characters');
  });

  it('counts the characters once the ends are trimmed', () => {
    expect(issues({ status: 'cancelled', note: ` ${'a'.repeat(500)} ` })).toEqual([]);
  });

  it('is optional: none, null and blank all read as no reason', () => {
    for (const note of [undefined, null, '  '])
      expect(updateBookingStatusInput.parse({ status: 'cancelled', note })).toEqual({
        status: 'cancelled',
        note: undefined,
      });
  });

  it('refuses a reason that is not text', () => {
    expect(issues({ status: 'cancelled', note: 42 })).toHaveLength(1);
  });
});

describe('takesDeclineNote: only a provider’s decline carries a reason', () => {
  it.each<[BookingActor, BookingStatus, boolean]>([
    ['provider', 'cancelled', true],
    ['provider', 'confirmed', false],
    ['provider', 'completed', false],
    ['client', 'cancelled', false],
    ['admin', 'cancelled', false],
    ['admin', 'confirmed', false],
  ])('%s moving to %s: %s', (actor, to, expected) => {
    expect(takesDeclineNote(actor, to)).toBe(expected);
  });
});
