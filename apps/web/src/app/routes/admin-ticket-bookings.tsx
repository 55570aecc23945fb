import { useTranslation } from '@/lib/i18n';
import { usePageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { TicketBookingManagement } from '@/features/tickets/components/admin/ticket-booking-management';
import { paths } from '@/lib/paths';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-admin';
import '@/locales/en-admin-tickets';
import '@/locales/en-tickets';

/** `/admin/ticket-bookings` (rules §8.11): every ticket request, answered from its details. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('adminTickets.title'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <PageHeader
        back={{ to: paths.admin, label: t('admin.backToDashboard') }}
        title={t('adminTickets.title')}
        intro={t('adminTickets.intro')}
      />
      <div className="mt-6">
        <TicketBookingManagement />
      </div>
    </div>
  );
}
