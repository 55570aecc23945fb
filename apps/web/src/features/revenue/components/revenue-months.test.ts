import { describe, expect, it } from 'vitest';
import { aRevenueView } from '../testing/revenue-fixtures';
import {
  formatMonth,
  hasMonthlyData,
  monthAxisLabel,
  monthlyRevenueCsv,
  monthlyRevenueCsvName,
  monthlySummary,
} from './revenue-months';

describe('the Monthly Revenue Trend’s figures (rules §8.12)', () => {
  it('writes the CSV with its header and one row a month, oldest first, in whole RWF', () => {
    const csv = monthlyRevenueCsv([
      { month: '2026-10', bookings_count: 3, revenue: 125000 },
      { month: '2026-11', bookings_count: 0, revenue: 0 },
    ]);
    expect(csv).toBe('month,bookings_count,revenue_rwf\r\n2026-10,3,125000\r\n2026-11,0,0\r\n');
  });

  it('writes all 12 months of an answer', () => {
    const lines = monthlyRevenueCsv(aRevenueView().revenue_by_month).trimEnd().split('\r\n');
    expect(lines).toHaveLength(13);
    expect(lines[1]).toBe('2025-12,0,0');
    expect(lines[12]).toBe('2026-11,11,1100000');
  });

  it('names the file by the Kigali date it was downloaded on', () => {
    expect(monthlyRevenueCsvName(new Date('2026-11-25T08:00:00Z'))).toBe(
      'kodesha-revenue-by-month-2026-11-25.csv',
    );
    // 23:30 UTC on 30 November is already 1 December in Kigali.
    expect(monthlyRevenueCsvName(new Date('2026-11-30T23:30:00Z'))).toBe(
      'kodesha-revenue-by-month-2026-12-01.csv',
    );
  });

  it('names months in English, whatever the time zone, the year under the chart’s first bar and each January', () => {
    expect(formatMonth('2025-12')).toBe('Dec 2025');
    expect(formatMonth('2026-01')).toBe('Jan 2026');
    expect(formatMonth('2026-09')).toBe('Sep 2026');
    expect(monthAxisLabel('2026-01')).toEqual(['Jan', '2026']);
    expect(monthAxisLabel('2026-02')).toEqual(['Feb']);
    expect(monthAxisLabel('2025-12', true)).toEqual(['Dec', '2025']);
  });

  it('has data when any month has a booking or revenue, none when all are zero', () => {
    const zero = { month: '2026-11', bookings_count: 0, revenue: 0 };
    expect(hasMonthlyData([zero, zero])).toBe(false);
    expect(hasMonthlyData([zero, { ...zero, bookings_count: 1 }])).toBe(true);
    expect(hasMonthlyData([])).toBe(false);
  });

  it('sums up the year for the chart’s text: span, total, best month, this month', () => {
    expect(monthlySummary(aRevenueView().revenue_by_month)).toEqual({
      from: 'Dec 2025',
      to: 'Nov 2026',
      total: 'RWF 6,600,000',
      best: 'RWF 1,100,000',
      bestMonth: 'Nov 2026',
      current: 'RWF 1,100,000',
    });
  });
});
