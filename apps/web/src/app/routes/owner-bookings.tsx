import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/lib/paths';
import { useProviderBookings } from '../api/booking-lists';
import { BookingFilterBar, useBookingFilters } from '../components/booking-filters';
import { BookingList } from '../components/booking-list';

/** /owner/bookings (spec §2): requests on the owner's cars; Confirm, Cancel, Complete. */
export function OwnerBookingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('bookings.ownerTitle'));
  const [filters, change] = useBookingFilters();
  const bookings = useProviderBookings(filters);
  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-8">
      <Link
        to={paths.ownerDashboard}
        className="text-sm font-semibold text-brand-700 hover:underline"
      >
        ← {t('bookings.backToDashboard')}
      </Link>
      <div>
        <h1 className="text-3xl font-bold text-stone-900">{t('bookings.ownerTitle')}</h1>
        <p className="text-stone-600">{t('bookings.ownerIntro')}</p>
      </div>
      <BookingFilterBar filters={filters} onChange={change} />
      <BookingList
        query={bookings}
        words="owner"
        filtered={Boolean(filters.search || filters.status)}
        onPage={(page) => change({ page })}
      />
    </div>
  );
}
