import { useTranslation } from '@/lib/i18n';
import { usePageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { CarManagement } from '@/features/cars/components/admin/car-management';
import { paths } from '@/lib/paths';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-admin';
import '@/locales/en-admin-listings';
import '@/locales/en-owner';

/** `/admin/cars` (rules §8.7): every car as a grid of cards. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('adminCars.title'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <PageHeader
        back={{ to: paths.admin, label: t('admin.backToDashboard') }}
        title={t('adminCars.title')}
      />
      <div className="mt-6">
        <CarManagement layout="grid" />
      </div>
    </div>
  );
}
