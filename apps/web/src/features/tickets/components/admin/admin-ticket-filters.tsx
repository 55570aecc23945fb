import {
  adminTicketBookingsQuery,
  ticketStatuses,
  ticketTypes,
  type TicketBookingSummary,
  type TicketStatus,
} from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { SearchBox } from '@/components/search-box';
import { SummaryCards } from '@/components/summary-cards';
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
  return (
    <SummaryCards
      label={t('adminTickets.summaryLabel')}
      cards={(['total', 'pending', 'confirmed', 'flight', 'bus'] as const).map((key) => ({
        key,
        label: t(`adminTickets.summary.${key}`),
        value: summary[key],
      }))}
    />
  );
}
