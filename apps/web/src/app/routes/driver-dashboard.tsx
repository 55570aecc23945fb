import type { DriverView } from '@kodesha/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useMyDriverProfile } from '../api/my-driver-profile';
import { useUpdateDriver } from '../api/save-driver-profile';
import { DriverProfileMissing } from '../components/driver-profile-missing';

const tabs = ['bookings', 'profile'] as const;

function StatusBanner({ driver }: { driver: DriverView }) {
  const { t } = useTranslation();
  const status = driver.license_verification_status;
  if (status === 'verified') return <Alert tone="success">{t('driver.statusVerified')}</Alert>;
  if (status === 'rejected') return <Alert tone="error">{t('driver.statusRejected')}</Alert>;
  return <Alert tone="warning">{t('driver.statusPending')}</Alert>;
}

/** /driver/dashboard (spec §2): status, Go Offline / Go Online (persisted), two tabs. */
export function DriverDashboardPage({ bookingRequests }: { bookingRequests: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t('driver.dashboardTitle'));
  const profile = useMyDriverProfile();
  const update = useUpdateDriver();
  const [tab, setTab] = useState<(typeof tabs)[number]>('bookings');

  if (profile.error instanceof ApiError && profile.error.status === 404)
    return <DriverProfileMissing />;
  if (profile.isPending) return <Spinner />;
  if (profile.isError)
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Alert tone="error">{t('driver.loadFailed')}</Alert>
      </div>
    );

  const driver = profile.data;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">
        {t('driver.dashboardTitle')}
      </h1>
      <div className="mt-4 space-y-3">
        <StatusBanner driver={driver} />
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-stone-200 bg-white p-4">
          <p className="font-medium text-stone-900" role="status">
            {driver.is_available ? t('driver.online') : t('driver.offlineNow')}
          </p>
          <Button
            variant={driver.is_available ? 'secondary' : 'primary'}
            disabled={update.isPending}
            onClick={() =>
              update.mutate({ id: driver.id, body: { is_available: !driver.is_available } })
            }
          >
            {driver.is_available ? t('driver.goOffline') : t('driver.goOnline')}
          </Button>
        </div>
        {update.isError && <Alert tone="error">{t('driver.toggleFailed')}</Alert>}
      </div>

      <div
        role="tablist"
        aria-label={t('driver.dashboardTitle')}
        className="mt-8 flex gap-2 border-b border-stone-200"
      >
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            onClick={() => setTab(name)}
            className={`min-h-11 border-b-2 px-4 text-sm font-semibold ${tab === name ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
          >
            {name === 'bookings' ? t('driver.tabBookings') : t('driver.tabProfile')}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="mt-6">
        {tab === 'bookings' ? (
          bookingRequests
        ) : (
          <div className="rounded-2xl border border-stone-200 bg-white p-5">
            <dl className="grid gap-3 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-stone-600">{t('driver.name')}</dt>
                <dd className="font-medium">{driver.name}</dd>
              </div>
              <div>
                <dt className="text-sm text-stone-600">{t('driver.location')}</dt>
                <dd className="font-medium">{driver.location}</dd>
              </div>
              <div>
                <dt className="text-sm text-stone-600">{t('driver.experience')}</dt>
                <dd className="font-medium">{driver.experience}</dd>
              </div>
              <div>
                <dt className="text-sm text-stone-600">{t('driver.price')}</dt>
                <dd className="font-medium">{formatMoney(driver.price_per_hour)}</dd>
              </div>
              <div className="sm:col-span-2">
                <dt className="text-sm text-stone-600">{t('driver.specialties')}</dt>
                <dd className="font-medium">
                  {driver.specialties
                    .map((specialty) => t(`drivers.specialty.${specialty}`))
                    .join(', ')}
                </dd>
              </div>
            </dl>
            <div className="mt-5 flex flex-wrap gap-2">
              <ButtonLink to={paths.driverProfile}>{t('driver.editProfile')}</ButtonLink>
              {driver.license_verification_status === 'verified' && (
                <ButtonLink to={paths.driver(driver.id)} variant="secondary">
                  {t('driver.viewPublic')}
                </ButtonLink>
              )}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
