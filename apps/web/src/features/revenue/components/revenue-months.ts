import { formatMonthOfYear, kigaliToday, monthName, type RevenueView } from '@kodesha/domain';
import { formatMoney } from '@/lib/format';
import { shownLanguage } from '@/lib/language';

export type RevenueMonth = RevenueView['revenue_by_month'][number];

/** `2025-12` → `Dec 2025`, in the language shown. */
export const formatMonth = (month: string): string => formatMonthOfYear(month, shownLanguage());

/**
 * A chart's month label, narrow enough for a phone: `['Jan', '2026']` where a year begins
 * (and on the first bar), else `['Feb']`.
 */
export const monthAxisLabel = (month: string, first = false): string[] => {
  const name = monthName(month, shownLanguage());
  return first || month.endsWith('-01') ? [name, month.slice(0, 4)] : [name];
};

/** Whether the trend has anything to show: a month with a booking or some revenue. */
export const hasMonthlyData = (months: readonly RevenueMonth[]): boolean =>
  months.some((month) => month.revenue > 0 || month.bookings_count > 0);

/**
 * The Monthly Revenue Trend as CSV (RFC 4180: CRLF line ends): a header and one row a
 * month, oldest first, revenue in whole RWF.
 */
export function monthlyRevenueCsv(months: readonly RevenueMonth[]): string {
  const rows = [
    'month,bookings_count,revenue_rwf',
    ...months.map((month) => `${month.month},${month.bookings_count},${month.revenue}`),
  ];
  return `${rows.join('\r\n')}\r\n`;
}

/** `kodesha-revenue-by-month-2026-11-25.csv`: the day it was downloaded, in Kigali. */
export const monthlyRevenueCsvName = (now: Date): string =>
  `kodesha-revenue-by-month-${kigaliToday(now)}.csv`;

/** Hands the browser the CSV as a file to save. */
export function downloadMonthlyRevenueCsv(months: readonly RevenueMonth[], now: Date): void {
  const blob = new Blob([monthlyRevenueCsv(months)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = monthlyRevenueCsvName(now);
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The facts a chart's text alternative gives: its span, total, best month and this month. */
export function monthlySummary(months: readonly RevenueMonth[]) {
  const first = months[0];
  const last = months.at(-1);
  const best = months.reduce<RevenueMonth | undefined>(
    (top, month) => (top === undefined || month.revenue > top.revenue ? month : top),
    undefined,
  );
  return {
    from: first ? formatMonth(first.month) : '',
    to: last ? formatMonth(last.month) : '',
    total: formatMoney(months.reduce((sum, month) => sum + month.revenue, 0)),
    best: formatMoney(best?.revenue ?? 0),
    bestMonth: best ? formatMonth(best.month) : '',
    current: formatMoney(last?.revenue ?? 0),
  };
}
