import { hourKind, hourOfDay, type HourKind, type ItemCalendar } from '@kodesha/domain';

/**
 * A calendar's week as a grid (rules §4.15): a column per Kigali day, a cell per whole hour,
 * each cell one kind. Shared by the listing pages' week view and the providers' calendars.
 */

/** What a cell is: free, booked, blocked, or closed (outside the weekly hours, or gone by). */
export type WeekCellKind = HourKind;

/** One hour of one day: `start` is the instant it begins in Kigali. */
export type WeekCell = { day: string; hour: number; start: Date; kind: WeekCellKind };

/** One day of the week, `day` as `YYYY-MM-DD` in Kigali, with a cell per hour shown. */
export type WeekColumn = { day: string; cells: WeekCell[] };

/** The hours a week shows: its weekly hours, from `from_hour` up to (not including) `to_hour`. */
export function shownHours(calendar: ItemCalendar): number[] {
  const { from_hour: from, to_hour: to } = calendar.weekly;
  return Array.from({ length: Math.max(0, to - from) }, (_, index) => from + index);
}

/**
 * The grid of `days` × `hours`, each cell marked by the domain's `hourKind`. With `now`, a
 * free hour that has already begun is closed: it can no longer be asked for.
 */
export function weekColumns(
  calendar: ItemCalendar,
  days: readonly string[],
  hours: readonly number[],
  now?: Date,
): WeekColumn[] {
  return days.map((day) => ({
    day,
    cells: hours.map((hour) => {
      const start = hourOfDay(day, hour)!;
      const kind = hourKind(calendar, start);
      const gone = now !== undefined && start.getTime() <= now.getTime();
      return { day, hour, start, kind: gone && kind === 'free' ? 'closed' : kind };
    }),
  }));
}
