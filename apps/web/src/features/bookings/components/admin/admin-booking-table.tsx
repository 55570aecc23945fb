import type { BookingView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { formatDateTime, formatMoney } from '@/lib/format';
import { BookingStatusBadge } from '../booking-status-badge';
import { AdminBookingActions, type AdminBookingHandlers } from './admin-booking-actions';

const columns = [
  'reference',
  'client',
  'contact',
  'item',
  'duration',
  'total',
  'status',
  'actions',
] as const;

/** A phone to call, or 'Not provided'. */
function Phone({ phone }: { phone: string | null }) {
  const { t } = useTranslation();
  if (!phone) return <span className="text-stone-600">{t('adminBookings.notProvided')}</span>;
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      className="font-medium whitespace-nowrap text-brand-700 hover:underline"
    >
      {phone}
    </a>
  );
}

/** The client's phone and the owner's or driver's (rules §8.9). */
function Contact({ booking }: { booking: BookingView }) {
  const { t } = useTranslation();
  return (
    <dl className="space-y-0.5">
      <div className="flex gap-x-1.5 whitespace-nowrap">
        <dt className="text-stone-600">{t('adminBookings.clientPhone')}:</dt>
        <dd>
          <Phone phone={booking.user.phone} />
        </dd>
      </div>
      <div className="flex gap-x-1.5 whitespace-nowrap">
        <dt className="text-stone-600">
          {booking.item_type === 'car'
            ? t('adminBookings.ownerPhone')
            : t('adminBookings.driverPhone')}
          :
        </dt>
        <dd>
          <Phone phone={booking.provider.phone} />
        </dd>
      </div>
    </dl>
  );
}

function Client({ booking }: { booking: BookingView }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="block font-semibold text-stone-900">{booking.user.name}</span>
      <span className="block break-all text-stone-600">
        {booking.user.email ?? t('adminBookings.noEmail')}
      </span>
    </>
  );
}

function Item({ booking }: { booking: BookingView }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="block text-xs font-semibold tracking-wide text-stone-600 uppercase">
        {t(`bookings.itemType.${booking.item_type}`)}
      </span>
      <span className="block font-semibold break-words text-stone-900">{booking.item_title}</span>
      {booking.car?.license_plate && (
        <span className="block text-stone-600">
          {t('adminBookings.plate', { plate: booking.car.license_plate })}
        </span>
      )}
    </>
  );
}

function Duration({ booking }: { booking: BookingView }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="block font-semibold text-stone-900">
        {t('bookings.duration', { count: booking.hours })}
      </span>
      <time dateTime={booking.start_time} className="block text-stone-600">
        {t('adminBookings.starts', { date: formatDateTime(booking.start_time) })}
      </time>
    </>
  );
}

function Status({ booking }: { booking: BookingView }) {
  const { t } = useTranslation();
  return (
    <>
      <BookingStatusBadge status={booking.status} />
      {booking.cancel_reason && (
        <span className="mt-1 block text-xs text-stone-600">
          {t(`bookings.reason.${booking.cancel_reason}`)}
        </span>
      )}
    </>
  );
}

/**
 * The bookings as a table on wide screens and as cards below `lg`, so a phone never
 * scrolls sideways (rules §8.9's columns either way).
 */
export function AdminBookingTable({
  bookings,
  handlers,
  now,
}: {
  bookings: BookingView[];
  handlers: AdminBookingHandlers;
  now: Date;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-stone-200 bg-white lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('adminBookings.tableLabel')}</caption>
          <thead className="bg-stone-50 text-stone-700">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-3 font-semibold">
                  {t(`adminBookings.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {bookings.map((booking) => (
              <tr key={booking.id} className="align-top">
                <td className="px-3 py-3 font-mono font-semibold whitespace-nowrap text-stone-900">
                  {booking.reference}
                </td>
                <td className="max-w-56 min-w-44 px-3 py-3">
                  <Client booking={booking} />
                </td>
                <td className="px-3 py-3">
                  <Contact booking={booking} />
                </td>
                <td className="max-w-48 min-w-32 px-3 py-3">
                  <Item booking={booking} />
                </td>
                <td className="px-3 py-3">
                  <Duration booking={booking} />
                </td>
                <td className="px-3 py-3 font-semibold whitespace-nowrap text-stone-900">
                  {formatMoney(booking.total_price)}
                </td>
                <td className="px-3 py-3">
                  <Status booking={booking} />
                </td>
                <td className="px-3 py-2">
                  <AdminBookingActions
                    booking={booking}
                    handlers={handlers}
                    now={now}
                    place="row"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul
        className="grid gap-3 md:grid-cols-2 lg:hidden"
        aria-label={t('adminBookings.tableLabel')}
      >
        {bookings.map((booking) => (
          <li key={booking.id}>
            <article
              aria-label={`${booking.reference} ${booking.item_title}`}
              className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-4 text-sm shadow-sm"
            >
              <div className="flex items-start justify-between gap-2">
                <span className="font-mono font-semibold text-stone-900">{booking.reference}</span>
                <Status booking={booking} />
              </div>
              <div className="mt-2">
                <Item booking={booking} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-3">
                <div className="col-span-2">
                  <dt className="text-xs font-semibold text-stone-600">
                    {t('adminBookings.columns.client')}
                  </dt>
                  <dd>
                    <Client booking={booking} />
                  </dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-xs font-semibold text-stone-600">
                    {t('adminBookings.columns.contact')}
                  </dt>
                  <dd>
                    <Contact booking={booking} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs font-semibold text-stone-600">
                    {t('adminBookings.columns.duration')}
                  </dt>
                  <dd>
                    <Duration booking={booking} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs font-semibold text-stone-600">
                    {t('adminBookings.columns.total')}
                  </dt>
                  <dd className="font-semibold text-stone-900">
                    {formatMoney(booking.total_price)}
                  </dd>
                </div>
              </dl>
              <div className="mt-auto pt-3">
                <AdminBookingActions booking={booking} handlers={handlers} now={now} place="card" />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
