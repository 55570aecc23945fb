import type { RevenuePeriod, RevenueView } from '@kodesha/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { formatCount, formatMoney } from '@/lib/format';

/** The chosen period's total: each period has its own figure in the answer. */
export const periodRevenue = (view: RevenueView, period: RevenuePeriod = view.period): number =>
  ({
    daily: view.daily_revenue,
    weekly: view.weekly_revenue,
    monthly: view.monthly_revenue,
    total: view.total_revenue,
  })[period];

/** One card: its title, its figure, and what it is made of. */
function FigureCard({
  id,
  title,
  value,
  note,
  highlight = false,
  className = '',
  children,
}: {
  id: string;
  title: ReactNode;
  value: string;
  note?: string;
  highlight?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`flex min-w-0 flex-col rounded-2xl border p-4 shadow-sm sm:p-5 ${highlight ? 'border-brand-200 bg-brand-50' : 'border-stone-200 bg-white'} ${className}`}
    >
      <h3 id={id} className="text-sm font-semibold text-stone-700">
        {title}
      </h3>
      <p className="mt-1 text-2xl font-extrabold break-words text-stone-900 tabular-nums xl:text-3xl">
        {value}
      </p>
      {note && <p className="mt-1 text-sm text-stone-600">{note}</p>}
      {children}
    </section>
  );
}

/** A split's share of the period's total, when there is a total to share. */
function useShare(total: number): (part: number) => string | undefined {
  const { t } = useTranslation();
  return (part) =>
    total > 0
      ? t('revenue.share', { percent: String(Math.round((part / total) * 100)) })
      : undefined;
}

/**
 * Total Revenue for the period (with the four periods' totals under it), then its split
 * into car, driver and ticket bookings (rules §8.12).
 */
export function RevenueCards({ view }: { view: RevenueView }) {
  const { t } = useTranslation();
  const total = periodRevenue(view);
  const share = useShare(total);
  const splits = [
    {
      key: 'car',
      title: t('revenue.carBookings'),
      value: view.car_bookings_revenue,
      note: t('revenue.carBookingsNote'),
    },
    {
      key: 'driver',
      title: t('revenue.driverBookings'),
      value: view.driver_bookings_revenue,
      note: t('revenue.driverBookingsNote'),
    },
    {
      key: 'ticket',
      title: t('revenue.ticketBookings'),
      value: view.ticket_bookings_revenue,
      note: t('revenue.ticketBookingsNote'),
    },
  ] as const;
  const periodTotals = [
    ['daily', view.daily_revenue],
    ['weekly', view.weekly_revenue],
    ['monthly', view.monthly_revenue],
    ['total', view.total_revenue],
  ] as const;
  return (
    <section aria-labelledby="revenue-cards-heading">
      <h2 id="revenue-cards-heading" className="sr-only">
        {t('revenue.revenueHeading')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <FigureCard
          id="revenue-total"
          title={
            <>
              {t('revenue.totalRevenue')}
              <span className="font-normal text-stone-600">
                {' '}
                · {t(`revenue.periods.${view.period}`)}
              </span>
            </>
          }
          value={formatMoney(total)}
          highlight
          className="sm:col-span-3 lg:col-span-1"
        >
          <dl
            aria-label={t('revenue.periodTotals')}
            className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 border-t border-brand-200 pt-3 text-sm sm:grid-cols-4 lg:grid-cols-1"
          >
            {periodTotals.map(([period, amount]) => (
              <div
                key={period}
                className="flex min-w-0 flex-col lg:flex-row lg:justify-between lg:gap-2"
              >
                <dt
                  className={
                    period === view.period ? 'font-semibold text-stone-900' : 'text-stone-600'
                  }
                >
                  {t(`revenue.periods.${period}`)}
                </dt>
                <dd className="font-semibold text-stone-900 tabular-nums">{formatMoney(amount)}</dd>
              </div>
            ))}
          </dl>
        </FigureCard>
        {splits.map((split) => (
          <FigureCard
            key={split.key}
            id={`revenue-${split.key}`}
            title={split.title}
            value={formatMoney(split.value)}
            note={split.note}
          >
            {share(split.value) && (
              <p className="mt-auto pt-2 text-sm font-semibold text-brand-700">
                {share(split.value)}
              </p>
            )}
          </FigureCard>
        ))}
      </div>
    </section>
  );
}

/** Total Users, Cars, Drivers and Bookings: the marketplace's size, whatever the period. */
export function MarketplaceCards({ view }: { view: RevenueView }) {
  const { t } = useTranslation();
  const figures = [
    ['users', t('revenue.totalUsers'), view.users_count],
    ['cars', t('revenue.totalCars'), view.cars_count],
    ['drivers', t('revenue.totalDrivers'), view.drivers_count],
    ['bookings', t('revenue.totalBookings'), view.bookings_count],
  ] as const;
  return (
    <section aria-labelledby="revenue-marketplace-heading">
      <h2 id="revenue-marketplace-heading" className="sr-only">
        {t('revenue.marketplaceHeading')}
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map(([key, title, value]) => (
          <FigureCard
            key={key}
            id={`revenue-${key}-count`}
            title={title}
            value={formatCount(value)}
          />
        ))}
      </div>
    </section>
  );
}
