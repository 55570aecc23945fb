import { useTranslation } from '@/lib/i18n';
import { usePageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { DriverManagement } from '@/features/drivers/components/admin/driver-management';
import { paths } from '@/lib/paths';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-admin';
import '@/locales/en-admin-listings';
import '@/locales/en-licence-viewer';

/** `/admin/drivers` (rules §8.8): Driver Management. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('adminDrivers.title'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <PageHeader
        back={{ to: paths.admin, label: t('admin.backToDashboard') }}
        title={t('adminDrivers.title')}
      />
      <div className="mt-6">
        <DriverManagement />
      </div>
    </div>
  );
}
