import { describe, expect, it } from 'vitest';
import {
  canReview,
  isBookable,
  reviewRefusal,
  showsProviderPhone,
  type BookableItem,
  type ReviewableBooking,
} from './booking-rules.js';
import type { BookingActor, BookingStatus } from './booking-status.js';

describe('isBookable', () => {
  const cases: [BookableItem, boolean][] = [
    [{ type: 'car', is_active: true }, true],
    [{ type: 'car', is_active: false }, false],
    [{ type: 'driver', is_active: true, is_available: true }, true],
    [{ type: 'driver', is_active: true, is_available: false }, false],
    [{ type: 'driver', is_active: false, is_available: true }, false],
    [{ type: 'driver', is_active: false, is_available: false }, false],
  ];
  it.each(cases)('%o is bookable: %s', (item, expected) => {
    expect(isBookable(item)).toBe(expected);
  });
});

describe('reviewRefusal and canReview', () => {
  const cases: [ReviewableBooking, string | undefined][] = [
    [{ viewer: 'client', status: 'completed', reviewed: false }, undefined],
    [{ viewer: 'client', status: 'completed', reviewed: true }, 'review.exists'],
    [{ viewer: 'client', status: 'confirmed', reviewed: false }, 'review.notCompleted'],
    [{ viewer: 'client', status: 'pending', reviewed: false }, 'review.notCompleted'],
    [{ viewer: 'client', status: 'cancelled', reviewed: false }, 'review.notCompleted'],
    [{ viewer: 'provider', status: 'completed', reviewed: false }, 'review.notClient'],
    [{ viewer: 'admin', status: 'completed', reviewed: false }, 'review.notClient'],
  ];
  it.each(cases)('%o is refused with %s', (booking, refusal) => {
    expect(reviewRefusal(booking)).toBe(refusal);
    expect(canReview(booking)).toBe(refusal === undefined);
  });
});

describe('showsProviderPhone', () => {
  const cases: [BookingActor, BookingStatus, boolean][] = [
    ['client', 'pending', false],
    ['client', 'cancelled', false],
    ['client', 'confirmed', true],
    ['client', 'completed', true],
    ['provider', 'pending', true],
    ['provider', 'cancelled', true],
    ['admin', 'pending', true],
    ['admin', 'cancelled', true],
  ];
  it.each(cases)('the %s of a %s booking sees it: %s', (viewer, status, expected) => {
    expect(showsProviderPhone(viewer, status)).toBe(expected);
  });
});
