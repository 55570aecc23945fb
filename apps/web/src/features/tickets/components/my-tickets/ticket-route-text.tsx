import type { TicketBookingView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';

/** 'Kigali → Nairobi, Kenya': the arrow is drawn, screen readers hear 'to'. */
export function TicketRouteText({ ticket }: { ticket: TicketBookingView }) {
  const { t } = useTranslation();
  return (
    <>
      {ticket.departure_city}{' '}
      <span aria-hidden="true" className="text-stone-500">
        →
      </span>
      <span className="sr-only">{t('myTickets.to')}</span> {ticket.destination_city},{' '}
      <span className="font-normal text-stone-600">{ticket.destination_country_name}</span>
    </>
  );
}
