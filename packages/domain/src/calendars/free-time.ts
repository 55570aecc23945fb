import { kigaliOffsetMs } from '../shared/kigali-time.js';
import { weekDays, type WeekDay, type WeeklyHours } from './weekly-hours.js';

/**
 * What "free" means for a car or a driver over a stretch of time (rules §4.14), stated
 * once: the time search, the availability calendar and the booking form build on it, and
 * the server's SQL must be held to the same cases. Times are instants; Kigali keeps UTC+2
 * all year, so its days and hours are UTC's two hours on. Ranges are half-open,
 * [start, end): a booking ending at 12:00 and one starting at 12:00 do not meet.
 */

/** A stretch of time, from `start` up to (not including) `end`. */
export type TimeRange = { start: Date; end: Date };

/** What makes a time not free: a confirmed booking, or a block its provider or an admin set. */
export type BusyTime = TimeRange & { kind: 'booked' | 'blocked' };

/** The most a searched window may last, in hours (the booking form's longest request). */
export const longestWindowHours = 8;

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** Kigali's day of the week and the time since its midnight, in hours, at `at`. */
export function kigaliWeekTime(at: Date): { day: WeekDay; hours: number; midnight: number } {
  const local = at.getTime() + kigaliOffsetMs;
  const days = Math.floor(local / dayMs);
  return {
    // 1 January 1970 was a Thursday: Monday-first index 3.
    day: weekDays[(((days + 3) % 7) + 7) % 7]!,
    hours: (local - days * dayMs) / hourMs,
    midnight: days * dayMs - kigaliOffsetMs,
  };
}

/** Whether two half-open ranges share a moment. */
export function overlaps(a: TimeRange, b: TimeRange): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/** The part of a range that falls on one of Kigali's days, in hours since its midnight. */
export type DaySpan = { day: WeekDay; fromHours: number; toHours: number };

/**
 * `range` cut at Kigali's midnights: one span per day it touches, in order. The weekly
 * check asks each span of the days and hours; so does the server's SQL, with these spans
 * as its parameters, which is how the two stay one rule.
 */
export function daySpans(range: TimeRange): DaySpan[] {
  const spans: DaySpan[] = [];
  const end = range.end.getTime();
  let at = range.start.getTime();
  while (at < end) {
    const { day, hours, midnight } = kigaliWeekTime(new Date(at));
    const dayEnd = Math.min(end, midnight + dayMs);
    spans.push({ day, fromHours: hours, toHours: (dayEnd - midnight) / hourMs });
    at = dayEnd;
  }
  return spans;
}

/**
 * Whether every moment of `range` falls inside the weekly days and hours: each day it
 * touches (Kigali's) is one of the days, and its part of that day lies between `from_hour`
 * and `to_hour`. So a range runs past midnight only when the first day's hours end at 24
 * and the next day's begin at 0. An empty or backward range is never inside.
 */
export function withinWeekly(weekly: WeeklyHours, range: TimeRange): boolean {
  const spans = daySpans(range);
  return (
    spans.length > 0 &&
    spans.every(
      (span) =>
        weekly.days.includes(span.day) &&
        weekly.from_hour <= span.fromHours &&
        span.toHours <= weekly.to_hour,
    )
  );
}

/**
 * rules §4.14: an item is free for `range` when the range is inside its weekly days and
 * hours and meets none of its busy times (confirmed bookings, blocks).
 */
export function isFreeFor(
  range: TimeRange,
  item: { weekly: WeeklyHours; busy: readonly BusyTime[] },
): boolean {
  return withinWeekly(item.weekly, range) && !item.busy.some((busy) => overlaps(busy, range));
}
