import { useTranslation } from '@/lib/i18n';
import { usePageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { RevenueAnalytics } from '@/features/revenue/components/revenue-analytics';
import { paths } from '@/lib/paths';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-admin';
import '@/locales/en-revenue';

/** `/admin/revenue` (rules §8.12): what Kodesha arranged, in RWF, by period and by month. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('revenue.title'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <PageHeader
        back={{ to: paths.admin, label: t('admin.backToDashboard') }}
        title={t('revenue.title')}
        intro={t('revenue.intro')}
      />
      <div className="mt-6">
        <RevenueAnalytics />
      </div>
    </div>
  );
}
