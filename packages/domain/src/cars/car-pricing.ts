import type { Rwf } from '../shared/money.js';

/** rules §2.8: a day is 8 hours of the hourly rate, a week 5 days, a month 4 weeks. */
export const hoursPerDay = 8;
export const daysPerWeek = 5;
export const weeksPerMonth = 4;

export type PriceTiers = { hour: Rwf; day: Rwf; week: Rwf; month: Rwf };

/** The pricing grid of a car or driver page, from the hourly price in whole RWF. */
export function priceTiers(pricePerHour: Rwf): PriceTiers {
  const day = pricePerHour * hoursPerDay;
  const week = day * daysPerWeek;
  return { hour: pricePerHour, day, week, month: week * weeksPerMonth };
}
