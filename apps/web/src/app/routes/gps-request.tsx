import { useTranslation } from '@/lib/i18n';
import { usePageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { useMyCars } from '@/features/cars/api/my-cars';
import { GpsRequestScreen } from '@/features/gps/components/gps-request/gps-request-screen';
import { paths } from '@/lib/paths';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-gps';
import '@/locales/en-gps-request';

/**
 * /owner/gps-request (rules §7.2, owners only): the request form, whose car select lists
 * the owner's own cars (the cars feature's; a car that fails to load is typed in instead).
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('gpsRequest.pageTitle'));
  const cars = useMyCars(1);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader
        back={{ to: paths.ownerDashboard, label: t('gpsRequest.backToDashboard') }}
        title={t('gpsRequest.pageTitle')}
        intro={t('gpsRequest.intro')}
        compact
      />
      <GpsRequestScreen cars={cars.isPending ? undefined : (cars.data?.data ?? [])} />
    </div>
  );
}
