import { useTranslation } from '@/lib/i18n';
import { usePageTitle } from '@/components/page-title';
import { BackLink } from '@/components/ui/page-header';
import { paths } from '@/lib/paths';
import { useProviderBookings } from '@/features/bookings/api/booking-lists';
import {
  BookingFilterBar,
  useBookingFilters,
} from '@/features/bookings/components/booking-filters';
import { BookingList } from '@/features/bookings/components/booking-list';
import { BookingSummaryCards } from '@/features/bookings/components/booking-summary-cards';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-bookings';

/**
 * /driver/bookings (rules §4.11): 'My Bookings' with search, status filter, cards and the
 * summary (Total Bookings, Pending, Completed, Total Earned).
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('bookings.driverTitle'));
  const [filters, change] = useBookingFilters('provided');
  const bookings = useProviderBookings(filters);
  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-8">
      <BackLink to={paths.driverDashboard}>{t('bookings.backToDashboard')}</BackLink>
      <div>
        <h1 className="text-3xl font-bold text-stone-900">{t('bookings.driverTitle')}</h1>
        <p className="text-stone-600">{t('bookings.driverIntro')}</p>
      </div>
      {bookings.data && <BookingSummaryCards summary={bookings.data.summary} money="earned" />}
      <BookingFilterBar filters={filters} onChange={change} />
      <BookingList
        query={bookings}
        words="driver"
        failedText={t('messages.driverBookingsLoadFailed')}
        filtered={Boolean(filters.search || filters.status)}
        onPage={(page) => change({ page })}
      />
    </div>
  );
}
