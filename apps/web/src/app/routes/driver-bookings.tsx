import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/lib/paths';
import { useProviderBookings } from '../api/booking-lists';
import { BookingFilterBar, useBookingFilters } from '../components/booking-filters';
import { BookingList } from '../components/booking-list';
import { BookingSummaryCards } from '../components/booking-summary-cards';

/**
 * /driver/bookings (spec §2): 'My Bookings' with search, status filter, cards and the
 * summary (Total Bookings, Pending, Completed, Total Earned).
 */
export function DriverBookingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('bookings.driverTitle'));
  const [filters, change] = useBookingFilters();
  const bookings = useProviderBookings(filters);
  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-8">
      <Link
        to={paths.driverDashboard}
        className="text-sm font-semibold text-brand-700 hover:underline"
      >
        ← {t('bookings.backToDashboard')}
      </Link>
      <div>
        <h1 className="text-3xl font-bold text-stone-900">{t('bookings.driverTitle')}</h1>
        <p className="text-stone-600">{t('bookings.driverIntro')}</p>
      </div>
      {bookings.data && <BookingSummaryCards summary={bookings.data.summary} money="earned" />}
      <BookingFilterBar filters={filters} onChange={change} />
      <BookingList
        query={bookings}
        words="driver"
        filtered={Boolean(filters.search || filters.status)}
        onPage={(page) => change({ page })}
      />
    </div>
  );
}
