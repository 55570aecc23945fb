import { useTranslation } from '@/lib/i18n';
import { usePageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { GpsRequestManagement } from '@/features/gps/components/admin/gps-request-management';
import { paths } from '@/lib/paths';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-admin';
import '@/locales/en-admin-gps';
import '@/locales/en-gps';

/** `/admin/gps-requests` (rules §8.10): every GPS installation request, moved from its details. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('adminGps.title'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <PageHeader
        back={{ to: paths.admin, label: t('admin.backToDashboard') }}
        title={t('adminGps.title')}
        intro={t('adminGps.intro')}
      />
      <div className="mt-6">
        <GpsRequestManagement />
      </div>
    </div>
  );
}
