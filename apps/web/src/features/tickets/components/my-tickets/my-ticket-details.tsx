import { ticketStatuses, type TicketBookingView } from '@kodesha/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatDateTime } from '@/lib/format';
import { usePassengersAndClass } from './my-ticket-card';
import { TicketAnswer } from './ticket-answer';
import { formatTripDate, TicketKindLine, TicketStatusBadge } from '../ticket-parts';
import { TicketRouteText } from './ticket-route-text';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-3 py-2 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="break-words text-stone-900">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-base font-bold text-stone-900">
        {title}
      </h3>
      <div className="mt-1">{children}</div>
    </section>
  );
}

const NotProvided = () => {
  const { t } = useTranslation();
  return <span className="text-stone-600">{t('myTickets.details.notProvided')}</span>;
};

/** What each status means to the traveller (rules §6.5), the request's own one marked. */
function StatusMeanings({ current }: { current: TicketBookingView['status'] }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div>
      <p id={labelId} className="mb-2 text-sm font-medium text-stone-600">
        {t('myTickets.details.meanings')}
      </p>
      <ul aria-labelledby={labelId} className="grid gap-2 sm:grid-cols-3">
        {ticketStatuses.map((status) => {
          const isCurrent = status === current;
          return (
            <li
              key={status}
              aria-current={isCurrent ? 'true' : undefined}
              className={`rounded-xl border p-3 text-sm ${isCurrent ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-stone-200 text-stone-700'}`}
            >
              <div className="flex flex-wrap items-center gap-2">
                <TicketStatusBadge status={status} />
                {isCurrent && (
                  <span className="text-xs font-semibold text-brand-800">
                    {t('myTickets.details.current')}
                  </span>
                )}
              </div>
              <p className={`mt-1 ${isCurrent ? 'text-stone-900' : ''}`}>
                {t(`tickets.statusMeaning.${status}`)}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function DetailsBody({ ticket }: { ticket: TicketBookingView }) {
  const { t } = useTranslation();
  const passengersAndClass = usePassengersAndClass();
  return (
    <div className="space-y-5">
      <div>
        <TicketKindLine ticket={ticket} />
        <p className="mt-2 text-lg font-bold break-words text-stone-900">
          <TicketRouteText ticket={ticket} />
        </p>
        <p className="text-sm text-stone-700">
          {t('tickets.reference', { reference: ticket.reference })} · {passengersAndClass(ticket)}
        </p>
      </div>

      <div className="grid gap-5 md:grid-cols-2">
        <Section title={t('myTickets.details.trip')}>
          <dl className="divide-y divide-stone-100">
            <Row label={t('myTickets.details.type')}>
              {t(`tickets.typeLong.${ticket.ticket_type}`)}
            </Row>
            <Row label={t('myTickets.details.tripType')}>
              {t(`tickets.trip.${ticket.trip_type}`)}
            </Row>
            <Row label={t('myTickets.details.route')}>
              {t('tickets.route', {
                from: ticket.departure_city,
                city: ticket.destination_city,
                country: ticket.destination_country_name,
              })}
            </Row>
            <Row label={t('myTickets.details.departure')}>
              <time dateTime={ticket.departure_date}>{formatTripDate(ticket.departure_date)}</time>
            </Row>
            {ticket.return_date && (
              <Row label={t('myTickets.details.return')}>
                <time dateTime={ticket.return_date}>{formatTripDate(ticket.return_date)}</time>
              </Row>
            )}
            <Row label={t('myTickets.details.passengers')}>
              {t('tickets.passengers', { count: ticket.passengers_count })}
            </Row>
            <Row label={t('myTickets.details.class')}>
              {t(`tickets.class.${ticket.class_type}`)}
            </Row>
          </dl>
        </Section>
        <div className="space-y-5">
          <Section title={t('myTickets.details.passenger')}>
            <dl className="divide-y divide-stone-100">
              <Row label={t('myTickets.details.name')}>
                {ticket.passenger_name.trim() ? ticket.passenger_name : <NotProvided />}
              </Row>
              <Row label={t('myTickets.details.email')}>
                {ticket.passenger_email.trim() ? (
                  <a
                    href={`mailto:${ticket.passenger_email}`}
                    className="font-medium [overflow-wrap:anywhere] text-brand-700 hover:underline"
                  >
                    {ticket.passenger_email}
                  </a>
                ) : (
                  <NotProvided />
                )}
              </Row>
              <Row label={t('myTickets.details.phone')}>
                {ticket.passenger_phone.trim() ? (
                  <a
                    href={`tel:${ticket.passenger_phone.replace(/[^\d+]/g, '')}`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {ticket.passenger_phone}
                  </a>
                ) : (
                  <NotProvided />
                )}
              </Row>
            </dl>
          </Section>
          <Section title={t('myTickets.details.booking')}>
            <dl className="divide-y divide-stone-100">
              <Row label={t('myTickets.details.reference')}>{ticket.reference}</Row>
              <Row label={t('myTickets.details.bookedOn')}>
                <time dateTime={ticket.created_at}>{formatDateTime(ticket.created_at)}</time>
              </Row>
              <Row label={t('myTickets.details.updated')}>
                <time dateTime={ticket.updated_at}>{formatDateTime(ticket.updated_at)}</time>
              </Row>
              {ticket.decided_at && (
                <Row label={t('myTickets.details.answeredOn')}>
                  <time dateTime={ticket.decided_at}>{formatDateTime(ticket.decided_at)}</time>
                </Row>
              )}
            </dl>
          </Section>
        </div>
      </div>

      <Section title={t('myTickets.details.status')}>
        <div className="space-y-3">
          <TicketAnswer ticket={ticket} />
          <StatusMeanings current={ticket.status} />
        </div>
      </Section>

      <Section title={t('myTickets.details.specialRequests')}>
        {ticket.special_requests?.trim() ? (
          <p className="whitespace-pre-line break-words text-stone-900">
            {ticket.special_requests}
          </p>
        ) : (
          <p className="text-stone-600">{t('myTickets.details.noSpecialRequests')}</p>
        )}
      </Section>
    </div>
  );
}

/**
 * View Details of a request (rules §6.6): the trip, the passenger, where it stands with the
 * team's answer and what each status means, when it was made and last changed, and the
 * special requests. Read-only: the traveller changes nothing here.
 */
export function MyTicketDetails({
  ticket,
  onClose,
}: {
  ticket: TicketBookingView | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={ticket !== undefined}
      title={t('myTickets.details.title')}
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('myTickets.close')}
        </Button>
      }
    >
      {ticket && <DetailsBody ticket={ticket} />}
    </Modal>
  );
}
