import type { BookingDetailView } from '@kodesha/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ChatLink } from '@/components/chat-link';
import { usePageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { ButtonLink, buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useBooking } from '../api/booking';
import { BookingActions } from '../components/booking-actions';
import { BookingStatusBadge } from '../components/booking-status-badge';
import { BookingTimeline } from '../components/booking-timeline';
import { ReviewForm } from '../components/review-form';
import { routeId } from '@/lib/route-id';

const backPath = (booking: BookingDetailView) => {
  if (booking.viewer === 'client') return paths.myBookings;
  if (booking.viewer === 'admin') return paths.admin;
  return booking.item_type === 'car' ? paths.ownerBookings : paths.driverBookings;
};

function BookingNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('bookings.notFoundTitle'));
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{t('bookings.notFoundTitle')}</h1>
      <p className="mt-2 text-stone-700">{t('bookings.notFoundText')}</p>
      <ButtonLink to={paths.myBookings} className="mt-6">
        {t('bookings.backToBookings')}
      </ButtonLink>
    </div>
  );
}

/** /booking/{id} (spec §2): status, details, the item, contact, actions, timeline, review. */
export function BookingDetailPage() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const query = useBooking(id);
  usePageTitle(
    query.data ? `${query.data.item_title} · ${query.data.reference}` : t('bookings.details'),
  );

  const status = query.error instanceof ApiError ? query.error.status : undefined;
  if (id === 0 || status === 404 || status === 403) return <BookingNotFound />;
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <LoadError
        title={t('messages.bookingDetailsFailed')}
        onRetry={() => void query.refetch()}
        page
      />
    );

  const booking = query.data;
  const words =
    booking.viewer === 'provider'
      ? booking.item_type === 'car'
        ? 'owner'
        : 'driver'
      : booking.viewer;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <Link to={backPath(booking)} className="text-sm font-semibold text-brand-700 hover:underline">
        ← {t('bookings.backToBookings')}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-stone-500">
            {t('bookings.reference', { reference: booking.reference })}
          </p>
          <h1 className="text-2xl font-extrabold break-words text-stone-900 sm:text-3xl">
            {booking.item_title}
          </h1>
        </div>
        <BookingStatusBadge status={booking.status} />
      </header>
      {booking.cancel_reason && (
        <Alert tone={booking.cancel_reason === 'expired' ? 'warning' : 'info'}>
          {t(`bookings.reason.${booking.cancel_reason}`)}
        </Alert>
      )}
      <BookingActions booking={booking} words={words} />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <BookingFacts booking={booking} />
          <BookingTimeline history={booking.history} itemType={booking.item_type} />
        </div>
        <aside className="space-y-4">
          <BookedItem booking={booking} />
          <BookingContact booking={booking} />
          {booking.viewer === 'client' && booking.status === 'completed' && !booking.review && (
            <ReviewForm bookingId={booking.id} />
          )}
          {booking.review && (
            <section className="rounded-2xl border border-stone-200 bg-white p-5">
              <h2 className="text-lg font-bold text-stone-900">{t('bookings.yourReview')}</h2>
              <p
                className="mt-1 text-amber-600"
                aria-label={t('bookings.stars', { count: booking.review.rating })}
              >
                {'★'.repeat(booking.review.rating)}
                <span className="text-stone-300">{'★'.repeat(5 - booking.review.rating)}</span>
              </p>
              {booking.review.comment && (
                <p className="mt-1 text-stone-700">{booking.review.comment}</p>
              )}
            </section>
          )}
        </aside>
      </div>
    </div>
  );
}

function BookingFacts({ booking }: { booking: BookingDetailView }) {
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

function BookedItem({ booking }: { booking: BookingDetailView }) {
  const { t } = useTranslation();
  const { car, driver } = booking;
  if (!car && !driver)
    return (
      <section className="rounded-2xl border border-stone-200 bg-white p-5 text-sm text-stone-700">
        {t('bookings.listingRemoved')}
      </section>
    );
  const photo = car ? car.thumbnail_url : driver?.profile_thumbnail;
  return (
    <section
      aria-labelledby="booked-item"
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white"
    >
      {photo && (
        <img src={photo} alt="" className="aspect-video w-full object-cover" loading="lazy" />
      )}
      <div className="p-5">
        <h2 id="booked-item" className="text-sm font-semibold text-stone-500">
          {car ? t('bookings.carDetails') : t('bookings.driverDetails')}
        </h2>
        {car && (
          <>
            <Link
              to={paths.car(car.id)}
              className="text-lg font-bold text-stone-900 hover:underline"
            >
              {car.year} {car.make} {car.model}
            </Link>
            <p className="text-sm text-stone-700">{car.location}</p>
            {car.license_plate && (
              <p className="text-sm text-stone-700">
                {t('bookings.plate')}: <span className="font-semibold">{car.license_plate}</span>
              </p>
            )}
          </>
        )}
        {driver && (
          <>
            <Link
              to={paths.driver(driver.id)}
              className="text-lg font-bold text-stone-900 hover:underline"
            >
              {driver.name}
            </Link>
            <p className="text-sm text-stone-700">
              {driver.location} · {t('bookings.experience', { count: driver.experience })}
            </p>
          </>
        )}
      </div>
    </section>
  );
}

/**
 * Contact Owner/Driver (spec §2), within DESIGN §1.5: phones only between the two parties,
 * and a chat about the booked car or driver (admins look on; they do not chat).
 */
function BookingContact({ booking }: { booking: BookingDetailView }) {
  const { t } = useTranslation();
  const forClient = booking.viewer === 'client';
  const listed = Boolean(booking.car ?? booking.driver);
  const chatLabel = forClient
    ? booking.item_type === 'car'
      ? t('chat.chatWithOwner')
      : t('chat.chatWithDriver')
    : t('chat.messageClient');
  const person = forClient ? booking.provider : booking.user;
  const title = forClient
    ? booking.item_type === 'car'
      ? t('bookings.contactOwner')
      : t('bookings.contactDriver')
    : t('bookings.contactClient');
  const email = forClient ? null : booking.user.email;
  return (
    <section
      aria-labelledby="booking-contact"
      className="rounded-2xl border border-stone-200 bg-white p-5"
    >
      <h2 id="booking-contact" className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      <p className="mt-1 font-semibold text-stone-900">{person.name}</p>
      {person.phone ? (
        <a
          href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}
          className={buttonClass('primary', 'mt-3 w-full')}
        >
          {t('bookings.call', { phone: person.phone })}
        </a>
      ) : (
        <p className="mt-2 text-sm text-stone-700">
          {forClient && booking.status === 'pending'
            ? t('bookings.contactAfterConfirm')
            : t('bookings.noPhone')}
        </p>
      )}
      {email && (
        <a
          href={`mailto:${email}`}
          className="mt-2 block text-sm font-semibold break-all text-brand-700 hover:underline"
        >
          {t('bookings.email', { email })}
        </a>
      )}
      {booking.viewer !== 'admin' && listed && (
        <ChatLink
          recipientId={person.id}
          subject={booking.item_type}
          subjectId={booking.item_id}
          label={chatLabel}
          className="mt-3"
        />
      )}
    </section>
  );
}
