import type { BookingDetailView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { formatDateTime, formatMoney } from '@/lib/format';

/** When, how long, the price and the total of a booking, its notes and when it was asked. */
export function BookingFacts({ booking }: { booking: BookingDetailView }) {
  const { t } = useTranslation();
  const rows = [
    [t('bookings.when'), formatDateTime(booking.start_time)],
    [t('bookings.endsAt'), formatDateTime(booking.end_time)],
    [t('bookings.hours'), t('bookings.duration', { count: booking.hours })],
    [t('bookings.hourly'), formatMoney(booking.price_per_hour)],
    [t('bookings.total'), formatMoney(booking.total_price)],
  ];
  return (
    <section
      aria-labelledby="booking-facts"
      className="rounded-2xl border border-stone-200 bg-white p-5"
    >
      <h2 id="booking-facts" className="text-lg font-bold text-stone-900">
        {t('bookings.details')}
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="font-semibold text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      {booking.notes && (
        <div className="mt-3">
          <p className="text-sm text-stone-600">{t('bookings.yourNotes')}</p>
          <p className="whitespace-pre-line text-stone-900">{booking.notes}</p>
        </div>
      )}
      <p className="mt-3 text-xs text-stone-500">
        {t('bookings.requestedOn', { date: formatDateTime(booking.created_at) })}
      </p>
    </section>
  );
}
