import {
  lastRevenueMonths,
  revenuePeriodStarts,
  topEarnersCount,
  kigaliToday,
  type RevenuePeriod,
  type RevenueView,
} from '@kodesha/domain';
import type { BookingsService } from '../bookings/bookings.service.js';
import type { RevenueRepository, TopWindow } from './revenue.repository.js';

/**
 * Revenue analytics (rules §8.12): every figure for a period in Kigali time, computed in
 * SQL; this service only names the periods and shapes the answer.
 */
export function createRevenueService(deps: {
  revenue: RevenueRepository;
  bookings: BookingsService;
  clock: () => Date;
}) {
  const { revenue, bookings, clock } = deps;
  return {
    async report(period: RevenuePeriod): Promise<RevenueView> {
      const now = clock();
      const starts = revenuePeriodStarts(now);
      const months = lastRevenueMonths(now);
      const today = kigaliToday(now);
      const trendStart = `${months[0]}-01`;
      const dates = {
        today,
        monday: kigaliToday(starts.weekly),
        monthStart: `${today.slice(0, 7)}-01`,
        trendStart,
      };
      const instants = {
        today: starts.daily,
        monday: starts.weekly,
        monthStart: starts.monthly,
        trendStart: new Date(`${trendStart}T00:00:00+02:00`),
      };
      const window: TopWindow =
        period === 'total'
          ? { kind: 'all' }
          : period === 'monthly'
            ? { kind: 'month', month: dates.monthStart }
            : { kind: 'since', from: starts[period] };
      const [booked, tickets, trend, cars, drivers, counts, totals] = await Promise.all([
        revenue.bookingTotals(dates),
        revenue.ticketTotals(instants),
        revenue.byMonth(dates, instants),
        revenue.topEarners('car', window, topEarnersCount),
        revenue.topEarners('driver', window, topEarnersCount),
        revenue.counts(),
        bookings.totalsForAdmin(),
      ]);
      const key = period;
      const all = (which: 'daily' | 'weekly' | 'monthly' | 'total') =>
        booked.car[which] + booked.driver[which] + tickets[which];
      const byMonth = new Map(trend.map((row) => [row.month, row]));
      return {
        period,
        period_start: period === 'total' ? null : starts[period].toISOString(),
        daily_revenue: all('daily'),
        weekly_revenue: all('weekly'),
        monthly_revenue: all('monthly'),
        total_revenue: all('total'),
        car_bookings_revenue: booked.car[key],
        driver_bookings_revenue: booked.driver[key],
        ticket_bookings_revenue: tickets[key],
        top_earning_cars: cars.map((car) => ({
          car_id: car.itemId,
          car_make: car.title ?? 'Removed car',
          car_model: car.model ?? '',
          owner_name: car.ownerName ?? '',
          bookings_count: car.bookings,
          revenue: car.revenue,
        })),
        top_earning_drivers: drivers.map((driver) => ({
          driver_id: driver.itemId,
          driver_name: driver.title ?? 'Removed driver',
          bookings_count: driver.bookings,
          revenue: driver.revenue,
        })),
        revenue_by_month: months.map((month) => ({
          month,
          bookings_count: byMonth.get(month)?.bookings ?? 0,
          revenue: byMonth.get(month)?.revenue ?? 0,
        })),
        users_count: counts.users,
        cars_count: counts.cars,
        drivers_count: counts.drivers,
        bookings_count: totals.total,
      };
    },
  };
}

export type RevenueService = ReturnType<typeof createRevenueService>;
