/** Days of the week, Monday first as on a Rwandan calendar. */
export const weekDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof weekDays)[number];

/**
 * When a car (or a driver) can be booked: some days of the week, between two whole hours
 * of each (rules §2.4).
 */
export type WeeklyHours = {
  days: readonly WeekDay[];
  /** 0 to 23 */
  from_hour: number;
  /** 1 to 24; after `from_hour` */
  to_hour: number;
};
