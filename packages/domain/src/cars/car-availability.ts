import { weekDays, type WeekDay, type WeeklyHours } from '../calendars/weekly-hours.js';

/** When a car can be rented: some days of the week, between two whole hours (rules §2.4). */
export type CarAvailability = WeeklyHours;

/** The car list's availability filter (rules §2.4): any time is no filter at all. */
export const availabilityFilters = ['weekdays', 'weekends', 'all_day'] as const;
export type AvailabilityFilter = (typeof availabilityFilters)[number];

/** A car that says nothing is available any day, any hour. */
export const alwaysAvailable: CarAvailability = { days: weekDays, from_hour: 0, to_hour: 24 };

/** Days as bits, Monday = 1, Sunday = 64: the database stores and filters this number. */
export function daysToMask(days: readonly WeekDay[]): number {
  return days.reduce((mask, day) => mask | (1 << weekDays.indexOf(day)), 0);
}
export function maskToDays(mask: number): WeekDay[] {
  return weekDays.filter((_, index) => (mask & (1 << index)) !== 0);
}

export const weekdaysMask = daysToMask(['mon', 'tue', 'wed', 'thu', 'fri']);
export const weekendMask = daysToMask(['sat', 'sun']);

/**
 * What each filter asks of a car: weekdays = every day Monday to Friday; weekends =
 * Saturday and Sunday; all day = round the clock (00:00 to 24:00). The server's SQL
 * mirrors this; the tests hold both to the same cases.
 */
export function matchesAvailability(
  availability: CarAvailability,
  filter: AvailabilityFilter,
): boolean {
  const mask = daysToMask(availability.days);
  switch (filter) {
    case 'weekdays':
      return (mask & weekdaysMask) === weekdaysMask;
    case 'weekends':
      return (mask & weekendMask) === weekendMask;
    case 'all_day':
      return availability.from_hour === 0 && availability.to_hour === 24;
  }
}
