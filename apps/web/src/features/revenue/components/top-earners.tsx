import type { RevenueView } from '@kodesha/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { formatMoney } from '@/lib/format';
import { useWideScreen } from '@/lib/use-wide-screen';

type TopCar = RevenueView['top_earning_cars'][number];
type TopDriver = RevenueView['top_earning_drivers'][number];

/** One earner as the lists show it: what it is, who, its bookings and its revenue. */
type Earner = {
  key: number;
  name: string;
  /** The car's owner; a driver has none. */
  owner?: string;
  bookings: number;
  revenue: number;
};

const cell = 'px-3 py-3';

/**
 * A ranked list of earners: a table where the columns fit, a numbered list of small rows on
 * a phone (one layout is rendered, so each name is read once).
 */
function EarnerList({
  id,
  title,
  nameColumn,
  earners,
  withOwner,
}: {
  id: string;
  title: string;
  nameColumn: string;
  earners: Earner[];
  withOwner: boolean;
}) {
  const { t } = useTranslation();
  const wide = useWideScreen('(min-width: 40rem)');
  let body: ReactNode;
  if (earners.length === 0)
    body = (
      <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-700">
        {t('revenue.noData')}
      </p>
    );
  else if (wide)
    body = (
      <div className="overflow-x-auto">
        <table aria-labelledby={id} className="w-full text-left text-sm">
          <thead className="border-b border-stone-200 text-stone-700">
            <tr>
              <th scope="col" className={`${cell} w-12 font-semibold`}>
                <span aria-hidden="true">#</span>
                <span className="sr-only">{t('revenue.rank')}</span>
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                {nameColumn}
              </th>
              {withOwner && (
                <th scope="col" className={`${cell} font-semibold`}>
                  {t('revenue.owner')}
                </th>
              )}
              <th scope="col" className={`${cell} text-right font-semibold`}>
                {t('revenue.bookings')}
              </th>
              <th scope="col" className={`${cell} text-right font-semibold`}>
                {t('revenue.revenue')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {earners.map((earner, index) => (
              <tr key={earner.key}>
                <td className={`${cell} text-stone-600 tabular-nums`}>{index + 1}</td>
                <th scope="row" className={`${cell} font-semibold text-stone-900`}>
                  {earner.name}
                </th>
                {withOwner && <td className={`${cell} text-stone-700`}>{earner.owner}</td>}
                <td className={`${cell} text-right tabular-nums`}>{earner.bookings}</td>
                <td className={`${cell} text-right font-semibold whitespace-nowrap tabular-nums`}>
                  {formatMoney(earner.revenue)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  else
    body = (
      <ol aria-labelledby={id} className="divide-y divide-stone-200">
        {earners.map((earner, index) => (
          <li key={earner.key} className="flex items-start gap-3 py-3">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-stone-100 text-xs font-bold text-stone-700">
              <span aria-hidden="true">{index + 1}</span>
              <span className="sr-only">
                {t('revenue.rankNumber', { rank: String(index + 1) })}
              </span>
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold break-words text-stone-900">{earner.name}</span>
              {earner.owner !== undefined && (
                <span className="block text-sm break-words text-stone-700">
                  {t('revenue.ownedBy', { name: earner.owner })}
                </span>
              )}
              <span className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="text-stone-600">
                  {t('revenue.bookingsCount', { count: earner.bookings })}
                </span>
                <span className="text-base font-semibold whitespace-nowrap text-stone-900 tabular-nums">
                  {formatMoney(earner.revenue)}
                </span>
              </span>
            </span>
          </li>
        ))}
      </ol>
    );
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={id} className="mb-2 text-lg font-bold text-stone-900">
        {title}
      </h2>
      {body}
    </section>
  );
}

const fromCar = (car: TopCar): Earner => ({
  key: car.car_id,
  name: `${car.car_make} ${car.car_model}`,
  owner: car.owner_name,
  bookings: car.bookings_count,
  revenue: car.revenue,
});

const fromDriver = (driver: TopDriver): Earner => ({
  key: driver.driver_id,
  name: driver.driver_name,
  bookings: driver.bookings_count,
  revenue: driver.revenue,
});

/** Top Earning Cars and Top Earning Drivers for the period, five each (rules §8.12). */
export function TopEarners({ view }: { view: RevenueView }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <EarnerList
        id="revenue-top-cars"
        title={t('revenue.topCars')}
        nameColumn={t('revenue.car')}
        earners={view.top_earning_cars.map(fromCar)}
        withOwner
      />
      <EarnerList
        id="revenue-top-drivers"
        title={t('revenue.topDrivers')}
        nameColumn={t('revenue.driver')}
        earners={view.top_earning_drivers.map(fromDriver)}
        withOwner={false}
      />
    </div>
  );
}
