import {
  bookingItemTypes,
  bookingStatuses,
  type BookingItemType,
  type BookingStatus,
} from '@kodesha/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SearchBox } from '@/components/search-box';
import { SelectField } from '@/components/ui/select-field';
import type { BookingFilters } from '../api/booking-lists';

const pick = <T extends string>(values: readonly T[], value: string | null) =>
  values.find((candidate) => candidate === value);

/** A booking list's filters, in the URL so Back and shared links keep them (DESIGN §1.2). */
export function useBookingFilters(): [BookingFilters, (change: Partial<BookingFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const filters: BookingFilters = {
    search: params.get('search') || undefined,
    status: pick(bookingStatuses, params.get('status')),
    item_type: pick(bookingItemTypes, params.get('item_type')),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
  const change = (next: Partial<BookingFilters>) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      // Any change but the page itself goes back to the first page.
      const values = { ...next, page: 'page' in next ? next.page : undefined };
      for (const [key, value] of Object.entries(values)) {
        if (value === undefined || value === '' || (key === 'page' && value === 1))
          merged.delete(key);
        else merged.set(key, String(value));
      }
      return merged;
    });
  return [filters, change];
}

/** Search, status and (for clients) type, as on spec §2's booking history. */
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
        <SelectField
          label={t('bookings.typeLabel')}
          value={filters.item_type ?? ''}
          onChange={(type) =>
            onChange({ item_type: (type || undefined) as BookingItemType | undefined })
          }
        >
          <option value="">{t('bookings.typeAll')}</option>
          {bookingItemTypes.map((type) => (
            <option key={type} value={type}>
              {t(`bookings.itemType.${type}`)}
            </option>
          ))}
        </SelectField>
      )}
    </div>
  );
}
