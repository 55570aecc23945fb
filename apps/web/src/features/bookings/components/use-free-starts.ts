import {
  calendarOf,
  calendarWeek,
  dayOffer,
  freeHoursFrom,
  isCalendarDate,
  kigaliDateTime,
  kigaliToday,
  longestWindowHours,
  weekOfDay,
  type DayOffer,
} from '@kodesha/domain';
import { useMemo } from 'react';
import { useAvailability, type CalendarItem } from '@/lib/calendar-availability';

const everyHour = Array.from({ length: 24 }, (_, hour) => hour);

/** What the booking form's start and hours may be on a day, from the item's calendar. */
export type FreeStarts =
  /** No date chosen yet, or one whose calendar is on its way. */
  | { status: 'no-date' | 'loading' }
  /** The calendar did not come: every hour is offered, and the server judges (rules §4.17). */
  | { status: 'unknown'; starts: number[]; maxHours: number }
  | { status: 'known'; offer: DayOffer; starts: number[]; maxHours: number };

/**
 * rules §4.17: the starts the form offers on `date` (each with at least an hour free after
 * it) and the hours it offers from `startTime` (up to what is free, at most 8), from the
 * calendar of the week the date falls in — the week view's own answer when it asked first.
 */
export function useFreeStarts(
  item: CalendarItem,
  now: Date,
  date: string,
  startTime: string,
): FreeStarts {
  const today = kigaliToday(now);
  const week = isCalendarDate(date) ? weekOfDay(today, date) : -1;
  const stretch = useMemo(() => (week >= 0 ? calendarWeek(today, week) : undefined), [today, week]);
  const answer = useAvailability(item, stretch);
  return useMemo((): FreeStarts => {
    if (!stretch) return { status: 'no-date' };
    if (answer.isError)
      return { status: 'unknown', starts: everyHour, maxHours: longestWindowHours };
    if (!answer.data) return { status: 'loading' };
    const calendar = calendarOf(answer.data);
    const offer = dayOffer(calendar, date, now);
    const start = /^\d{2}:00$/.test(startTime) ? kigaliDateTime(date, startTime) : null;
    const maxHours = start ? Math.max(1, freeHoursFrom(calendar, start)) : longestWindowHours;
    return { status: 'known', offer, starts: offer.starts, maxHours };
  }, [stretch, answer.isError, answer.data, date, now, startTime]);
}
