import type { TicketBookingView } from '@kodesha/domain';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { TicketAnswer } from './ticket-answer';
import { formatTripDate, TicketKindLine } from '../ticket-parts';
import { TicketRouteText } from './ticket-route-text';

/** 'Passengers · Class': '2 Passengers · Business'. */
export function usePassengersAndClass(): (ticket: TicketBookingView) => string {
  const { t } = useTranslation();
  return (ticket) =>
    t('myTickets.passengersAndClass', {
      passengers: t('tickets.passengers', { count: ticket.passengers_count }),
      class: t(`tickets.class.${ticket.class_type}`),
    });
}

/**
 * One of the traveller's requests (rules §6.6): Flight or Bus, where it stands, the route,
 * the dates, who travels in which class, its reference and when it was made; the team's
 * answer stands out once there is one.
 */
export function MyTicketCard({
  ticket,
  headingLevel,
  onOpen,
}: {
  ticket: TicketBookingView;
  /** h2 under the page's h1, h3 under the account tab's h2. */
  headingLevel: 'h2' | 'h3';
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const passengersAndClass = usePassengersAndClass();
  const titleId = useId();
  const Heading = headingLevel;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <TicketKindLine ticket={ticket} />
      <Heading id={titleId} className="mt-2 text-lg font-bold break-words text-stone-900">
        <TicketRouteText ticket={ticket} />
      </Heading>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-stone-600">{t('myTickets.departs')}</dt>
          <dd className="font-semibold text-stone-900">
            <time dateTime={ticket.departure_date}>{formatTripDate(ticket.departure_date)}</time>
          </dd>
        </div>
        {ticket.return_date && (
          <div className="flex gap-1.5">
            <dt className="text-stone-600">{t('myTickets.returns')}</dt>
            <dd className="font-semibold text-stone-900">
              <time dateTime={ticket.return_date}>{formatTripDate(ticket.return_date)}</time>
            </dd>
          </div>
        )}
      </dl>
      <p className="mt-1 text-sm text-stone-800">{passengersAndClass(ticket)}</p>
      <div className="mt-3 empty:hidden">
        <TicketAnswer ticket={ticket} />
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t border-stone-100 pt-3">
        <p className="text-xs text-stone-600">
          {t('tickets.reference', { reference: ticket.reference })} ·{' '}
          {t('myTickets.bookedOn', { date: formatDate(ticket.created_at) })}
        </p>
        <Button
          variant="secondary"
          onClick={onOpen}
          aria-label={t('myTickets.viewDetailsOf', { reference: ticket.reference })}
          aria-haspopup="dialog"
        >
          {t('myTickets.viewDetails')}
        </Button>
      </div>
    </article>
  );
}
