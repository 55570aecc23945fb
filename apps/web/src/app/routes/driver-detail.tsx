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
import { DriverContactBox } from '@/features/drivers/components/driver-contact-box';
import { DriverDetails } from '@/features/drivers/components/driver-details';
import { DriverNotFound } from '@/features/drivers/components/driver-not-found';
import { DriverPageSkeleton } from '@/features/drivers/components/driver-page-skeleton';
import { routeId } from '@/lib/route-id';
import { useSession } from '@/lib/session';
import { missingRecordHead, readRecord, type ServerPage } from '@/app/page-head';
import { driverQuery, useDriver } from '@/features/drivers/api/driver';
import { driverJsonLd } from '@/features/drivers/driver-structured-data';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-bookings';
import '@/locales/en-calendar';
import '@/locales/en-chat';
import '@/locales/en-contact';

/** Rendered on the server with the driver; one that is not there answers 404 (rules §9.16). */
export const handle: ServerPage = {
  async prefetch({ queryClient, params, t, language, origin }) {
    const id = routeId(params.id);
    const read = await readRecord(id, () => queryClient.fetchQuery(driverQuery(id)));
    if ('status' in read)
      return missingRecordHead(read.status, paths.driver(id), {
        notFoundTitle: t('drivers.notFoundTitle'),
        notFoundText: t('drivers.notFoundText'),
        errorTitle: t('drivers.errorTitle'),
        errorText: t('meta.siteDescription'),
      });
    const driver = read.record;
    return {
      title: driver.name,
      description: t('meta.driverDescription', {
        name: driver.name,
        location: driver.location,
        count: driver.experience,
        price: formatMoney(driver.price_per_hour, language),
      }),
      canonical: paths.driver(driver.id),
      image: driver.profile_image ?? undefined,
      jsonLd: driverJsonLd(driver, origin),
    };
  },
};

/** /drivers/{id}: public (rules §3.8), with the contact rules of cars (rules §1.12). */
export function Component() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const driver = useDriver(id);
  const session = useSession();
  // A free hour picked on the week view fills the booking form, which comes into view.
  const [picked, setPicked] = useState<PickedStart>();
  const pick = (start: PickedStart) => {
    setPicked(start);
    document.getElementById('book')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  usePageTitle(driver.data?.name ?? t('drivers.listTitle'));

  return (
    <QueryGate
      query={driver}
      loading={<DriverPageSkeleton />}
      missing={id === 0}
      notFound={<DriverNotFound />}
      error={{ title: t('drivers.errorTitle'), page: true }}
    >
      {(data) => (
        <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
          <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
            <div className="min-w-0 space-y-6">
              <DriverDetails driver={data} />
              <LazyWeekView item={{ type: 'driver', id: data.id }} onPick={pick} picked={picked} />
            </div>
            <aside className="space-y-4 lg:self-start">
              <DriverContactBox driver={data} />
              {/* "Book Now" lands here (paths.bookingPanel). */}
              <HashTarget id="book">
                {session ? (
                  <LazyBookingForm
                    item={{ type: 'driver', ...data }}
                    providerUserId={data.user_id}
                    picked={picked}
                  />
                ) : (
                  <LoginRequired text={t('drivers.panelsLoginText')} />
                )}
              </HashTarget>
            </aside>
          </div>
        </div>
      )}
    </QueryGate>
  );
}
