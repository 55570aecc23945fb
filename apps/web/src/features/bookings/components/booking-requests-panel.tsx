import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useProviderBookings } from '../api/booking-lists';
import { BookingList } from './booking-list';

/** The driver dashboard's Booking Requests tab: the newest requests, Accept / Decline / Complete. */
export function BookingRequestsPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const bookings = useProviderBookings({ page, per_page: 10 });
  return (
    <div className="space-y-4">
      <BookingList
        query={bookings}
        words="driver"
        failedText={t('messages.driverBookingsLoadFailed')}
        filtered={false}
        emptyText={t('bookings.requestsEmpty')}
        onPage={setPage}
      />
      <ButtonLink to={paths.driverBookings} variant="secondary">
        {t('bookings.allBookings')}
      </ButtonLink>
    </div>
  );
}
