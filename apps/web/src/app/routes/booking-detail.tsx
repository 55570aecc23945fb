import { canReview, type BookingDetailView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { NotFoundPage } from '@/components/ui/not-found';
import { BackLink } from '@/components/ui/page-header';
import { QueryGate } from '@/components/ui/query-gate';
import { useBooking } from '@/features/bookings/api/booking';
import { AwaitingAnswer } from '@/features/bookings/components/awaiting-answer';
import { BookedItem } from '@/features/bookings/components/booked-item';
import { BookingActions } from '@/features/bookings/components/booking-actions';
import { BookingContact } from '@/features/bookings/components/booking-contact';
import { BookingFacts } from '@/features/bookings/components/booking-facts';
import { BookingReview } from '@/features/bookings/components/booking-review';
import { BookingStatusBadge } from '@/features/bookings/components/booking-status-badge';
import { BookingTimeline } from '@/features/bookings/components/booking-timeline';
import type { BookedState } from '@/features/bookings/components/booking-form';
import { RequestSent } from '@/features/bookings/components/request-sent';
import { ReviewForm } from '@/features/bookings/components/review-form';
import { useNotificationSettings } from '@/features/notifications/api/notification-settings';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/route-id';
import { useArrivalState } from '@/lib/use-arrival-state';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-bookings';
import '@/locales/en-chat';

/** Where "Back to bookings" goes: the list this viewer came from. */
const backPath = (booking: BookingDetailView) => {
  if (booking.viewer === 'client') return paths.myBookings;
  if (booking.viewer === 'admin') return paths.admin;
  return booking.item_type === 'car' ? paths.ownerBookings : paths.driverBookings;
};

/** /booking/{id} (rules §4.12): status, details, the item, contact, actions, timeline, review. */
export function Component() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const query = useBooking(id);
  const [reviewSaved, setReviewSaved] = useState(false);
  // rules §4.3: an owner or driver who booked lands here after their request.
  const sent = useArrivalState<BookedState>();
  const notificationSettings = useNotificationSettings().data;
  usePageTitle(
    query.data ? `${query.data.item_title} · ${query.data.reference}` : t('bookings.details'),
  );
  // Someone else's booking is as good as missing: its existence is not confirmed.
  const notFound = (
    <NotFoundPage
      title={t('bookings.notFoundTitle')}
      text={t('bookings.notFoundText')}
      action={{ to: paths.myBookings, label: t('bookings.backToBookings') }}
    />
  );

  return (
    <QueryGate
      query={query}
      missing={id === 0}
      notFound={notFound}
      forbidden={notFound}
      // rules §9.10: 'Failed to load booking details', then the client's bookings tab.
      error={() => (
        <Navigate
          to={paths.myBookings}
          replace
          state={
            { notice: t('messages.bookingDetailsFailed'), tone: 'error' } satisfies BookedState
          }
        />
      )}
    >
      {(booking) => (
        <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
          <BackLink to={backPath(booking)}>{t('bookings.backToBookings')}</BackLink>
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
          {sent?.requested?.id === booking.id && booking.status === 'pending' && (
            <RequestSent booking={booking} notice={sent.notice} settings={notificationSettings} />
          )}
          <AwaitingAnswer booking={booking} />
          {booking.cancel_reason && (
            <Alert tone={booking.cancel_reason === 'expired' ? 'warning' : 'info'}>
              {t(`bookings.reason.${booking.cancel_reason}`)}
              <DeclineNote booking={booking} />
            </Alert>
          )}
          <BookingActions booking={booking} words={actionWords(booking)} />
          <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
            <div className="min-w-0 space-y-6">
              <BookingFacts booking={booking} />
              <BookingTimeline history={booking.history} itemType={booking.item_type} />
            </div>
            <aside className="space-y-4">
              <BookedItem booking={booking} />
              <BookingContact booking={booking} />
              {canReview({ ...booking, reviewed: booking.review !== null }) && (
                <ReviewForm bookingId={booking.id} onSaved={() => setReviewSaved(true)} />
              )}
              {reviewSaved && <Alert tone="success">{t('messages.reviewSaved')}</Alert>}
              {booking.review && <BookingReview review={booking.review} />}
            </aside>
          </div>
        </div>
      )}
    </QueryGate>
  );
}

/** rules §4.4: a provider's reason for declining, first thing the client reads. */
function DeclineNote({ booking }: { booking: BookingDetailView }) {
  const { t } = useTranslation();
  const note = booking.history.filter((line) => line.note).at(-1)?.note;
  if (booking.cancel_reason !== 'declined' || !note) return null;
  return (
    <p className="mt-1 break-words whitespace-pre-line">
      {t('bookings.reasonGiven')} <q className="italic">{note}</q>
    </p>
  );
}

/** Drivers accept, owners and admins confirm; providers decline. */
const actionWords = (booking: BookingDetailView) =>
  booking.viewer === 'provider'
    ? booking.item_type === 'car'
      ? 'owner'
      : 'driver'
    : booking.viewer;
