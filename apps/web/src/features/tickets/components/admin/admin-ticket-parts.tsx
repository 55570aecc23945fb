import type { AdminTicketBookingView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { formatMoney } from '@/lib/format';
import { formatTripDate, TicketStatusBadge } from '../ticket-parts';

/** 'Flight' or 'Bus' and the trip ('Round Trip'). */
export function TicketKind({ ticket }: { ticket: AdminTicketBookingView }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="block font-semibold text-stone-900">
        {t(`tickets.type.${ticket.ticket_type}`)}
      </span>
      <span className="block text-stone-700">{t(`tickets.trip.${ticket.trip_type}`)}</span>
    </>
  );
}

/** The passenger, who may not be the account that asked: their name and email. */
export function TicketPassenger({ ticket }: { ticket: AdminTicketBookingView }) {
  return (
    <>
      <span className="block font-semibold break-words text-stone-900">
        {ticket.passenger_name}
      </span>
      <span className="block break-all text-stone-600">{ticket.passenger_email}</span>
    </>
  );
}

/** From the departure city to the destination city and its country. */
export function TicketRoute({ ticket }: { ticket: AdminTicketBookingView }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="block break-words text-stone-900">{ticket.departure_city}</span>
      <span className="block break-words text-stone-900">
        <span aria-hidden="true" className="text-stone-500">
          →{' '}
        </span>
        <span className="sr-only">{t('adminTickets.to')} </span>
        <span className="font-semibold">{ticket.destination_city}</span>,{' '}
        {ticket.destination_country_name}
      </span>
    </>
  );
}

/** The departure, and the return of a round trip. */
export function TicketDates({ ticket }: { ticket: AdminTicketBookingView }) {
  const { t } = useTranslation();
  return (
    <>
      <time dateTime={ticket.departure_date} className="block text-stone-900">
        {t('adminTickets.departs', { date: formatTripDate(ticket.departure_date) })}
      </time>
      {ticket.return_date && (
        <time dateTime={ticket.return_date} className="block text-stone-700">
          {t('adminTickets.returns', { date: formatTripDate(ticket.return_date) })}
        </time>
      )}
    </>
  );
}

/** The badge, and the price the team quoted once it confirmed. */
export function TicketStatusCell({ ticket }: { ticket: AdminTicketBookingView }) {
  const { t } = useTranslation();
  return (
    <>
      <TicketStatusBadge status={ticket.status} />
      {ticket.status === 'confirmed' && (
        <span className="mt-1 block text-sm whitespace-nowrap">
          {ticket.quoted_price === null ? (
            <span className="text-stone-600">{t('adminTickets.noPrice')}</span>
          ) : (
            <span className="font-semibold text-stone-900">{formatMoney(ticket.quoted_price)}</span>
          )}
        </span>
      )}
    </>
  );
}
