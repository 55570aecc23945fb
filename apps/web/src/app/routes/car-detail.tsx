import { carTitle } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { useState } from 'react';
import { useParams } from 'react-router';
import { HashTarget } from '@/components/hash-target';
import { LoginRequired } from '@/components/login-required';
import { usePageTitle } from '@/components/page-title';
import { QueryGate } from '@/components/ui/query-gate';
import { LazyBookingForm } from '@/features/bookings/components/lazy-booking-form';
import { LazyWeekView } from '@/features/bookings/components/week-view-frame';
import type { PickedStart } from '@/features/bookings/components/week-view-parts';
import { CarDetails } from '@/features/cars/components/car-details';
import { CarNotFound } from '@/features/cars/components/car-not-found';
import { CarPageSkeleton } from '@/features/cars/components/car-page-skeleton';
import { ContactBox } from '@/features/cars/components/contact-box';
import { routeId } from '@/lib/route-id';
import { useSession } from '@/lib/session';
import { missingRecordHead, readRecord, type ServerPage } from '@/app/page-head';
import { carQuery, useCar } from '@/features/cars/api/car';
import { carJsonLd } from '@/features/cars/car-structured-data';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-bookings';
import '@/locales/en-calendar';
import '@/locales/en-chat';
import '@/locales/en-contact';

/** Rendered on the server with the car; a car that is not there answers 404 (rules §9.16). */
export const handle: ServerPage = {
  async prefetch({ queryClient, params, t, language, origin }) {
    const id = routeId(params.id);
    const read = await readRecord(id, () => queryClient.fetchQuery(carQuery(id)));
    if ('status' in read)
      return missingRecordHead(read.status, paths.car(id), {
        notFoundTitle: t('cars.notFoundTitle'),
        notFoundText: t('cars.notFoundText'),
        errorTitle: t('cars.errorTitle'),
        errorText: t('meta.siteDescription'),
      });
    const car = read.record;
    const title = carTitle(car);
    return {
      title,
      description: t('meta.carDescription', {
        title,
        location: car.location,
        price: formatMoney(car.price_per_hour, language),
      }),
      canonical: paths.car(car.id),
      image: car.images[0]?.url,
      jsonLd: carJsonLd(car, origin),
    };
  },
};

/**
 * /cars/{id}: public, so links can be shared; the contact box, the chat with the owner and
 * the booking form ask a signed-out visitor to log in.
 */
export function Component() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const car = useCar(id);
  const session = useSession();
  // A free hour picked on the week view fills the booking form, which comes into view.
  const [picked, setPicked] = useState<PickedStart>();
  const pick = (start: PickedStart) => {
    setPicked(start);
    document.getElementById('book')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  usePageTitle(car.data ? carTitle(car.data) : t('cars.listTitle'));

  return (
    <QueryGate
      query={car}
      loading={<CarPageSkeleton />}
      missing={id === 0}
      notFound={<CarNotFound />}
      error={{ title: t('cars.errorTitle'), text: <p>{t('cars.errorText')}</p>, page: true }}
    >
      {(data) => (
        <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
          <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
            <div className="min-w-0 space-y-6">
              <CarDetails car={data} />
              <LazyWeekView item={{ type: 'car', id: data.id }} onPick={pick} picked={picked} />
            </div>
            <aside className="space-y-4 lg:self-start">
              <ContactBox carId={data.id} ownerId={data.owner.id} />
              {/* "Book Now" lands here (paths.bookingPanel). */}
              <HashTarget id="book">
                {session ? (
                  <LazyBookingForm
                    item={{ type: 'car', ...data }}
                    providerUserId={data.owner_id}
                    picked={picked}
                  />
                ) : (
                  <LoginRequired text={t('cars.panelsLoginText')} />
                )}
              </HashTarget>
            </aside>
          </div>
        </div>
      )}
    </QueryGate>
  );
}
