import { useTranslation } from '@/lib/i18n';
import { usePageTitle } from '@/components/page-title';
import { MyTicketBookings } from '@/features/tickets/components/my-tickets/my-ticket-bookings';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-my-tickets';
import '@/locales/en-tickets';

/**
 * /my-ticket-bookings (rules §6.6): the traveller's ticket requests. The route is public;
 * signed out, the screen itself says 'Please Log In' and offers Log In.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('myTickets.title'));
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <MyTicketBookings place="page" />
    </div>
  );
}
