import type { BookingView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { formatDateTime } from '@/lib/format';

/**
 * A request waiting for its answer, and until when (rules §4.4, §4.6: it expires at its
 * start): the client reads who must answer, the provider by when. Nothing once answered.
 */
export function AwaitingAnswer({
  booking,
  className = '',
}: {
  booking: BookingView;
  className?: string;
}) {
  const { t } = useTranslation();
  if (booking.status !== 'pending' || booking.viewer === 'admin') return null;
  const start = formatDateTime(booking.start_time);
  return (
    <p className={`text-sm text-amber-900 ${className}`}>
      {booking.viewer === 'client'
        ? t('bookings.waitingFor', { name: booking.provider.name, start })
        : t('bookings.answerBy', { start })}
    </p>
  );
}
