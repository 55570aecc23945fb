import { useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { QueryGate } from '@/components/ui/query-gate';
import { BookingForm } from '@/features/bookings/components/booking-form';
import { useDriver } from '@/features/drivers/api/driver';
import { DriverNotFound } from '@/features/drivers/components/driver-not-found';
import { DriverSummary } from '@/features/drivers/components/driver-summary';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/route-id';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-bookings';
import '@/locales/en-calendar';

/** /drivers/{id}/book (rules §3.8): the driver's essentials beside the booking form. */
export function Component() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const driver = useDriver(id);
  usePageTitle(
    driver.data
      ? t('bookings.bookDriverTitle', { name: driver.data.name })
      : t('drivers.listTitle'),
  );

  return (
    <QueryGate
      query={driver}
      missing={id === 0}
      notFound={<DriverNotFound />}
      error={{ title: t('drivers.errorTitle'), page: true }}
    >
      {(data) => (
        <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
          <PageHeader
            back={{ to: paths.driver(data.id), label: t('bookings.backToDriver') }}
            title={t('bookings.bookDriverTitle', { name: data.name })}
            compact
          />
          <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_24rem]">
            <div className="min-w-0 space-y-4">
              <DriverSummary driver={data} />
            </div>
            <div>
              <BookingForm item={{ type: 'driver', ...data }} providerUserId={data.user_id} />
            </div>
          </div>
        </div>
      )}
    </QueryGate>
  );
}
