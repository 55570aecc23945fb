import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/page-title';
import { LicenceQueue } from '@/features/admin/components/licence-queue';

/** The admin area's first screen: the licence queue (rules §8.2). The rest of admin grows from here. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('admin.title'));
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t('admin.title')}</h1>
      <LicenceQueue />
    </div>
  );
}
