import { i18n } from '@/lib/i18n';

/** The admin's Revenue Analytics (rules §8.12): figures in whole RWF, periods in Kigali time. */
export const revenue = {
  title: 'Revenue Analytics',
  intro: 'What Kodesha arranged: completed bookings and confirmed ticket requests.',
  definition:
    'Value of completed bookings and quoted ticket prices, in RWF. No money moves through Kodesha.',
  periodLabel: 'Time Period',
  periods: {
    daily: 'Today',
    weekly: 'This Week',
    monthly: 'This Month',
    total: 'All Time',
  },
  periodStart: 'Counted from {{date}}, 00:00 Kigali time',
  loading: 'Loading analytics...',
  errorTitle: 'Error Loading Analytics',
  errorText: 'Failed to load revenue analytics. Please try again.',
  updating: 'Updating figures…',
  // The cards.
  revenueHeading: 'Revenue',
  marketplaceHeading: 'Marketplace',
  totalRevenue: 'Total Revenue',
  periodTotals: 'Revenue by period',
  carBookings: 'Car Bookings',
  driverBookings: 'Driver Bookings',
  ticketBookings: 'Ticket Bookings',
  share: '{{percent}}% of the period',
  carBookingsNote: 'Completed car bookings',
  driverBookingsNote: 'Completed driver bookings',
  ticketBookingsNote: 'Confirmed ticket prices',
  totalUsers: 'Total Users',
  totalCars: 'Total Cars',
  totalDrivers: 'Total Drivers',
  totalBookings: 'Total Bookings',
  // The top earners.
  topCars: 'Top Earning Cars',
  topDrivers: 'Top Earning Drivers',
  noData: 'No data available',
  rank: 'Rank',
  rankNumber: 'No. {{rank}}',
  car: 'Car',
  owner: 'Owner',
  driver: 'Driver',
  bookings: 'Bookings',
  revenue: 'Revenue',
  bookingsCount_one: '{{count}} booking',
  bookingsCount_other: '{{count}} bookings',
  ownedBy: 'Owner: {{name}}',
  // The Monthly Revenue Trend.
  monthlyTrend: 'Monthly Revenue Trend',
  monthlyIntro: 'The last 12 months, this one last.',
  noMonthlyData: 'No monthly data available',
  month: 'Month',
  thisMonth: 'this month',
  monthlyTable: 'Revenue by month',
  downloadCsv: 'Download CSV',
  chartSummary:
    'Bar chart of revenue per month, {{from}} to {{to}}: {{total}} over the 12 months, the highest {{best}} in {{bestMonth}}, {{current}} this month. The same figures are in the table.',
  chartFailed: 'The chart could not be shown; the figures are in the table.',
  tooltipRevenue: 'Revenue: {{amount}}',
} as const;

i18n.addPart('revenue', { revenue });
