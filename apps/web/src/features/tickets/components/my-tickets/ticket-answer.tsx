import type { TicketBookingView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { formatMoney } from '@/lib/format';

const panels = {
  confirmed: 'border-brand-200 bg-brand-50',
  cancelled: 'border-stone-200 bg-stone-50',
  pending: 'border-amber-200 bg-amber-50',
} as const;

/**
 * The team's answer as the traveller reads it (rules §6.5, §6.6): the quoted price once the
 * request is confirmed (a price exists on no other), and the team's note, which an admin may
 * write on any request and which is always meant for the traveller. Nothing when neither.
 */
export function TicketAnswer({ ticket }: { ticket: TicketBookingView }) {
  const { t } = useTranslation();
  const price = ticket.status === 'confirmed' ? ticket.quoted_price : null;
  const note = ticket.admin_notes?.trim() ? ticket.admin_notes : null;
  if (price === null && note === null) return null;
  return (
    <dl className={`space-y-2 rounded-xl border p-3 text-sm ${panels[ticket.status]}`}>
      {price !== null && (
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <dt className="font-medium text-stone-700">{t('tickets.quotedPrice')}</dt>
          <dd className="text-lg font-bold text-brand-900">{formatMoney(price)}</dd>
        </div>
      )}
      {note !== null && (
        <div>
          <dt className="font-medium text-stone-700">{t('tickets.teamNotes')}</dt>
          <dd className="whitespace-pre-line break-words text-stone-900">{note}</dd>
        </div>
      )}
    </dl>
  );
}
