import type { BookingView } from '@kodesha/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { AwaitingAnswer } from './awaiting-answer';
import { BookingStatusBadge } from './booking-status-badge';

/**
 * One booking in a list: what, when, how long, the total and where it stands; the
 * provider's lists add the client and the car's plate, and the actions the viewer has.
 */
export function BookingCard({ booking, actions }: { booking: BookingView; actions?: ReactNode }) {
  const { t } = useTranslation();
  const forProvider = booking.viewer !== 'client';
  return (
    <article className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">
            {t(`bookings.itemType.${booking.item_type}`)} · {booking.reference}
          </p>
          <h3 className="text-lg font-bold break-words text-stone-900">
            <Link className="hover:underline" to={paths.booking(booking.id)}>
              {booking.item_title}
            </Link>
          </h3>
        </div>
        <BookingStatusBadge status={booking.status} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-stone-600">{t('bookings.when')}</dt>
          <dd className="text-stone-900">
            <time dateTime={booking.start_time}>{formatDateTime(booking.start_time)}</time> ·{' '}
            {t('bookings.duration', { count: booking.hours })}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-stone-600">{t('bookings.total')}</dt>
          <dd className="font-semibold text-stone-900">{formatMoney(booking.total_price)}</dd>
        </div>
        {forProvider && (
          <div className="flex gap-2">
            <dt className="text-stone-600">{t('bookings.client')}</dt>
            <dd className="text-stone-900">{booking.user.name}</dd>
          </div>
        )}
        {forProvider && booking.car?.license_plate && (
          <div className="flex gap-2">
            <dt className="text-stone-600">{t('bookings.plate')}</dt>
            <dd className="text-stone-900">{booking.car.license_plate}</dd>
          </div>
        )}
      </dl>
      <AwaitingAnswer booking={booking} className="mt-2" />
      {booking.cancel_reason && (
        <p className="mt-2 text-sm text-stone-700">
          {t(`bookings.reason.${booking.cancel_reason}`)}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        {actions}
        <Link
          className="text-sm font-semibold text-brand-700 hover:underline"
          to={paths.booking(booking.id)}
          aria-label={`${t('bookings.view')}: ${booking.item_title} ${booking.reference}`}
        >
          {t('bookings.view')}
        </Link>
      </div>
    </article>
  );
}
