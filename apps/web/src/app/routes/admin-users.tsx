import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { DriverLicenceQueue } from '@/features/drivers/components/admin/driver-licence-queue';
import { UserManagement } from '@/features/users/components/admin/user-management';
import { paths } from '@/lib/paths';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-admin';
import '@/locales/en-admin-listings';
import '@/locales/en-admin-users';
import '@/locales/en-licence-viewer';

/** `/admin/users` (rules §8.5): the users screen on its own, with the role filter. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageTitle(t('adminUsers.title'));
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:py-10">
      <PageHeader
        back={{ to: paths.admin, label: t('admin.backToDashboard') }}
        title={t('adminUsers.title')}
      />
      <UserManagement />
      {params.get('license_status') === 'pending' && <DriverLicenceQueue />}
    </div>
  );
}
