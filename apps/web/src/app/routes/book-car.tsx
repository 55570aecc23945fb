import { carTitle } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { QueryGate } from '@/components/ui/query-gate';
import { BookingForm } from '@/features/bookings/components/booking-form';
import { useCar } from '@/features/cars/api/car';
import { CarNotFound } from '@/features/cars/components/car-not-found';
import { CarSummary } from '@/features/cars/components/car-summary';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/route-id';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-bookings';
import '@/locales/en-calendar';

/** /cars/{id}/book: the car's essentials beside the booking form. */
export function Component() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const car = useCar(id);
  usePageTitle(
    car.data ? t('bookings.bookCarTitle', { title: carTitle(car.data) }) : t('cars.listTitle'),
  );

  return (
    <QueryGate
      query={car}
      missing={id === 0}
      notFound={<CarNotFound />}
      error={{ title: t('cars.errorTitle'), page: true }}
    >
      {(data) => (
        <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
          <PageHeader
            back={{ to: paths.car(data.id), label: t('bookings.backToCar') }}
            title={t('bookings.bookCarTitle', { title: carTitle(data) })}
            compact
          />
          <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_24rem]">
            <div className="min-w-0 space-y-5">
              <CarSummary car={data} />
            </div>
            <div>
              <BookingForm item={{ type: 'car', ...data }} providerUserId={data.owner_id} />
            </div>
          </div>
        </div>
      )}
    </QueryGate>
  );
}
