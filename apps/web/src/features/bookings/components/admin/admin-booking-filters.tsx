import {
  adminBookingsQuery,
  bookingStatuses,
  type BookingStatus,
  type BookingSummary,
} from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { SearchBox } from '@/components/search-box';
import { StatusChips } from '@/components/ui/status-chips';
import { useListFilters } from '@/lib/use-list-filters';
import type { AdminBookingFilters } from '../../api/admin-bookings';
import { BookingTypeSelect } from '../booking-filters';

/** The admin bookings filters in the URL (`status`, `search`, `item_type`, `page`). */
export function useAdminBookingFilters(): [
  AdminBookingFilters,
  (change: AdminBookingFilters) => void,
] {
  const [{ status, search, item_type, page }, change] = useListFilters(adminBookingsQuery);
  return [{ status, search, item_type, page }, change];
}

const countOf = (summary: BookingSummary, status: BookingStatus | undefined) =>
  status ? summary[status] : summary.total;

/**
 * All / Pending / Confirmed / Completed / Cancelled, each with its count over the same
 * search and type (the API's `summary`), then the search and the type (rules §8.9).
 */
export function AdminBookingFilterBar({
  filters,
  summary,
  onChange,
}: {
  filters: AdminBookingFilters;
  summary: BookingSummary | undefined;
  onChange: (change: AdminBookingFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <StatusChips
        label={t('adminBookings.statusFilter')}
        statuses={bookingStatuses}
        chosen={filters.status}
        allLabel={t('adminBookings.all')}
        labelOf={(status) => t(`bookings.status.${status}`)}
        countOf={summary && ((status) => countOf(summary, status))}
        onChoose={(status) => onChange({ status })}
      />
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem] sm:items-end">
        <SearchBox
          value={filters.search}
          label={t('adminBookings.searchLabel')}
          placeholder={t('adminBookings.searchPlaceholder')}
          onSearch={(search) => onChange({ search })}
        />
        <BookingTypeSelect
          value={filters.item_type}
          onChange={(type) => onChange({ item_type: type })}
        />
      </div>
    </div>
  );
}
