import { bookingReference, type BookingDetailView, type BookingView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { QueryGate } from '@/components/ui/query-gate';
import { paths } from '@/lib/paths';
import { useAdminBooking } from '../../api/admin-booking';
import { BookingFacts } from '../booking-facts';
import { BookingStatusBadge } from '../booking-status-badge';
import { BookingTimeline } from '../booking-timeline';
import { AdminBookingActions, type AdminBookingHandlers } from './admin-booking-actions';

/** One party: name, and how to reach them ('Not provided' when missing). */
function Party({
  title,
  name,
  phone,
  email,
}: {
  title: string;
  name: string;
  phone: string | null;
  email?: string | null;
}) {
  const { t } = useTranslation();
  const notProvided = <span className="text-stone-600">{t('adminBookings.notProvided')}</span>;
  return (
    <div className="rounded-xl bg-stone-50 p-4">
      <h3 className="text-sm font-semibold text-stone-600">{title}</h3>
      <p className="font-semibold break-words text-stone-900">{name}</p>
      <dl className="mt-1 space-y-0.5 text-sm">
        <div className="flex flex-wrap gap-x-1.5">
          <dt className="text-stone-600">{t('adminBookings.phone')}:</dt>
          <dd>
            {phone ? (
              <a
                href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                className="font-medium text-brand-700 hover:underline"
              >
                {phone}
              </a>
            ) : (
              notProvided
            )}
          </dd>
        </div>
        {email !== undefined && (
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="text-stone-600">{t('adminBookings.email')}:</dt>
            <dd className="min-w-0 break-all">
              {email ? (
                <a href={`mailto:${email}`} className="font-medium text-brand-700 hover:underline">
                  {email}
                </a>
              ) : (
                notProvided
              )}
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}

function DetailsBody({ booking }: { booking: BookingDetailView }) {
  const { t } = useTranslation();
  const plate = booking.car?.license_plate;
  const place = booking.car?.location ?? booking.driver?.location;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {t(`bookings.itemType.${booking.item_type}`)}
          </p>
          <p className="text-lg font-bold break-words text-stone-900">{booking.item_title}</p>
          {(place ?? plate) && (
            <p className="text-sm text-stone-700">
              {[place, plate && t('adminBookings.plate', { plate })].filter(Boolean).join(' · ')}
            </p>
          )}
          {!booking.car && !booking.driver && (
            <p className="text-sm text-stone-700">{t('adminBookings.listingRemoved')}</p>
          )}
          <Link
            to={paths.booking(booking.id)}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('adminBookings.openPage')}
          </Link>
        </div>
        <BookingStatusBadge status={booking.status} />
      </div>
      {booking.cancel_reason && (
        <Alert tone={booking.cancel_reason === 'expired' ? 'warning' : 'info'}>
          {t(`bookings.reason.${booking.cancel_reason}`)}
        </Alert>
      )}
      <BookingFacts booking={booking} />
      <section
        aria-labelledby="admin-booking-parties"
        className="rounded-2xl border border-stone-200 bg-white p-5"
      >
        <h2 id="admin-booking-parties" className="text-lg font-bold text-stone-900">
          {t('adminBookings.parties')}
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <Party
            title={t('adminBookings.clientHeading')}
            name={booking.user.name}
            phone={booking.user.phone}
            email={booking.user.email}
          />
          <Party
            title={
              booking.item_type === 'car'
                ? t('adminBookings.ownerHeading')
                : t('adminBookings.driverHeading')
            }
            name={booking.provider.name}
            phone={booking.provider.phone}
          />
        </div>
      </section>
      <BookingTimeline history={booking.history} itemType={booking.item_type} />
    </div>
  );
}

/**
 * The details window of rules §8.9: every fact, both parties, the notes, why it was
 * cancelled and the timeline; Confirm and Cancel while it waits for an answer.
 */
export function AdminBookingDetails({
  booking,
  handlers,
  now,
  onClose,
}: {
  booking: BookingView | undefined;
  handlers: AdminBookingHandlers;
  now: Date;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const details = useAdminBooking(booking?.id);
  const id = booking?.id ?? 0;
  return (
    <Modal
      open={booking !== undefined}
      title={t('adminBookings.detailsTitle', { reference: bookingReference(id) })}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('adminBookings.close')}
          </Button>
          {details.data && (
            <AdminBookingActions
              booking={details.data}
              handlers={handlers}
              now={now}
              place="footer"
            />
          )}
        </>
      }
    >
      <QueryGate query={details} error={{ title: t('adminBookings.detailsFailed') }}>
        {(found) => <DetailsBody booking={found} />}
      </QueryGate>
    </Modal>
  );
}
