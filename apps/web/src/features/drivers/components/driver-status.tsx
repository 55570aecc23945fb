import type { DriverView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useUpdateDriver } from '../api/save-driver-profile';

function LicenceBanner({ driver }: { driver: DriverView }) {
  const { t } = useTranslation();
  const status = driver.license_verification_status;
  if (status === 'verified') return <Alert tone="success">{t('driver.statusVerified')}</Alert>;
  if (status === 'rejected') return <Alert tone="error">{t('driver.statusRejected')}</Alert>;
  return <Alert tone="warning">{t('driver.statusPending')}</Alert>;
}

/**
 * Where the driver stands: their licence review, and whether they take bookings now, with
 * the Go Offline / Go Online switch (saved on the server).
 */
export function DriverStatus({ driver }: { driver: DriverView }) {
  const { t } = useTranslation();
  const update = useUpdateDriver();
  return (
    <div className="mt-4 space-y-3">
      <LicenceBanner driver={driver} />
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
  );
}
