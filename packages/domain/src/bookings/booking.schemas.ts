import { z } from 'zod';
import { kigaliDateTime, kigaliToday } from '../shared/kigali-time.js';
import { messages, type MessageKey } from '../shared/messages.js';
import { readListQuery, type QueryParams } from '../shared/list-query.js';
import { searchPageQuery } from '../shared/pagination.js';
import { wireChoice, wireNumber } from '../shared/wire.js';
import { optionalPhoneNumber } from '../users/user.schemas.js';
import { billableHours, maxBookingHours, minBookingHours } from './booking-price.js';
import { bookingItemTypes, bookingStatuses } from './booking-status.js';

type PeriodProblem = { field: 'start_time' | 'end_time'; message: MessageKey };

/** rules §4.2: end after start, and 1 to 8 whole hours once rounded up. */
export function bookingPeriodProblem(start: Date, end: Date): PeriodProblem | null {
  if (end.getTime() <= start.getTime())
    return { field: 'end_time', message: 'bookingEndBeforeStart' };
  const hours = billableHours(start, end);
  if (hours < minBookingHours || hours > maxBookingHours)
    return { field: 'end_time', message: 'bookingHoursRange' };
  return null;
}

/** rules §4.2: the start must be in the future. Time is an argument, never read here. */
export const startsInFuture = (start: Date, now: Date) => start.getTime() > now.getTime();

/** The latest start a request may name: one year after `now` (rules §4.2). */
export function latestBookingStart(now: Date): Date {
  const latest = new Date(now.getTime());
  latest.setUTCFullYear(latest.getUTCFullYear() + 1);
  return latest;
}

/** rules §4.2: a start more than a year ahead is refused (nobody books for the year 9999). */
export const startsTooFarAhead = (start: Date, now: Date) =>
  start.getTime() > latestBookingStart(now).getTime();

const instant = z.iso
  .datetime({ offset: true, error: messages.bookingTimesRequired })
  .transform((text) => new Date(text));

const notes = z
  .string()
  .trim()
  .max(500, messages.bookingNotesTooLong)
  .optional()
  .transform((text) => text || undefined);

/**
 * `POST /api/bookings` (rules §4.2). Any `total_price` or `status` sent is dropped: the
 * server prices the booking and every request starts pending. `phone_number` is a client's
 * own phone given with a first request, kept on their account when it has none (rules §4.3).
 */
export const createBookingInput = z
  .object({
    item_type: z.enum(bookingItemTypes, { error: messages.bookingItemInvalid }),
    item_id: wireNumber(
      z
        .number({ error: messages.bookingItemInvalid })
        .int(messages.bookingItemInvalid)
        .positive(messages.bookingItemInvalid)
        .max(2_147_483_647, messages.bookingItemInvalid),
    ),
    start_time: instant,
    end_time: instant,
    notes,
    phone_number: optionalPhoneNumber,
  })
  .superRefine((input, context) => {
    // zod runs this even when a time failed to parse; there is nothing to compare then.
    if (!(input.start_time instanceof Date) || !(input.end_time instanceof Date)) return;
    const problem = bookingPeriodProblem(input.start_time, input.end_time);
    if (problem)
      context.addIssue({
        code: 'custom',
        path: [problem.field],
        message: messages[problem.message],
      });
  });
export type CreateBookingInput = z.infer<typeof createBookingInput>;

/**
 * The booking form of rules §4.3: a date (today or later, in Kigali, at most a year
 * ahead), a start time and 1 to 8 hours. Built for a moment, because "today" and "in the future" depend on it.
 */
export function bookingForm(now: Date) {
  return z
    .object({
      date: z
        .string()
        .min(1, messages.bookingDateRequired)
        .refine((date) => date >= kigaliToday(now), messages.bookingDatePast),
      start_time: z.string().regex(/^\d{2}:\d{2}$/, messages.bookingTimeRequired),
      hours: z.coerce
        .number({ error: messages.bookingHoursRange })
        .int(messages.bookingHoursRange)
        .min(minBookingHours, messages.bookingHoursRange)
        .max(maxBookingHours, messages.bookingHoursRange),
      notes: z.string().trim().max(500, messages.bookingNotesTooLong),
      /** Asked only of a client with no phone yet; empty means none (rules §4.3). */
      phone_number: optionalPhoneNumber,
    })
    .superRefine((form, context) => {
      if (typeof form.date !== 'string' || typeof form.start_time !== 'string') return;
      const start = kigaliDateTime(form.date, form.start_time);
      if (start && !startsInFuture(start, now))
        context.addIssue({
          code: 'custom',
          path: ['start_time'],
          message: messages.bookingStartPast,
        });
      else if (start && startsTooFarAhead(start, now))
        context.addIssue({
          code: 'custom',
          path: ['date'],
          message: messages.bookingStartTooFar,
        });
    });
}
export type BookingFormValues = z.input<ReturnType<typeof bookingForm>>;

/**
 * rules §4.4: why a provider declines a request, optional and at most 500 characters; the
 * client reads it on the booking's timeline and in the decline's notification. Blank is none.
 */
export const declineNote = z
  .string()
  .trim()
  .max(500, messages.bookingDeclineNoteTooLong)
  .transform((text) => text || undefined);

/** The decline dialog's form (rules §4.4): the optional reason, checked as the server does. */
export const declineForm = z.object({ note: declineNote });
export type DeclineFormValues = z.input<typeof declineForm>;

/**
 * The status endpoints' body (rules §4.4). `note` goes only with a provider's decline: the
 * service refuses it on any other move (422), so nobody thinks words were passed on that
 * were not.
 */
export const updateBookingStatusInput = z.object({
  status: z.enum(bookingStatuses, { error: messages.bookingStatusInvalid }),
  note: declineNote.nullish().transform((note) => note ?? undefined),
});
export type UpdateBookingStatusInput = z.infer<typeof updateBookingStatusInput>;

/** `POST /api/bookings/{id}/reviews` (rules §4.10): 1 to 5 stars and an optional comment. */
export const reviewInput = z.object({
  rating: wireNumber(
    z
      .number({ error: messages.reviewRatingInvalid })
      .int(messages.reviewRatingInvalid)
      .min(1, messages.reviewRatingInvalid)
      .max(5, messages.reviewRatingInvalid),
  ),
  comment: z.string().trim().max(1000, messages.reviewCommentTooLong).default(''),
});
export type ReviewInput = z.infer<typeof reviewInput>;

/** `GET /api/my-bookings`: the client's history (rules §4.11: search, status, type). */
export const myBookingsQuery = searchPageQuery.extend({
  status: wireChoice(bookingStatuses),
  item_type: wireChoice(bookingItemTypes),
});
export type MyBookingsQuery = z.infer<typeof myBookingsQuery>;

/** The client's booking history filters as the page's URL holds them (lenient). */
export const parseMyBookingsQuery = (params: QueryParams): MyBookingsQuery =>
  readListQuery(myBookingsQuery, params);

/** `GET /api/bookings`: requests on the caller's cars or driver profile. */
export const providerBookingsQuery = searchPageQuery.extend({
  status: wireChoice(bookingStatuses),
});
export type ProviderBookingsQuery = z.infer<typeof providerBookingsQuery>;

/** A provider's booking list filters as the page's URL holds them (lenient). */
export const parseProviderBookingsQuery = (params: QueryParams): ProviderBookingsQuery =>
  readListQuery(providerBookingsQuery, params);
