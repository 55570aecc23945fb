import type { z } from 'zod';
import { dataOf, pageOf } from '../contract/answers.js';
import { bookingDetailView, bookingSummary, bookingView } from './booking.view.js';

/**
 * What the booking calls answer (record 29): the server serializes with these, the web
 * parses with the same.
 */

/** `POST /api/bookings`, a status move, a review: the booking as the caller now sees it. */
export const bookingAnswer = dataOf(bookingView);

/** `GET /api/bookings/{id}` and `GET /api/admin/bookings/{id}`: the booking and its timeline. */
export const bookingDetailAnswer = dataOf(bookingDetailView);

/**
 * `GET /api/my-bookings`, `GET /api/bookings`, `GET /api/admin/bookings`: a page and the
 * summary cards over all of the caller's bookings (not just the page).
 */
export const bookingListAnswer = pageOf(bookingView).extend({ summary: bookingSummary });
export type BookingListAnswer = z.infer<typeof bookingListAnswer>;
