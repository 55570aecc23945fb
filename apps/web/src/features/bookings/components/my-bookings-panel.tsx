import type { NotificationSettings } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useArrivalState } from '@/lib/use-arrival-state';
import { useMyBookings } from '../api/booking-lists';
import { BookingFilterBar, useBookingFilters } from './booking-filters';
import type { BookedState } from './booking-form';
import { BookingList } from './booking-list';
import { BookingSummaryCards } from './booking-summary-cards';
import { RequestSent } from './request-sent';

/**
 * The client's booking history (rules §4.11): search, status and type filters, summary cards
 * (total spent counts completed bookings only) and a link to each booking. After a request,
 * what happens next (rules §4.3); `notificationSettings` say how the client will hear.
 */
export function MyBookingsPanel({
  notificationSettings,
}: {
  notificationSettings?: NotificationSettings;
}) {
  const { t } = useTranslation();
  const { notice, tone = 'success', requested } = useArrivalState<BookedState>() ?? {};
  const [filters, change] = useBookingFilters('mine');
  const bookings = useMyBookings(filters);
  const filtered = Boolean(filters.search || filters.status || filters.item_type);

  return (
    <div className="space-y-5">
      {notice && requested ? (
        <RequestSent booking={requested} notice={notice} settings={notificationSettings} />
      ) : (
        notice && <Alert tone={tone}>{notice}</Alert>
      )}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-stone-900">{t('bookings.historyTitle')}</h2>
          <p className="text-sm text-stone-600">{t('bookings.historyIntro')}</p>
        </div>
        <div className="flex gap-2">
          <ButtonLink to={paths.cars()} variant="secondary">
            {t('bookings.findCars')}
          </ButtonLink>
          <ButtonLink to={paths.drivers} variant="secondary">
            {t('bookings.findDrivers')}
          </ButtonLink>
        </div>
      </div>
      {bookings.data && <BookingSummaryCards summary={bookings.data.summary} money="spent" />}
      <BookingFilterBar filters={filters} onChange={change} withType />
      <BookingList
        query={bookings}
        words="client"
        failedText={t('messages.bookingHistoryFailed')}
        filtered={filtered}
        onPage={(page) => change({ page })}
      />
    </div>
  );
}
