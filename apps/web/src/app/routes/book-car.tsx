import type { CarView } from '@kodesha/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CarPhoto } from '@/components/car-photo';
import { usePageTitle } from '@/components/page-title';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useCar } from '../api/car';
import { carTitle } from '../components/car-card';
import { PriceGrid } from '../components/price-grid';
import { CarNotFound } from './car-detail-page';
import { routeId } from '@/lib/route-id';

/** /cars/{id}/book (spec §2): the car's essentials and the booking form. */
export function BookCarPage({ bookingPanel }: { bookingPanel: (car: CarView) => ReactNode }) {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const car = useCar(id);
  usePageTitle(
    car.data ? t('bookings.bookCarTitle', { title: carTitle(car.data) }) : t('cars.listTitle'),
  );

  if (id === 0 || (car.error instanceof ApiError && car.error.status === 404))
    return <CarNotFound />;
  if (car.isPending) return <Spinner />;
  if (car.isError)
    return <LoadError title={t('cars.errorTitle')} onRetry={() => void car.refetch()} page />;

  const data = car.data;
  const title = carTitle(data);
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <Link
        to={paths.car(data.id)}
        className="text-sm font-semibold text-brand-700 hover:underline"
      >
        ← {t('bookings.backToCar')}
      </Link>
      <h1 className="mt-3 text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
        {t('bookings.bookCarTitle', { title })}
      </h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="min-w-0 space-y-5">
          <div className="flex flex-col gap-4 sm:flex-row">
            <CarPhoto
              src={data.images[0]?.thumbnail_url}
              alt={title}
              className="w-full rounded-2xl sm:w-56 sm:shrink-0"
              loading="eager"
            />
            <div>
              <p className="text-stone-700">
                {data.location} · {t('cars.listedBy', { name: data.owner.name })}
              </p>
              <p className="mt-1 text-xl font-bold text-brand-800">
                {t('cars.perHour', { price: formatMoney(data.price_per_hour) })}
              </p>
              {data.availability_notes && (
                <p className="mt-1 text-sm text-stone-700 italic">{data.availability_notes}</p>
              )}
            </div>
          </div>
          <PriceGrid pricePerHour={data.price_per_hour} />
        </div>
        <div>{bookingPanel(data)}</div>
      </div>
    </div>
  );
}
