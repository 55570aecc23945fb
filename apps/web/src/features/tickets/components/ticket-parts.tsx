import type { TicketBookingView, TicketStatus } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { Badge } from '@/components/ui/badge';
import { TicketTypeIcon } from '@/components/ui/icons';
import { formatDate } from '@/lib/format';

/**
 * A trip's date, a calendar day in Kigali written `YYYY-MM-DD` (rules §6.1), as other
 * screens write dates. Read at noon UTC, the same day in any time zone the formatter
 * could use, so it never shifts to the day before.
 */
export const formatTripDate = (date: string) => formatDate(`${date}T12:00:00Z`);

const tones = {
  pending: 'amber',
  confirmed: 'green',
  cancelled: 'red',
} as const satisfies Record<TicketStatus, string>;

/** Pending amber, confirmed green, cancelled red, as a booking's badge. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`tickets.status.${status}`)}</Badge>;
}

/** The top of a request's card or details: a plane or a coach, 'Flight · Round Trip', the status. */
export function TicketKindLine({ ticket }: { ticket: TicketBookingView }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between gap-3">
      <p className="flex min-w-0 items-center gap-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <TicketTypeIcon type={ticket.ticket_type} className="size-4" />
        </span>
        {t(`tickets.type.${ticket.ticket_type}`)} · {t(`tickets.trip.${ticket.trip_type}`)}
      </p>
      <TicketStatusBadge status={ticket.status} />
    </div>
  );
}
