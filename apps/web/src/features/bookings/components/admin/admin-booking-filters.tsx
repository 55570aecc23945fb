import {
  adminBookingsQuery,
  bookingStatuses,
  type BookingStatus,
  type BookingSummary,
} from '@kodesha/domain';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '@/components/search-box';
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
  const choices = [undefined, ...bookingStatuses] as const;
  return (
    <div className="space-y-4">
      <div
        role="group"
        aria-label={t('adminBookings.statusFilter')}
        className="flex flex-wrap gap-2"
      >
        {choices.map((status) => {
          const chosen = filters.status === status;
          return (
            <button
              key={status ?? 'all'}
              type="button"
              aria-pressed={chosen}
              onClick={() => onChange({ status })}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold ${chosen ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'}`}
            >
              {status ? t(`bookings.status.${status}`) : t('adminBookings.all')}
              {summary && (
                <span
                  className={`rounded-full px-2 py-0.5 text-xs ${chosen ? 'bg-white/20 text-white' : 'bg-stone-200 text-stone-800'}`}
                >
                  {countOf(summary, status)}
                </span>
              )}
            </button>
          );
        })}
      </div>
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
