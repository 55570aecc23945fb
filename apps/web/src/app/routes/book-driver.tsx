import type { DriverView } from '@kodesha/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDriver } from '../api/driver';
import { DriverPhoto } from '../components/driver-photo';
import { DriverRating } from '../components/driver-rating';
import { SpecialtyChips } from '../components/specialty-chips';
import { DriverNotFound } from './driver-detail-page';
import { routeId } from '@/lib/route-id';

/**
 * /drivers/{id}/book (spec §2): the driver's age, experience, rating (honest: "New"
 * without reviews, DESIGN §1.8), specialties and bio, with the booking form.
 */
export function BookDriverPage({
  bookingPanel,
}: {
  bookingPanel: (driver: DriverView) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const driver = useDriver(id);
  usePageTitle(
    driver.data
      ? t('bookings.bookDriverTitle', { name: driver.data.name })
      : t('drivers.listTitle'),
  );

  if (id === 0 || (driver.error instanceof ApiError && driver.error.status === 404))
    return <DriverNotFound />;
  if (driver.isPending) return <Spinner />;
  if (driver.isError)
    return <LoadError title={t('drivers.errorTitle')} onRetry={() => void driver.refetch()} page />;

  const data = driver.data;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <Link
        to={paths.driver(data.id)}
        className="text-sm font-semibold text-brand-700 hover:underline"
      >
        ← {t('bookings.backToDriver')}
      </Link>
      <h1 className="mt-3 text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
        {t('bookings.bookDriverTitle', { name: data.name })}
      </h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="min-w-0 space-y-4">
          <div className="flex flex-col gap-4 sm:flex-row">
            <DriverPhoto
              src={data.profile_image}
              name={data.name}
              alt={t('drivers.photoOf', { name: data.name })}
              className="w-32 shrink-0 rounded-2xl"
            />
            <div className="space-y-1">
              <DriverRating driver={data} />
              <p className="text-stone-700">
                {data.location} · {t('drivers.experienceYears', { count: data.experience })} ·{' '}
                {t('drivers.age', { age: String(data.age) })}
              </p>
              <p className="text-xl font-bold text-brand-800">
                {t('drivers.perHour', { price: formatMoney(data.price_per_hour) })}
              </p>
            </div>
          </div>
          <SpecialtyChips specialties={data.specialties} />
          {data.bio && <p className="whitespace-pre-line text-stone-700">{data.bio}</p>}
        </div>
        <div>{bookingPanel(data)}</div>
      </div>
    </div>
  );
}
