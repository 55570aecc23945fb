import type { BookingItemType, BusyTime, WeeklyHours } from '@kodesha/domain';
import type { Database } from '../db/client.js';
import { bookings } from '../db/schema/bookings.js';
import { calendarBlocks } from '../db/schema/calendar-blocks.js';

// rules §4.14: the cases the time search's SQL is held to against the domain's `isFreeFor`,
// for cars and drivers alike (car-window.repository.test.ts, driver-window.repository.test.ts).

/** An instant written in Kigali's time: `2026-12-05T10:00` → 08:00 UTC. */
export const at = (local: string) => new Date(`${local}:00+02:00`);

export const weeklyCases: WeeklyHours[] = [
  { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], from_hour: 0, to_hour: 24 },
  { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from_hour: 9, to_hour: 17 },
  { days: ['sat', 'sun'], from_hour: 0, to_hour: 24 },
  { days: ['sat', 'sun'], from_hour: 6, to_hour: 24 },
  { days: ['sat'], from_hour: 8, to_hour: 18 },
  { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], from_hour: 0, to_hour: 23 },
];

/**
 * Each weekly case four times: with nothing booked, with a confirmed and with a pending
 * booking, and with a block over the same time.
 */
export const bookingCases = ['none', 'confirmed', 'pending', 'blocked'] as const;
export type BookingCase = (typeof bookingCases)[number];

/** Saturday 5 December 2026, 10:00 to 12:00 in Kigali. */
export const booked = { start: at('2026-12-05T10:00'), end: at('2026-12-05T12:00') };

export const windows: [string, string][] = [
  ['2026-12-05T08:00', '2026-12-05T10:00'], // ends as the booking starts
  ['2026-12-05T09:00', '2026-12-05T11:00'], // over the booking
  ['2026-12-05T11:30', '2026-12-05T12:15'], // over its end, not on whole hours
  ['2026-12-05T12:00', '2026-12-05T18:00'], // after it, up to 18:00
  ['2026-12-05T17:00', '2026-12-05T19:00'], // past 18:00
  ['2026-12-05T22:00', '2026-12-06T04:00'], // Saturday night into Sunday
  ['2026-12-06T22:00', '2026-12-07T02:00'], // Sunday night into Monday
  ['2026-12-07T09:00', '2026-12-07T17:00'], // a weekday's office hours
  ['2026-12-07T08:30', '2026-12-07T10:00'], // before them
  ['2026-12-07T22:30', '2026-12-07T23:30'], // past 23:00
];

/** An item of the cases: its weekly hours and its busy times as the domain reads them. */
export type SeededItem = { id: number; weekly: WeeklyHours; busy: BusyTime[] };

/**
 * Gives the item `id` its case: a block, a confirmed or a pending booking over `booked`, or
 * nothing; answers the item as `isFreeFor` reads it.
 */
export async function seedBookingCase(
  db: Database,
  item: { type: BookingItemType; id: number; weekly: WeeklyHours },
  booking: BookingCase,
  people: { clientId: number; providerId: number },
): Promise<SeededItem> {
  if (booking === 'blocked')
    await db.insert(calendarBlocks).values({
      itemType: item.type,
      itemId: item.id,
      startTime: booked.start,
      endTime: booked.end,
      note: 'Service',
    });
  else if (booking !== 'none')
    await db.insert(bookings).values({
      ...people,
      itemType: item.type,
      itemId: item.id,
      itemTitle: 'Window case',
      startTime: booked.start,
      endTime: booked.end,
      hours: 2,
      pricePerHour: 5000,
      totalPrice: 10_000,
      status: booking,
    });
  return {
    id: item.id,
    weekly: item.weekly,
    // A confirmed booking or a block makes a time busy, a pending request does not
    // (rules §4.14).
    busy:
      booking === 'confirmed'
        ? [{ ...booked, kind: 'booked' }]
        : booking === 'blocked'
          ? [{ ...booked, kind: 'blocked' }]
          : [],
  };
}
