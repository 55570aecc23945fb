import { useTranslation } from '@/lib/i18n';
import { usePageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { AddCarForm } from '@/features/cars/components/add-car-form';
import { paths } from '@/lib/paths';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-owner';

/** /owner/add-car (rules §2.11): every field, at least one photo and one feature. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('owner.addTitle'));
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader
        back={{ to: paths.ownerDashboard, label: t('owner.backToDashboard') }}
        title={t('owner.addTitle')}
      />
      <AddCarForm />
    </div>
  );
}
