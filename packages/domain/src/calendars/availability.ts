import { z } from 'zod';
import { dataOf } from '../contract/answers.js';
import { messages } from '../shared/messages.js';
import { searchWindowFields, stretchCheck } from './search-window.js';
import { weekDays } from './weekly-hours.js';
import { windowOf } from './window-choice.js';

/** The longest stretch a calendar is asked for at once, in days. */
export const longestCalendarDays = 31;
/** What a calendar shows when no window is asked for: the next 7 days. */
export const defaultCalendarDays = 7;

/**
 * `GET /api/cars/{id}/availability` (rules §4.15): a stretch of at most 31 days (default:
 * the next 7 days from now); a stretch given by halves, backward or too long is 422 under
 * `from`.
 */
export const availabilityQuery = z
  .object(searchWindowFields)
  .superRefine(stretchCheck(longestCalendarDays * 86_400_000, messages.calendarTooLong));
export type AvailabilityQuery = z.infer<typeof availabilityQuery>;

/** The stretch a calendar query asks for: its own, or the next 7 days from `now`. */
export function calendarStretch(query: AvailabilityQuery, now: Date): { start: Date; end: Date } {
  return (
    windowOf(query) ?? {
      start: now,
      end: new Date(now.getTime() + defaultCalendarDays * 86_400_000),
    }
  );
}

/** Weekly days and hours as the API speaks them (a car's `availability`, a calendar's `weekly`). */
export const weeklyHoursView = z.object({
  days: z.array(z.enum(weekDays)),
  from_hour: z.number().int(),
  to_hour: z.number().int(),
});

/**
 * A car's or driver's calendar (rules §4.15): its weekly days and hours, and the times in
 * the stretch asked for that are not free — never who booked or why a time is blocked.
 */
export const availabilityView = z.object({
  weekly: weeklyHoursView,
  busy: z.array(
    z.object({
      start_time: z.string(),
      end_time: z.string(),
      kind: z.enum(['booked', 'blocked']),
    }),
  ),
});
export type AvailabilityView = z.infer<typeof availabilityView>;

export const availabilityAnswer = dataOf(availabilityView);
