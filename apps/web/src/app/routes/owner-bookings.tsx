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
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-bookings';

/** /owner/bookings (rules §4.11): requests on the owner's cars; Confirm, Cancel, Complete. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('bookings.ownerTitle'));
  const [filters, change] = useBookingFilters('provided');
  const bookings = useProviderBookings(filters);
  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-8">
      <BackLink to={paths.ownerDashboard}>{t('bookings.backToDashboard')}</BackLink>
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
