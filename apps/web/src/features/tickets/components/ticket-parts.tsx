import type { TicketBookingView, TicketStatus, TicketType } from '@kodesha/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
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

/**
 * A plane or a coach, beside the words 'Flight' or 'Bus' (decorative). components/ui/icons
 * has neither; the paths are Lucide's (ISC licence).
 */
export function TicketTypeIcon({
  type,
  className = 'size-5',
}: {
  type: TicketType;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {type === 'flight' ? (
        <path d="M17.8 19.2 16 11l3.5-3.5C21 6 21.5 4 21 3c-1-.5-3 0-4.5 1.5L13 8 4.8 6.2c-.5-.1-.9.1-1.1.5l-.3.5c-.2.5-.1 1 .3 1.3L9 12l-2 3H4l-1 1 3 2 2 3 1-1v-3l3-2 3.5 5.3c.3.4.8.5 1.3.3l.5-.2c.4-.3.6-.7.5-1.2z" />
      ) : (
        <>
          <path d="M8 6v6M15 6v6M2 12h19.6M9 18h5" />
          <path d="M18 18h3s.5-1.7.8-2.8c.1-.4.2-.8.2-1.2 0-.4-.1-.8-.2-1.2l-1.4-5C20.1 6.8 19.1 6 18 6H4a2 2 0 0 0-2 2v10h3" />
          <circle cx="7" cy="18" r="2" />
          <circle cx="16" cy="18" r="2" />
        </>
      )}
    </svg>
  );
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
