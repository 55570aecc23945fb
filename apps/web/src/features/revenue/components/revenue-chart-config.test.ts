import { describe, expect, it } from 'vitest';
import {
  revenueChartConfig,
  revenueTooltipLines,
  revenueTooltipTitle,
} from './revenue-chart-config';
import { aRevenueView } from '../testing/revenue-fixtures';

const words = {
  revenue: (amount: string) => `Revenue: ${amount}`,
  bookings: (count: number) => `${count} bookings`,
};
const months = aRevenueView().revenue_by_month;

describe('the Monthly Revenue Trend’s chart', () => {
  it('draws one bar a month, oldest first, its revenue in RWF under a month label (the year where it begins)', () => {
    const config = revenueChartConfig(months, words);
    expect(config.type).toBe('bar');
    expect(config.data.labels).toHaveLength(12);
    expect(config.data.labels?.[0]).toEqual(['Dec', '2025']);
    expect(config.data.labels?.[1]).toEqual(['Jan', '2026']);
    expect(config.data.labels?.[11]).toEqual(['Nov']);
    expect(config.data.datasets[0]?.data).toEqual(months.map((month) => month.revenue));
  });

  it('names the month in a bar’s tooltip, with its revenue in RWF and its bookings', () => {
    expect(revenueTooltipTitle(months, 11)).toBe('Nov 2026');
    expect(revenueTooltipLines(months, words, 11)).toEqual([
      'Revenue: RWF 1,100,000',
      '11 bookings',
    ]);
    expect(revenueTooltipLines(months, words, 12)).toEqual([]);
  });
});
