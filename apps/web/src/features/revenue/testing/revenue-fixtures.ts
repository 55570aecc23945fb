import { revenueView, type RevenueView } from '@kodesha/domain';

/** Dec 2025 … Nov 2026: the 12 months the API sends on Kigali's 25 Nov 2026, oldest first. */
export const fixtureMonths = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
] as const;

/**
 * A fake answer of `GET /api/admin/revenue`, checked against the domain's schema as it is
 * made (a field missing, misspelt or extra fails the test at once).
 */
export function aRevenueView(overrides: Partial<RevenueView> = {}): RevenueView {
  return revenueView.strict().parse({
    period: 'monthly',
    period_start: '2026-10-31T22:00:00.000Z',
    daily_revenue: 45000,
    weekly_revenue: 180000,
    monthly_revenue: 620000,
    total_revenue: 5400000,
    car_bookings_revenue: 400000,
    driver_bookings_revenue: 120000,
    ticket_bookings_revenue: 100000,
    top_earning_cars: [
      {
        car_id: 7,
        car_make: 'Toyota',
        car_model: 'RAV4',
        owner_name: 'Jean Mugabo',
        bookings_count: 6,
        revenue: 300000,
      },
      {
        car_id: 9,
        car_make: 'Suzuki',
        car_model: 'Swift',
        owner_name: 'Alice Uwimana',
        bookings_count: 4,
        revenue: 100000,
      },
    ],
    top_earning_drivers: [
      { driver_id: 3, driver_name: 'Eric Habimana', bookings_count: 5, revenue: 80000 },
      { driver_id: 4, driver_name: 'Grace Ingabire', bookings_count: 1, revenue: 40000 },
    ],
    revenue_by_month: fixtureMonths.map((month, index) => ({
      month,
      bookings_count: index,
      revenue: index * 100000,
    })),
    users_count: 1250,
    cars_count: 84,
    drivers_count: 31,
    bookings_count: 2046,
    ...overrides,
  });
}
