import {
  adminGpsRequestsQuery,
  gpsStatuses,
  type GpsRequestSummary,
  type GpsStatus,
} from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { SearchBox } from '@/components/search-box';
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
  const cards = [
    ['total', summary.total],
    ['pending', summary.pending],
    ['approved', summary.approved],
    ['completed', summary.completed],
    ['rejected', summary.rejected],
  ] as const;
  return (
    <dl
      aria-label={t('adminGps.summaryLabel')}
      className="grid grid-cols-2 gap-2 sm:grid-cols-5 sm:gap-3"
    >
      {cards.map(([key, value]) => (
        <div
          key={key}
          // On a phone the total takes a line of its own, label and figure side by side.
          className={`rounded-2xl border border-stone-200 bg-white px-4 py-3 shadow-sm sm:py-4 ${key === 'total' ? 'col-span-2 flex items-baseline justify-between gap-2 sm:col-span-1 sm:block' : ''}`}
        >
          <dt className="text-sm text-stone-600">{t(`adminGps.summary.${key}`)}</dt>
          <dd className="text-xl font-bold text-stone-900 sm:mt-1 sm:text-2xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
