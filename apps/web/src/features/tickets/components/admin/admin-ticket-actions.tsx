import { kigaliToday, ticketMoveRefusal, type AdminTicketBookingView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';

/** Which part of the details window opens: the facts, or an answer ready to give. */
export type TicketOpening = 'details' | 'confirm' | 'cancel';

export type AdminTicketHandlers = {
  onOpen: (ticket: AdminTicketBookingView, opening: TicketOpening) => void;
  /** The requests whose answer is being sent: their buttons wait. */
  busyIds: ReadonlySet<number>;
  now: Date;
};

/** The answers the domain lets an admin give this request now (rules §6.5). */
export function ticketAnswersFor(ticket: AdminTicketBookingView, now: Date) {
  const today = kigaliToday(now);
  return {
    confirm: ticketMoveRefusal(ticket, 'confirmed', today) === undefined,
    cancel: ticketMoveRefusal(ticket, 'cancelled', today) === undefined,
  };
}

const actionClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap disabled:cursor-wait disabled:opacity-60';
const styles = {
  confirm: `${actionClass} bg-brand-700 text-white hover:bg-brand-800`,
  cancel: `${actionClass} border border-stone-300 bg-white text-stone-800 hover:bg-stone-100`,
  details: `${actionClass} text-brand-800 hover:bg-brand-50`,
};

/**
 * View details, and Confirm and Cancel on a request still waiting for an answer. Confirm
 * and Cancel open the details window on that answer rather than sending it: a price can
 * always be quoted, a note always added (rules §8.11). A table `row` keeps one line; a
 * phone `card` may wrap.
 */
export function AdminTicketActions({
  ticket,
  handlers,
  place,
}: {
  ticket: AdminTicketBookingView;
  handlers: AdminTicketHandlers;
  place: 'row' | 'card';
}) {
  const { t } = useTranslation();
  const answers = ticketAnswersFor(ticket, handlers.now);
  const busy = handlers.busyIds.has(ticket.id);
  const of = `${ticket.passenger_name}, ${ticket.reference}`;
  return (
    // A row's buttons end at the right edge, so View details lines up down the column.
    <div className={`flex gap-2 ${place === 'row' ? 'flex-nowrap justify-end' : 'flex-wrap'}`}>
      {answers.confirm && (
        <button
          type="button"
          className={styles.confirm}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-label={`${t('adminTickets.confirm')}: ${of}`}
          onClick={() => handlers.onOpen(ticket, 'confirm')}
        >
          {t('adminTickets.confirm')}
        </button>
      )}
      {answers.cancel && (
        <button
          type="button"
          className={styles.cancel}
          disabled={busy}
          aria-label={`${t('adminTickets.cancel')}: ${of}`}
          onClick={() => handlers.onOpen(ticket, 'cancel')}
        >
          {t('adminTickets.cancel')}
        </button>
      )}
      <button
        type="button"
        className={styles.details}
        aria-label={`${t('adminTickets.details')}: ${of}`}
        onClick={() => handlers.onOpen(ticket, 'details')}
      >
        {t('adminTickets.details')}
      </button>
    </div>
  );
}
