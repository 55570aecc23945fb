import {
  bookingItemTypes,
  bookingStatuses,
  myBookingsQuery,
  providerBookingsQuery,
  type BookingItemType,
  type BookingStatus,
} from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { SearchBox } from '@/components/search-box';
import { SelectField } from '@/components/ui/select-field';
import { useListFilters } from '@/lib/use-list-filters';
import type { BookingFilters } from '../api/booking-lists';

/**
 * A booking list's filters, in the URL so Back and shared links keep them, read through
 * the list's own query schema: `mine` for a client's history, `provided` for the requests
 * on an owner's cars or a driver.
 */
export function useBookingFilters(
  list: 'mine' | 'provided',
): [BookingFilters, (change: Partial<BookingFilters>) => void] {
  const [filters, change] = useListFilters<typeof myBookingsQuery | typeof providerBookingsQuery>(
    list === 'mine' ? myBookingsQuery : providerBookingsQuery,
  );
  return [filters, change];
}

/** Search, status and (for clients) type, as on the booking history (rules §4.11). */
export function BookingFilterBar({
  filters,
  onChange,
  withType = false,
  withSearch = true,
}: {
  filters: BookingFilters;
  onChange: (change: Partial<BookingFilters>) => void;
  withType?: boolean;
  withSearch?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
      {withSearch ? (
        <SearchBox
          value={filters.search}
          label={t('bookings.searchLabel')}
          placeholder={t('bookings.searchPlaceholder')}
          onSearch={(search) => onChange({ search })}
        />
      ) : (
        <span />
      )}
      <SelectField
        label={t('bookings.statusLabel')}
        value={filters.status ?? ''}
        onChange={(status) =>
          onChange({ status: (status || undefined) as BookingStatus | undefined })
        }
      >
        <option value="">{t('bookings.statusAll')}</option>
        {bookingStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`bookings.status.${status}`)}
          </option>
        ))}
      </SelectField>
      {withType && (
        <BookingTypeSelect
          value={filters.item_type}
          onChange={(type) => onChange({ item_type: type })}
        />
      )}
    </div>
  );
}

/** All, cars or drivers: the type filter of every booking list. */
export function BookingTypeSelect({
  value,
  onChange,
}: {
  value: BookingItemType | undefined;
  onChange: (type: BookingItemType | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('bookings.typeLabel')}
      value={value ?? ''}
      onChange={(type) => onChange((type || undefined) as BookingItemType | undefined)}
    >
      <option value="">{t('bookings.typeAll')}</option>
      {bookingItemTypes.map((type) => (
        <option key={type} value={type}>
          {t(`bookings.itemType.${type}`)}
        </option>
      ))}
    </SelectField>
  );
}
