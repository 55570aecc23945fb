import {
  adminGpsRequestsQuery,
  gpsStatuses,
  type GpsRequestSummary,
  type GpsStatus,
} from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { SearchBox } from '@/components/search-box';
import { SummaryCards } from '@/components/summary-cards';
import { StatusChips } from '@/components/ui/status-chips';
import { useListFilters } from '@/lib/use-list-filters';
import type { AdminGpsFilters } from '../../api/admin-gps-requests';

/** The GPS list's filters in the URL (`status`, `search`, `page`), beside the tab. */
export function useAdminGpsFilters(): [AdminGpsFilters, (change: AdminGpsFilters) => void] {
  const [{ status, search, page }, change] = useListFilters(adminGpsRequestsQuery);
  return [{ status, search, page }, change];
}

const countOf = (summary: GpsRequestSummary, status: GpsStatus | undefined) =>
  status ? summary[status] : summary.total;

/**
 * All / Pending / Approved / Completed / Rejected with their counts (the API's `summary`),
 * then the search by car make, model, owner name or email (rules §8.10).
 */
export function AdminGpsFilterBar({
  filters,
  summary,
  onChange,
}: {
  filters: AdminGpsFilters;
  summary: GpsRequestSummary | undefined;
  onChange: (change: AdminGpsFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <StatusChips
        label={t('adminGps.statusFilter')}
        statuses={gpsStatuses}
        chosen={filters.status}
        allLabel={t('adminGps.all')}
        labelOf={(status) => t(`gps.status.${status}`)}
        countOf={summary && ((status) => countOf(summary, status))}
        onChoose={(status) => onChange({ status })}
      />
      <div className="max-w-2xl">
        <SearchBox
          value={filters.search}
          label={t('adminGps.searchLabel')}
          placeholder={t('adminGps.searchPlaceholder')}
          onSearch={(search) => onChange({ search })}
        />
      </div>
    </div>
  );
}

/** Total, Pending, Approved, Completed and Rejected, counted by the server over every request. */
export function AdminGpsSummary({ summary }: { summary: GpsRequestSummary }) {
  const { t } = useTranslation();
  return (
    <SummaryCards
      label={t('adminGps.summaryLabel')}
      cards={(['total', 'pending', 'approved', 'completed', 'rejected'] as const).map((key) => ({
        key,
        label: t(`adminGps.summary.${key}`),
        value: summary[key],
      }))}
    />
  );
}
