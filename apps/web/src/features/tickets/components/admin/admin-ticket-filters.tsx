import {
  adminTicketBookingsQuery,
  ticketStatuses,
  ticketTypes,
  type TicketBookingSummary,
  type TicketStatus,
} from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { SearchBox } from '@/components/search-box';
import { StatusChips } from '@/components/ui/status-chips';
import { SelectField } from '@/components/ui/select-field';
import { useListFilters } from '@/lib/use-list-filters';
import type { AdminTicketFilters } from '../../api/admin-ticket-bookings';

/** The ticket list's filters in the URL (`status`, `search`, `ticket_type`, `page`), beside the tab. */
export function useAdminTicketFilters(): [
  AdminTicketFilters,
  (change: AdminTicketFilters) => void,
] {
  const [{ status, search, ticket_type, page }, change] = useListFilters(adminTicketBookingsQuery);
  return [{ status, search, ticket_type, page }, change];
}

const countOf = (summary: TicketBookingSummary, status: TicketStatus | undefined) =>
  status ? summary[status] : summary.total;

/**
 * All / Pending / Confirmed / Cancelled with their counts (the API's `summary`), then the
 * search by passenger name or email and the type (rules §8.11).
 */
export function AdminTicketFilterBar({
  filters,
  summary,
  onChange,
}: {
  filters: AdminTicketFilters;
  summary: TicketBookingSummary | undefined;
  onChange: (change: AdminTicketFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <StatusChips
        label={t('adminTickets.statusFilter')}
        statuses={ticketStatuses}
        chosen={filters.status}
        allLabel={t('adminTickets.all')}
        labelOf={(status) => t(`tickets.status.${status}`)}
        countOf={summary && ((status) => countOf(summary, status))}
        onChoose={(status) => onChange({ status })}
      />
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem] sm:items-end">
        <SearchBox
          value={filters.search}
          label={t('adminTickets.searchLabel')}
          placeholder={t('adminTickets.searchPlaceholder')}
          onSearch={(search) => onChange({ search })}
        />
        <SelectField
          label={t('adminTickets.typeFilter')}
          value={filters.ticket_type ?? ''}
          onChange={(type) =>
            onChange({ ticket_type: ticketTypes.find((choice) => choice === type) })
          }
        >
          <option value="">{t('adminTickets.typeAll')}</option>
          {ticketTypes.map((type) => (
            <option key={type} value={type}>
              {t(`tickets.type.${type}`)}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}

/** Total, Pending, Confirmed, Flight and Bus, counted by the server over every request. */
export function AdminTicketSummary({ summary }: { summary: TicketBookingSummary }) {
  const { t } = useTranslation();
  const cards = [
    ['total', summary.total],
    ['pending', summary.pending],
    ['confirmed', summary.confirmed],
    ['flight', summary.flight],
    ['bus', summary.bus],
  ] as const;
  return (
    <dl
      aria-label={t('adminTickets.summaryLabel')}
      className="grid grid-cols-2 gap-2 sm:grid-cols-5 sm:gap-3"
    >
      {cards.map(([key, value]) => (
        <div
          key={key}
          // On a phone the total takes a line of its own, label and figure side by side.
          className={`rounded-2xl border border-stone-200 bg-white px-4 py-3 shadow-sm sm:py-4 ${key === 'total' ? 'col-span-2 flex items-baseline justify-between gap-2 sm:col-span-1 sm:block' : ''}`}
        >
          <dt className="text-sm text-stone-600">{t(`adminTickets.summary.${key}`)}</dt>
          <dd className="text-xl font-bold text-stone-900 sm:mt-1 sm:text-2xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
