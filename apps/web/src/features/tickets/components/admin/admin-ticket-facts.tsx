import type { AdminTicketBookingView } from '@kodesha/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { formatDateTime, formatMoney } from '@/lib/format';
import { formatTripDate, TicketStatusBadge } from '../ticket-parts';

/** A titled group of facts in the details window. */
function Group({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl bg-stone-50 p-3 sm:p-4">
      <h3 id={id} className="text-sm font-bold text-stone-900">
        {title}
      </h3>
      {note && <p className="mt-0.5 text-xs text-stone-600">{note}</p>}
      <dl className="mt-2 space-y-1.5 text-sm">{children}</dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-2 sm:grid-cols-[7.5rem_minmax(0,1fr)]">
      <dt className="text-stone-600">{label}</dt>
      <dd className="min-w-0 break-words text-stone-900">{children}</dd>
    </div>
  );
}

const linkClass = 'font-medium break-all text-brand-700 hover:underline';

/**
 * Everything about one request (rules §8.11): the passenger and the account that asked,
 * the trip, the answer so far, the special requests and when it was made and changed.
 */
export function AdminTicketFacts({ ticket }: { ticket: AdminTicketBookingView }) {
  const { t } = useTranslation();
  const notProvided = <span className="text-stone-600">{t('adminTickets.notProvided')}</span>;
  const email = (address: string) => (
    <a href={`mailto:${address}`} className={linkClass}>
      {address}
    </a>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Group id="ticket-passenger" title={t('adminTickets.passenger')}>
        <Fact label={t('adminTickets.name')}>
          <span className="font-semibold">{ticket.passenger_name}</span>
        </Fact>
        <Fact label={t('adminTickets.email')}>{email(ticket.passenger_email)}</Fact>
        <Fact label={t('adminTickets.phone')}>
          {ticket.passenger_phone ? (
            <a href={`tel:${ticket.passenger_phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
              {ticket.passenger_phone}
            </a>
          ) : (
            notProvided
          )}
        </Fact>
      </Group>
      <Group
        id="ticket-account"
        title={t('adminTickets.account')}
        note={t('adminTickets.accountNote')}
      >
        <Fact label={t('adminTickets.name')}>{ticket.user.name}</Fact>
        <Fact label={t('adminTickets.email')}>{email(ticket.user.email)}</Fact>
      </Group>
      <Group id="ticket-trip" title={t('adminTickets.trip')}>
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
      </Group>
      <div className="grid content-start gap-3">
        <Group id="ticket-status" title={t('adminTickets.statusHeading')}>
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
        </Group>
        <Group id="ticket-record" title={t('adminTickets.record')}>
          <Fact label={t('adminTickets.reference')}>
            <span className="font-mono font-semibold">{ticket.reference}</span>
          </Fact>
          <Fact label={t('adminTickets.requestedOn')}>
            <time dateTime={ticket.created_at}>{formatDateTime(ticket.created_at)}</time>
          </Fact>
          <Fact label={t('adminTickets.lastUpdated')}>
            <time dateTime={ticket.updated_at}>{formatDateTime(ticket.updated_at)}</time>
          </Fact>
        </Group>
      </div>
      <section
        aria-labelledby="ticket-special-requests"
        className="min-w-0 rounded-xl bg-stone-50 p-3 sm:col-span-2 sm:p-4"
      >
        <h3 id="ticket-special-requests" className="text-sm font-bold text-stone-900">
          {t('adminTickets.specialRequests')}
        </h3>
        {ticket.special_requests ? (
          <p className="mt-1 text-sm break-words whitespace-pre-line text-stone-900">
            {ticket.special_requests}
          </p>
        ) : (
          <p className="mt-1 text-sm text-stone-600">{t('adminTickets.noSpecialRequests')}</p>
        )}
      </section>
    </div>
  );
}
