import { useTranslation } from '@/lib/i18n';
import { usePageTitle } from '@/components/page-title';
import { TicketBookingHero } from '@/features/tickets/components/ticket-booking/ticket-booking-hero';
import { TicketBookingScreen } from '@/features/tickets/components/ticket-booking/ticket-booking-screen';
import { staticServerPage } from '@/app/server-pages';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-ticket-booking';
import '@/locales/en-tickets';

/** Rendered on the server (rules §9.16): the form's destinations come with its code. */
export const handle = staticServerPage((t) => ({
  title: t('ticketBooking.pageTitle'),
  description: t('meta.ticketDescription'),
  canonical: '/ticket-booking',
}));

/** `/ticket-booking` (rules §6.2): public; submitting a request needs an account. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('ticketBooking.pageTitle'));
  return (
    <>
      <TicketBookingHero />
      <TicketBookingScreen />
    </>
  );
}
