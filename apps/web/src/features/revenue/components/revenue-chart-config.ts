import type { ChartConfiguration, TooltipItem } from 'chart.js';
import { formatMoney } from '@/lib/format';
import { shownLanguage } from '@/lib/language';
import { formatMonth, monthAxisLabel, type RevenueMonth } from './revenue-months';

// The theme's brand-700 and brand-600 (app/index.css): a canvas cannot read CSS variables.
const barColour = '#0b6e4f';
const barHoverColour = '#0b8a62';
const gridColour = '#e7e5e4'; // stone-200
const textColour = '#57534e'; // stone-600

/**
 * The axis's amounts, short: `12K` / `12 k`. Browsers have no Kinyarwanda compact form;
 * it reads English's `K` and `M`, as Rwandan price boards do (docs/decisions/0016).
 */
const compactNumbers = new Map<string, Intl.NumberFormat>();
const compactNumber = (value: number) => {
  const language = shownLanguage() === 'fr' ? 'fr' : 'en-US';
  let format = compactNumbers.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
    compactNumbers.set(language, format);
  }
  return format.format(value);
};

/** The words the chart's tooltip uses, from the translation layer. */
export type RevenueChartWords = {
  revenue: (amount: string) => string;
  bookings: (count: number) => string;
};

/** A bar's tooltip title: its month, `Nov 2026`. */
export const revenueTooltipTitle = (months: readonly RevenueMonth[], index = -1): string => {
  const month = months[index];
  return month ? formatMonth(month.month) : '';
};

/** A bar's tooltip lines: the month's revenue in RWF and its bookings. */
export const revenueTooltipLines = (
  months: readonly RevenueMonth[],
  words: RevenueChartWords,
  index: number,
): string[] => {
  const month = months[index];
  return month
    ? [words.revenue(formatMoney(month.revenue)), words.bookings(month.bookings_count)]
    : [];
};

/**
 * The Monthly Revenue Trend's bar chart: one bar a month (RWF), a two-line month label
 * under each, a tooltip with the month, its revenue and its bookings. Kept apart from the
 * chart itself so it can be read (and tested) without a canvas.
 */
export function revenueChartConfig(
  months: readonly RevenueMonth[],
  words: RevenueChartWords,
): ChartConfiguration<'bar', number[], string[]> {
  return {
    type: 'bar',
    data: {
      labels: months.map((month, index) => monthAxisLabel(month.month, index === 0)),
      datasets: [
        {
          data: months.map((month) => month.revenue),
          backgroundColor: barColour,
          hoverBackgroundColor: barHoverColour,
          borderRadius: 4,
          maxBarThickness: 48,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      plugins: {
        tooltip: {
          displayColors: false,
          callbacks: {
            title: (items: TooltipItem<'bar'>[]) =>
              revenueTooltipTitle(months, items[0]?.dataIndex),
            label: (item: TooltipItem<'bar'>) => revenueTooltipLines(months, words, item.dataIndex),
          },
        },
      },
      scales: {
        x: {
          grid: { display: false },
          // Should a phone be too narrow for every month, some labels are skipped, never overlapped.
          ticks: { color: textColour, maxRotation: 0, autoSkipPadding: 4, font: { size: 11 } },
        },
        y: {
          beginAtZero: true,
          grid: { color: gridColour },
          border: { display: false },
          title: { display: true, text: 'RWF', color: textColour, font: { size: 11 } },
          ticks: {
            color: textColour,
            maxTicksLimit: 6,
            precision: 0,
            font: { size: 11 },
            callback: (value: string | number) => compactNumber(Number(value)),
          },
        },
      },
    },
  };
}
