import type { AdminTicketBookingView, AdminTicketUpdateInput } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { QueryGate } from '@/components/ui/query-gate';
import type { TicketOpening } from './admin-ticket-actions';
import { AdminTicketAnswer } from './admin-ticket-answer';
import { AdminTicketFacts } from './admin-ticket-facts';
import { TicketStatusBadge } from '../ticket-parts';
import { useAdminTicketBooking } from '../../api/admin-ticket-booking';

export type OpenTicket = { ticket: AdminTicketBookingView; opening: TicketOpening };

/**
 * The details window of rules §8.11: the request as it is now (fetched again after every
 * answer, a refused one too), and the form to answer it or change the note. Opened from a
 * row's Confirm or Cancel, it starts on that answer.
 */
export function AdminTicketDetails({
  open,
  now,
  saving,
  onSave,
  onClose,
}: {
  open: OpenTicket | undefined;
  now: Date;
  saving: boolean;
  onSave: (ticket: AdminTicketBookingView, answer: AdminTicketUpdateInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const details = useAdminTicketBooking(open?.ticket);
  const reference = open?.ticket.reference ?? '';
  return (
    <Modal
      open={open !== undefined}
      title={t('tickets.reference', { reference })}
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('adminTickets.close')}
        </Button>
      }
    >
      <QueryGate query={details} error={{ title: t('adminTickets.detailsFailed') }}>
        {(ticket) => (
          <div className="space-y-5" aria-busy={details.isFetching || undefined}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
                  {t(`tickets.type.${ticket.ticket_type}`)} ·{' '}
                  {t(`tickets.trip.${ticket.trip_type}`)}
                </p>
                <p className="text-lg font-bold break-words text-stone-900">
                  {t('tickets.route', {
                    from: ticket.departure_city,
                    city: ticket.destination_city,
                    country: ticket.destination_country_name,
                  })}
                </p>
              </div>
              <TicketStatusBadge status={ticket.status} />
            </div>
            <AdminTicketFacts ticket={ticket} />
            <AdminTicketAnswer
              // A new status (this admin's answer, or another's after a 409) starts afresh.
              key={`${ticket.id}-${ticket.status}`}
              ticket={ticket}
              opening={open?.opening ?? 'details'}
              now={now}
              saving={saving}
              onSave={(answer) => onSave(ticket, answer)}
            />
          </div>
        )}
      </QueryGate>
    </Modal>
  );
}
