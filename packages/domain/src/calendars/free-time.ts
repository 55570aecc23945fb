import { weekDays, type CarAvailability, type WeekDay } from '../cars/car-availability.js';

/**
 * What "free" means for a car or a driver over a stretch of time (rules §4.14), stated
 * once: the time search, the availability calendar and the booking form build on it, and
 * the server's SQL must be held to the same cases. Times are instants; Kigali keeps UTC+2 all year, so its days and hours are UTC's
 * two hours on. Ranges are half-open, [start, end): a booking ending at 12:00 and one
 * starting at 12:00 do not meet.
 */

/** A stretch of time, from `start` up to (not including) `end`. */
export type TimeRange = { start: Date; end: Date };

/** What makes a time not free: a confirmed booking, or a block its provider or an admin set. */
export type BusyTime = TimeRange & { kind: 'booked' | 'blocked' };

/** The most a searched window may last, in hours (the booking form's longest request). */
export const longestWindowHours = 8;

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const kigaliOffsetMs = 2 * hourMs;

/** Kigali's day of the week and the time since its midnight, in hours, at `at`. */
export function kigaliWeekTime(at: Date): { day: WeekDay; hours: number; midnight: number } {
  const local = at.getTime() + kigaliOffsetMs;
  const localMidnight = Math.floor(local / dayMs) * dayMs;
  // 1 January 1970 was a Thursday: Monday-first index (Thursday = 3).
  const dayIndex = (Math.floor(local / dayMs) + 3) % 7;
  return {
    day: weekDays[(dayIndex + 7) % 7]!,
    hours: (local - localMidnight) / hourMs,
    midnight: localMidnight - kigaliOffsetMs,
  };
}

/** Whether two half-open ranges share a moment. */
export function overlaps(a: TimeRange, b: TimeRange): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/**
 * Whether every moment of `range` falls inside the weekly days and hours: on one of the
 * days (Kigali's), between `from_hour` and `to_hour`. A range may run past midnight when
 * one day's hours end at 24 and the next day's begin at 0, both days being available.
 */
export function withinWeekly(weekly: CarAvailability, range: TimeRange): boolean {
  const end = range.end.getTime();
  let at = range.start.getTime();
  if (end <= at) return false;
  // Each step reaches the end of one day's hours; a range of a week is at most 8 steps.
  for (let step = 0; step < 8; step += 1) {
    const { day, hours, midnight } = kigaliWeekTime(new Date(at));
    if (!weekly.days.includes(day) || hours < weekly.from_hour || hours >= weekly.to_hour)
      return false;
    const spanEnd = midnight + weekly.to_hour * hourMs;
    if (end <= spanEnd) return true;
    at = spanEnd;
  }
  return false;
}

/**
 * rules §4.14: an item is free for `range` when the range is inside its weekly days and
 * hours and meets none of its busy times (confirmed bookings, blocks).
 */
export function isFreeFor(
  range: TimeRange,
  item: { weekly: CarAvailability; busy: readonly BusyTime[] },
): boolean {
  return withinWeekly(item.weekly, range) && !item.busy.some((busy) => overlaps(busy, range));
}

/**
 * What is wrong with a searched window, if anything: `until` must come after `from`, at
 * most `longestWindowHours` later.
 */
export function windowProblem(range: TimeRange): 'order' | 'too_long' | undefined {
  const length = range.end.getTime() - range.start.getTime();
  if (!(length > 0)) return 'order';
  if (length > longestWindowHours * hourMs) return 'too_long';
  return undefined;
}
