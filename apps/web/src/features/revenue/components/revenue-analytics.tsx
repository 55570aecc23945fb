import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { QueryGate } from '@/components/ui/query-gate';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { useRevenue } from '../api/revenue';
import { MonthlyTrend, preloadRevenueChart } from './monthly-trend';
import { MarketplaceCards, RevenueCards } from './revenue-cards';
import { RevenuePeriodPicker, useRevenuePeriod } from './revenue-period-picker';
import { TopEarners } from './top-earners';

/**
 * The admin's Revenue Analytics (rules §8.12), on `/admin/revenue` and in the dashboard's
 * Revenue tab: the period in the address, the cards, the top earners and the monthly
 * trend. Switching periods keeps the figures shown, dimmed, until the new ones arrive.
 */
export function RevenueAnalytics() {
  const { t } = useTranslation();
  const [period, choose] = useRevenuePeriod();
  const revenue = useRevenue(period);
  const updating = revenue.isPlaceholderData;
  useEffect(preloadRevenueChart, []);
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <RevenuePeriodPicker period={period} onChoose={choose} />
        {revenue.data?.period_start && (
          <p className={`text-sm text-stone-600 ${updating ? 'opacity-60' : ''}`}>
            {t('revenue.periodStart', { date: formatDate(revenue.data.period_start) })}
          </p>
        )}
      </div>
      <p className="text-sm text-stone-700">{t('revenue.definition')}</p>
      <QueryGate
        query={revenue}
        loading={<Spinner label={t('revenue.loading')} />}
        error={{ title: t('revenue.errorTitle'), text: <p>{t('revenue.errorText')}</p> }}
      >
        {(view) => (
          <div
            aria-busy={updating || undefined}
            className={`space-y-5 transition-opacity ${updating ? 'opacity-60' : ''}`}
          >
            {updating && (
              <p role="status" className="sr-only">
                {t('revenue.updating')}
              </p>
            )}
            <RevenueCards view={view} />
            <MarketplaceCards view={view} />
            <TopEarners view={view} />
            <MonthlyTrend months={view.revenue_by_month} />
          </div>
        )}
      </QueryGate>
    </div>
  );
}
