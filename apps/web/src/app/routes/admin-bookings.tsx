import { useTranslation } from '@/lib/i18n';
import { usePageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { BookingManagement } from '@/features/bookings/components/admin/booking-management';
import { paths } from '@/lib/paths';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-admin';
import '@/locales/en-admin-bookings';
import '@/locales/en-bookings';

/** `/admin/bookings` (rules §8.9): every booking, with search, type and summary cards. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('adminBookings.title'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <PageHeader
        back={{ to: paths.admin, label: t('admin.backToDashboard') }}
        title={t('adminBookings.title')}
      />
      <div className="mt-6">
        <BookingManagement />
      </div>
    </div>
  );
}
