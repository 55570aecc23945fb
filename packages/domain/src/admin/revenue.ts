import { z } from 'zod';
import { kigaliToday } from '../shared/kigali-time.js';

/**
 * Revenue (rules §8.12): the value of what Kodesha arranged, in whole RWF — completed
 * bookings' `total_price` on the Kigali day they were completed, and confirmed ticket
 * requests' `quoted_price` on the Kigali day they were confirmed.
 */
export const revenuePeriods = ['daily', 'weekly', 'monthly', 'total'] as const;
export type RevenuePeriod = (typeof revenuePeriods)[number];
export const defaultRevenuePeriod: RevenuePeriod = 'monthly';

/** Top Earning Cars and Drivers show this many (rules §9.3). */
export const topEarnersCount = 5;
/** The Monthly Revenue Trend covers this many months, the current one last. */
export const revenueMonths = 12;

/** `GET /api/admin/revenue?period=`: `monthly` when absent or blank. */
export const revenueQuery = z.object({
  period: z.preprocess(
    (value) => (value === '' || value === undefined ? defaultRevenuePeriod : value),
    z.enum(revenuePeriods, { error: 'Choose daily, weekly, monthly or total' }),
  ),
});
export type RevenueQuery = z.infer<typeof revenueQuery>;

/** Rwanda keeps UTC+2 all year (rules §9.13). */
const kigaliOffsetMs = 2 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** The instant a Kigali calendar date (`YYYY-MM-DD`) begins. */
export const kigaliMidnight = (date: string): Date => new Date(`${date}T00:00:00+02:00`);

/**
 * When each period began at `now`, in Kigali: today at midnight, this week's Monday at
 * midnight, the 1st of this month at midnight. `total` has no start.
 */
export function revenuePeriodStarts(now: Date): Record<Exclude<RevenuePeriod, 'total'>, Date> {
  const today = kigaliToday(now);
  const kigaliNow = new Date(now.getTime() + kigaliOffsetMs);
  const daysSinceMonday = (kigaliNow.getUTCDay() + 6) % 7;
  const monday = new Date(Date.parse(`${today}T00:00:00Z`) - daysSinceMonday * dayMs)
    .toISOString()
    .slice(0, 10);
  return {
    daily: kigaliMidnight(today),
    weekly: kigaliMidnight(monday),
    monthly: kigaliMidnight(`${today.slice(0, 7)}-01`),
  };
}

/** The last {@link revenueMonths} Kigali months as `YYYY-MM`, oldest first, this one last. */
export function lastRevenueMonths(now: Date): string[] {
  const [year, month] = kigaliToday(now).split('-').map(Number) as [number, number];
  return Array.from({ length: revenueMonths }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (revenueMonths - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

const money = z.number().int();

export const revenueView = z.object({
  period: z.enum(revenuePeriods),
  /** When the chosen period began (Kigali midnight, as an instant); null for `total`. */
  period_start: z.string().nullable(),
  daily_revenue: money,
  weekly_revenue: money,
  monthly_revenue: money,
  total_revenue: money,
  /** The chosen period's split. */
  car_bookings_revenue: money,
  driver_bookings_revenue: money,
  ticket_bookings_revenue: money,
  top_earning_cars: z.array(
    z.object({
      car_id: z.number().int(),
      car_make: z.string(),
      car_model: z.string(),
      owner_name: z.string(),
      bookings_count: z.number().int(),
      revenue: money,
    }),
  ),
  top_earning_drivers: z.array(
    z.object({
      driver_id: z.number().int(),
      driver_name: z.string(),
      bookings_count: z.number().int(),
      revenue: money,
    }),
  ),
  /** The last 12 months, oldest first; a month with nothing is there with zeros. */
  revenue_by_month: z.array(
    z.object({ month: z.string(), bookings_count: z.number().int(), revenue: money }),
  ),
  users_count: z.number().int(),
  cars_count: z.number().int(),
  drivers_count: z.number().int(),
  bookings_count: z.number().int(),
});
export type RevenueView = z.infer<typeof revenueView>;
