import { z } from 'zod';
import { messages } from '../shared/messages.js';
import { wireBoolean, wireList, wireNumber } from '../shared/wire.js';
import { weekDays } from './weekly-hours.js';

// Kept apart from weekly-hours.ts so that a page that only reads days and hours (the home
// page's search) does not download zod.

const hour = (max: number) =>
  wireNumber(
    z
      .number({ error: messages.carHoursInvalid })
      .int(messages.carHoursInvalid)
      .min(0)
      .max(max, messages.carHoursInvalid),
  );

/**
 * A car's or a driver's weekly days and hours as its provider writes them (rules §2.4,
 * rules §4.15): at least one day, in the week's order whatever order they came in; whole hours.
 */
export const weeklyHoursFields = {
  available_days: wireList(
    z.array(z.enum(weekDays, { error: messages.carDaysRequired }), {
      error: messages.carDaysRequired,
    }),
  )
    .transform((days) => weekDays.filter((day) => days.includes(day)))
    .pipe(z.array(z.enum(weekDays)).min(1, messages.carDaysRequired)),
  available_from_hour: hour(23),
  available_to_hour: hour(24),
};

type HoursValue = { available_from_hour?: number; available_to_hour?: number };

/** Opening hours run forwards (rules §2.4) when both are given. */
export const hoursInOrder = (value: HoursValue) =>
  value.available_from_hour === undefined ||
  value.available_to_hour === undefined ||
  value.available_from_hour < value.available_to_hour;
export const hoursMessage = { message: messages.carHoursInvalid, path: ['available_to_hour'] };

/** A schema whose opening hours must run forwards (rules §2.4). */
export const withHoursInOrder = <S extends z.ZodType<HoursValue>>(schema: S) =>
  schema.refine(hoursInOrder, hoursMessage);

/** The longest notice an Instant Book item may ask for, in hours (rules §4.16). */
export const maxNoticeHours = 72;

/**
 * Instant Book as a car's owner, a driver or an admin sets it (rules §4.16): on or off, and
 * how many whole hours ahead (0–72) a request must start to be confirmed at once.
 */
export const instantBookFields = {
  instant_book: wireBoolean(z.boolean({ error: messages.invalidInput })),
  min_notice_hours: wireNumber(
    z
      .number({ error: messages.minNoticeHoursInvalid })
      .int(messages.minNoticeHoursInvalid)
      .min(0, messages.minNoticeHoursInvalid)
      .max(maxNoticeHours, messages.minNoticeHoursInvalid),
  ),
};

/** What a new listing that says nothing of Instant Book gets: off, no notice. */
export const instantBookDefaults = { instant_book: false, min_notice_hours: 0 } as const;
