import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import {
  downloadMonthlyRevenueCsv,
  formatMonth,
  hasMonthlyData,
  monthlySummary,
  type RevenueMonth,
} from './revenue-months';

// Chart.js arrives with this screen only, in its own chunk: no other page's first load
// carries it (rules §8.12).
const loadRevenueChart = () => import('./revenue-chart');
const RevenueChart = lazy(() =>
  loadRevenueChart().then((module) => ({ default: module.RevenueChart })),
);

/** Starts fetching the chart's code while the figures load, rather than after them. */
export const preloadRevenueChart = (): void => void loadRevenueChart().catch(() => undefined);

/**
 * When the chart's code cannot be fetched (offline, or a new version deployed meanwhile),
 * a line instead of the chart: the table beside it still has every figure.
 */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * An amount whose currency code may go on the line above its digits (the digits stay
 * together): the one break that lets a long amount fit a phone's column.
 */
const breakableMoney = (amount: number) => formatMoney(amount).replace('\u00a0', ' ');

/**
 * The figures, month by month: what the chart draws, for everyone to read. On a phone the
 * headers, the month and an amount's code wrap and the cells keep little padding, so the
 * table fits 375 px in every language with a wide font (DejaVu Sans); should a figure still
 * not fit, the table scrolls inside its box, never the page.
 */
function MonthlyTable({ months }: { months: readonly RevenueMonth[] }) {
  const { t } = useTranslation();
  const cell = 'px-1.5 py-1.5 sm:px-3';
  return (
    <div className="min-w-0 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="pb-2 text-left text-sm font-semibold text-stone-700">
          {t('revenue.monthlyTable')}
        </caption>
        <thead className="border-b border-stone-200 text-stone-700">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('revenue.month')}
            </th>
            <th scope="col" className={`${cell} text-right font-semibold`}>
              {t('revenue.bookings')}
            </th>
            <th scope="col" className={`${cell} text-right font-semibold`}>
              {t('revenue.revenue')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {months.map((month, index) => {
            const current = index === months.length - 1;
            return (
              <tr key={month.month} className={current ? 'bg-brand-50 font-semibold' : undefined}>
                <th scope="row" className={`${cell} ${current ? 'font-semibold' : 'font-normal'}`}>
                  {formatMonth(month.month)}
                  {current && (
                    <span className="block text-xs font-normal text-stone-600">
                      ({t('revenue.thisMonth')})
                    </span>
                  )}
                </th>
                <td className={`${cell} text-right tabular-nums`}>{month.bookings_count}</td>
                <td className={`${cell} text-right tabular-nums`}>
                  {breakableMoney(month.revenue)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The Monthly Revenue Trend (rules §8.12): the last 12 months as a bar chart, the same
 * figures in a table, and a CSV of them. 'No monthly data available' when all are zero.
 */
export function MonthlyTrend({ months }: { months: readonly RevenueMonth[] }) {
  const { t } = useTranslation();
  const any = hasMonthlyData(months);
  return (
    <section
      aria-labelledby="revenue-monthly-heading"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div>
          <h2 id="revenue-monthly-heading" className="text-lg font-bold text-stone-900">
            {t('revenue.monthlyTrend')}
          </h2>
          <p className="text-sm text-stone-600">{t('revenue.monthlyIntro')}</p>
        </div>
        {any && (
          <Button variant="secondary" onClick={() => downloadMonthlyRevenueCsv(months, new Date())}>
            {t('revenue.downloadCsv')}
          </Button>
        )}
      </div>
      {any ? (
        <div className="mt-4 grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
          <ChartBoundary
            fallback={<p className="text-sm text-stone-600">{t('revenue.chartFailed')}</p>}
          >
            <Suspense fallback={<div className="h-64 sm:h-80 xl:h-[28rem]" aria-hidden="true" />}>
              <RevenueChart
                months={months}
                summary={t('revenue.chartSummary', monthlySummary(months))}
              />
            </Suspense>
          </ChartBoundary>
          <MonthlyTable months={months} />
        </div>
      ) : (
        <p className="mt-4 rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-700">
          {t('revenue.noMonthlyData')}
        </p>
      )}
    </section>
  );
}
