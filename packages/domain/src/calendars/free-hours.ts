import { kigaliDateTime, kigaliToday } from '../shared/kigali-time.js';
import type { AvailabilityView } from './availability.js';
import {
  isFreeFor,
  kigaliWeekTime,
  longestWindowHours,
  overlaps,
  withinWeekly,
  type BusyTime,
} from './free-time.js';
import type { WeekDay, WeeklyHours } from './weekly-hours.js';

/**
 * A calendar read hour by hour (rules §4.15, §4.17): what the week view marks on each hour,
 * and which days, starts and lengths the booking form offers. Built on free-time.ts, so
 * the form offers exactly what the server would take.
 */

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** An item's calendar as instants: its weekly days and hours and its busy times. */
export type ItemCalendar = { weekly: WeeklyHours; busy: readonly BusyTime[] };

/** A calendar as `GET /api/{cars|drivers}/{id}/availability` answers it, read into instants. */
export function calendarOf(view: AvailabilityView): ItemCalendar {
  return {
    weekly: view.weekly,
    busy: view.busy.map((busy) => ({
      start: new Date(busy.start_time),
      end: new Date(busy.end_time),
      kind: busy.kind,
    })),
  };
}

/** What an hour is on a calendar: free, booked, blocked, or closed (outside its weekly hours). */
export type HourKind = 'free' | 'booked' | 'blocked' | 'closed';

/**
 * The hour from `start`: booked when a confirmed booking meets any of it, else blocked when
 * a block does, else closed when it is not all inside the weekly days and hours, else free.
 */
export function hourKind(calendar: ItemCalendar, start: Date): HourKind {
  const hour = { start, end: new Date(start.getTime() + hourMs) };
  const met = calendar.busy.filter((busy) => overlaps(busy, hour));
  if (met.some((busy) => busy.kind === 'booked')) return 'booked';
  if (met.length > 0) return 'blocked';
  return withinWeekly(calendar.weekly, hour) ? 'free' : 'closed';
}

/** How many whole hours from `start` are free (rules §4.14), at most the longest request's 8. */
export function freeHoursFrom(calendar: ItemCalendar, start: Date): number {
  let hours = 0;
  while (
    hours < longestWindowHours &&
    isFreeFor({ start, end: new Date(start.getTime() + (hours + 1) * hourMs) }, calendar)
  )
    hours += 1;
  return hours;
}

/** Why a booking form offers no start on a day: not one of the item's days, fully booked, or over. */
export type DayRefusal = 'not_a_day' | 'fully_booked' | 'passed';

/** The start hours (0–23, Kigali) a booking form offers on a day, or why it offers none. */
export type DayOffer = { weekday: WeekDay; starts: number[]; refusal?: DayRefusal };

/**
 * rules §4.17: on `day` (Kigali, `YYYY-MM-DD`), the whole hours still to come at `now` from
 * which at least one hour is free. None: the day is not one of the item's days, or its hours
 * are all taken, or (today) all past.
 */
export function dayOffer(calendar: ItemCalendar, day: string, now: Date): DayOffer {
  const midnight = kigaliDateTime(day, '00:00') ?? now;
  const weekday = kigaliWeekTime(midnight).day;
  if (!calendar.weekly.days.includes(weekday)) return { weekday, starts: [], refusal: 'not_a_day' };
  const ahead = Array.from({ length: 24 }, (_, hour) => hour).filter(
    (hour) => midnight.getTime() + hour * hourMs > now.getTime(),
  );
  const starts = ahead.filter(
    (hour) => freeHoursFrom(calendar, new Date(midnight.getTime() + hour * hourMs)) > 0,
  );
  if (starts.length > 0) return { weekday, starts };
  const open = ahead.some((hour) =>
    withinWeekly(calendar.weekly, {
      start: new Date(midnight.getTime() + hour * hourMs),
      end: new Date(midnight.getTime() + (hour + 1) * hourMs),
    }),
  );
  return { weekday, starts: [], refusal: open ? 'fully_booked' : 'passed' };
}

/** How many weeks a calendar page offers, this one included (within a calendar's 31 days). */
export const calendarWeeks = 4;

/**
 * The week `offset` weeks on from `today` (Kigali, `YYYY-MM-DD`): its seven days, and the
 * stretch to ask the calendar for — the seven days and the longest request's 8 hours after,
 * so a start late on the last day is told how long it may run.
 */
export function calendarWeek(
  today: string,
  offset: number,
): { days: string[]; from: Date; until: Date } {
  const first = kigaliDateTime(today, '00:00')!.getTime() + offset * 7 * dayMs;
  return {
    days: Array.from({ length: 7 }, (_, index) => kigaliToday(new Date(first + index * dayMs))),
    from: new Date(first),
    until: new Date(first + 7 * dayMs + longestWindowHours * hourMs),
  };
}

/** Which week from `today` holds `day` (0 for this one); negative for a day gone. */
export function weekOfDay(today: string, day: string): number {
  const from = kigaliDateTime(today, '00:00');
  const to = kigaliDateTime(day, '00:00');
  if (!from || !to) return -1;
  return Math.floor((to.getTime() - from.getTime()) / (7 * dayMs));
}

/** The instant a whole hour of a Kigali day starts: `2026-12-05`, 9 → 09:00 that day. */
export function hourOfDay(day: string, hour: number): Date | null {
  return kigaliDateTime(day, `${String(hour).padStart(2, '0')}:00`);
}
