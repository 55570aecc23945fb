import { sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import { daySpans, weekDays, type BookingItemType } from '@kodesha/domain';
import { bookings } from './schema/bookings.js';
import { calendarBlocks } from './schema/calendar-blocks.js';

/** The columns of a car's or a driver's row that its calendar is read from. */
export type CalendarColumns = {
  type: BookingItemType;
  id: Column;
  availableDays: Column;
  availableFromHour: Column;
  availableToHour: Column;
};

/**
 * The SQL mirror of the domain's `isFreeFor` (rules §4.14): the items free for the whole
 * window. The weekly check asks each of Kigali's days the window touches (the domain's
 * `daySpans`, bound as values) of the item's days and hours; then no confirmed booking and
 * no block of the item may meet the window (half-open). car-window.repository.test.ts and
 * its drivers' twin hold this to the same cases as the domain.
 */
export function freeFor(
  item: CalendarColumns,
  window: { start: Date; end: Date },
  bind: (name: string, value: unknown) => Placeholder,
): SQL[] {
  const weekly = daySpans(window).flatMap((span, index) => [
    sql`(${item.availableDays} & ${bind(`day${index}`, 1 << weekDays.indexOf(span.day))}::int) <> 0`,
    // The hours are whole, so a span's part hours compare as its whole hours outward: the
    // integer comparison keeps the planner's estimate (measured by bench:cars), where a
    // numeric cast left it guessing and reading every car of a town.
    sql`${item.availableFromHour} <= ${bind(`dayFrom${index}`, Math.floor(span.fromHours))}::int`,
    sql`${item.availableToHour} >= ${bind(`dayTo${index}`, Math.ceil(span.toHours))}::int`,
  ]);
  const windowStart = bind('windowStart', window.start.toISOString());
  const windowEnd = bind('windowEnd', window.end.toISOString());
  const booked = sql`exists (
    select 1 from ${bookings}
    where ${bookings.itemType} = ${item.type} and ${bookings.itemId} = ${item.id}
      and ${bookings.status} = 'confirmed'
      and ${bookings.startTime} < ${windowEnd}::timestamptz
      and ${bookings.endTime} > ${windowStart}::timestamptz
      -- A booking lasts at most 8 hours (rules §4.1): one that meets the window started less
      -- than 8 hours before it, which bounds the index's range on start_time from below.
      and ${bookings.startTime} > ${windowStart}::timestamptz - interval '8 hours'
  )`;
  const blocked = sql`exists (
    select 1 from ${calendarBlocks}
    where ${calendarBlocks.itemType} = ${item.type} and ${calendarBlocks.itemId} = ${item.id}
      and ${calendarBlocks.startTime} < ${windowEnd}::timestamptz
      and ${calendarBlocks.endTime} > ${windowStart}::timestamptz
  )`;
  return [...weekly, sql`not ${booked}`, sql`not ${blocked}`];
}
