import type { Rwf } from '../shared/money.js';

/** rules §4.2: a booking lasts whole hours, 1 to 8. */
export const minBookingHours = 1;
export const maxBookingHours = 8;
export const bookingHourChoices = Array.from(
  { length: maxBookingHours - minBookingHours + 1 },
  (_, index) => minBookingHours + index,
);

const hourMs = 60 * 60 * 1000;

/** rules §4.2: a duration counts in hours rounded up. */
export function billableHours(start: Date, end: Date): number {
  return Math.ceil((end.getTime() - start.getTime()) / hourMs);
}

export type BookingQuote = { start: Date; end: Date; hours: number; total: Rwf };

/**
 * End and total of a booking (rules §4.2: end = start + hours, total = hourly price ×
 * hours). The form previews it; the server computes it again and ignores the client's.
 */
export function quoteBooking(input: {
  pricePerHour: Rwf;
  start: Date;
  hours: number;
}): BookingQuote {
  const hours = Math.ceil(input.hours);
  return {
    start: input.start,
    end: new Date(input.start.getTime() + hours * hourMs),
    hours,
    total: hours * input.pricePerHour,
  };
}
