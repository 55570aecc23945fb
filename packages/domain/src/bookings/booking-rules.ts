import type { DomainErrorCode } from '../shared/domain-error.js';
import type { BookingActor, BookingStatus } from './booking-status.js';

/**
 * What may be booked, as a listing's page and the server see it:
 * - a car `{ type: 'car', is_active }`: an active car;
 * - a driver `{ type: 'driver', is_active, is_available }`: an active driver who is taking
 *   bookings now (a driver can go offline without hiding their profile).
 * A listing the public cannot see at all (an unverified driver) is not found before this asks.
 */
export type BookableItem =
  | { type: 'car'; is_active: boolean }
  | { type: 'driver'; is_active: boolean; is_available: boolean };

export function isBookable(item: BookableItem): boolean {
  return item.type === 'car' ? item.is_active : item.is_active && item.is_available;
}

/** A booking as the review rule sees it: how the viewer stands to it, its status, whether it has a review. */
export type ReviewableBooking = {
  viewer: BookingActor;
  status: BookingStatus;
  reviewed: boolean;
};

/**
 * Why a review of this booking is refused, or undefined when it may be written: only the
 * booking's client reviews, once, after it is completed.
 */
export function reviewRefusal(booking: ReviewableBooking): DomainErrorCode | undefined {
  if (booking.viewer !== 'client') return 'review.notClient';
  if (booking.status !== 'completed') return 'review.notCompleted';
  if (booking.reviewed) return 'review.exists';
  return undefined;
}

/** Whether the viewer may leave a review on this booking now (the form is shown). */
export const canReview = (booking: ReviewableBooking): boolean =>
  reviewRefusal(booking) === undefined;

/**
 * Whether a booking shows its provider's phone (and a car's plate) to the viewer. The
 * provider and admins always see them; the client only once the provider has agreed
 * (confirmed, then completed), so a request that is only pending reveals nothing.
 */
export function showsProviderPhone(viewer: BookingActor, status: BookingStatus): boolean {
  return viewer !== 'client' || status === 'confirmed' || status === 'completed';
}
