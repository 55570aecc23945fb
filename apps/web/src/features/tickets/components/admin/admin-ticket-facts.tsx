import type { AdminTicketBookingView } from '@kodesha/domain';
import { Fact, FactGroup, FactText, factLinkClass } from '@/components/admin-facts';
import { useTranslation } from '@/lib/i18n';
import { formatDateTime, formatMoney } from '@/lib/format';
import { formatTripDate, TicketStatusBadge } from '../ticket-parts';

/**
 * Everything about one request (rules §8.11): the passenger and the account that asked,
 * the trip, the answer so far, the special requests and when it was made and changed.
 */
export function AdminTicketFacts({ ticket }: { ticket: AdminTicketBookingView }) {
  const { t } = useTranslation();
  const notProvided = <span className="text-stone-600">{t('adminTickets.notProvided')}</span>;
  const email = (address: string) => (
    <a href={`mailto:${address}`} className={factLinkClass}>
      {address}
    </a>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FactGroup id="ticket-passenger" title={t('adminTickets.passenger')}>
        <Fact label={t('adminTickets.name')}>
          <span className="font-semibold">{ticket.passenger_name}</span>
        </Fact>
        <Fact label={t('adminTickets.email')}>{email(ticket.passenger_email)}</Fact>
        <Fact label={t('adminTickets.phone')}>
          {ticket.passenger_phone ? (
            <a
              href={`tel:${ticket.passenger_phone.replace(/[^\d+]/g, '')}`}
              className={factLinkClass}
            >
              {ticket.passenger_phone}
            </a>
          ) : (
            notProvided
          )}
        </Fact>
      </FactGroup>
      <FactGroup
        id="ticket-account"
        title={t('adminTickets.account')}
        note={t('adminTickets.accountNote')}
      >
        <Fact label={t('adminTickets.name')}>{ticket.user.name}</Fact>
        <Fact label={t('adminTickets.email')}>{email(ticket.user.email)}</Fact>
      </FactGroup>
      <FactGroup id="ticket-trip" title={t('adminTickets.trip')}>
        <Fact label={t('adminTickets.columns.type')}>
          {t(`tickets.typeLong.${ticket.ticket_type}`)}
        </Fact>
        <Fact label={t('adminTickets.tripType')}>{t(`tickets.trip.${ticket.trip_type}`)}</Fact>
        <Fact label={t('adminTickets.from')}>{ticket.departure_city}</Fact>
        <Fact label={t('adminTickets.destination')}>
          {ticket.destination_city}, {ticket.destination_country_name}
        </Fact>
        <Fact label={t('adminTickets.departure')}>
          <time dateTime={ticket.departure_date}>{formatTripDate(ticket.departure_date)}</time>
        </Fact>
        <Fact label={t('adminTickets.return')}>
          {ticket.return_date ? (
            <time dateTime={ticket.return_date}>{formatTripDate(ticket.return_date)}</time>
          ) : (
            <span className="text-stone-600">{t('adminTickets.noReturn')}</span>
          )}
        </Fact>
        <Fact label={t('adminTickets.passengers')}>
          {t('tickets.passengers', { count: ticket.passengers_count })}
        </Fact>
        <Fact label={t('adminTickets.class')}>{t(`tickets.class.${ticket.class_type}`)}</Fact>
      </FactGroup>
      <div className="grid content-start gap-3">
        <FactGroup id="ticket-status" title={t('adminTickets.statusHeading')}>
          <Fact label={t('adminTickets.status')}>
            <TicketStatusBadge status={ticket.status} />
          </Fact>
          <Fact label={t('adminTickets.decidedOn')}>
            {ticket.decided_at ? (
              <time dateTime={ticket.decided_at}>{formatDateTime(ticket.decided_at)}</time>
            ) : (
              <span className="text-stone-600">{t('adminTickets.notAnswered')}</span>
            )}
          </Fact>
          {ticket.status === 'confirmed' && (
            <Fact label={t('tickets.quotedPrice')}>
              {ticket.quoted_price === null ? (
                <span className="text-stone-600">{t('adminTickets.noPrice')}</span>
              ) : (
                <span className="font-semibold">{formatMoney(ticket.quoted_price)}</span>
              )}
            </Fact>
          )}
        </FactGroup>
        <FactGroup id="ticket-record" title={t('adminTickets.record')}>
          <Fact label={t('adminTickets.reference')}>
            <span className="font-mono font-semibold">{ticket.reference}</span>
          </Fact>
          <Fact label={t('adminTickets.requestedOn')}>
            <time dateTime={ticket.created_at}>{formatDateTime(ticket.created_at)}</time>
          </Fact>
          <Fact label={t('adminTickets.lastUpdated')}>
            <time dateTime={ticket.updated_at}>{formatDateTime(ticket.updated_at)}</time>
          </Fact>
        </FactGroup>
      </div>
      <FactText
        id="ticket-special-requests"
        title={t('adminTickets.specialRequests')}
        text={ticket.special_requests}
        empty={t('adminTickets.noSpecialRequests')}
      />
    </div>
  );
}
