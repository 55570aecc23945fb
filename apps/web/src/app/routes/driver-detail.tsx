import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoginRequired } from '@/components/login-required';
import { usePageTitle } from '@/components/page-title';
import { QueryGate } from '@/components/ui/query-gate';
import { BookingForm } from '@/features/bookings/components/booking-form';
import { useDriver } from '@/features/drivers/api/driver';
import { DriverContactBox } from '@/features/drivers/components/driver-contact-box';
import { DriverDetails } from '@/features/drivers/components/driver-details';
import { DriverNotFound } from '@/features/drivers/components/driver-not-found';
import { routeId } from '@/lib/route-id';
import { useSession } from '@/lib/session';

/** /drivers/{id}: public (rules §3.8), with the contact rules of cars (rules §1.12). */
export function Component() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const driver = useDriver(id);
  const session = useSession();
  usePageTitle(driver.data?.name ?? t('drivers.listTitle'));

  return (
    <QueryGate
      query={driver}
      missing={id === 0}
      notFound={<DriverNotFound />}
      error={{ title: t('drivers.errorTitle'), page: true }}
    >
      {(data) => (
        <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
          <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
            <div className="min-w-0 space-y-6">
              <DriverDetails driver={data} />
            </div>
            <aside className="space-y-4 lg:self-start">
              <DriverContactBox driver={data} />
              {session ? (
                <BookingForm item={{ type: 'driver', ...data }} providerUserId={data.user_id} />
              ) : (
                <LoginRequired text={t('drivers.panelsLoginText')} />
              )}
            </aside>
          </div>
        </div>
      )}
    </QueryGate>
  );
}
