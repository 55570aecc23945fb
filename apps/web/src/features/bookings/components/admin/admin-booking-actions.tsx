import { bookingMovesFor, type BookingView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';

const actionClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap disabled:cursor-wait disabled:opacity-60';
const styles = {
  confirm: `${actionClass} bg-brand-700 text-white hover:bg-brand-800`,
  cancel: `${actionClass} border border-stone-300 bg-white text-stone-800 hover:bg-stone-100`,
  details: `${actionClass} text-brand-800 hover:bg-brand-50`,
};

export type AdminBookingHandlers = {
  onConfirm: (booking: BookingView) => void;
  onCancel: (booking: BookingView) => void;
  onDetails: (booking: BookingView) => void;
  /** The booking whose move is being sent: its buttons wait. */
  busyId: number | undefined;
};

/**
 * Where the buttons sit: a table `row` (one line), a phone `card` (may wrap), both with
 * Details; or the details window's `footer`, where they say what they do in full beside
 * Close ('Cancel Booking', not a bare 'Cancel') and the main answer comes last.
 */
type Place = 'row' | 'card' | 'footer';

/**
 * Confirm and Cancel exactly when the domain's table lets an admin move the booking: a
 * pending request whose start has not passed (rules §4.4). Details in lists.
 */
export function AdminBookingActions({
  booking,
  handlers,
  now,
  place,
}: {
  booking: BookingView;
  handlers: AdminBookingHandlers;
  now: Date;
  place: Place;
}) {
  const { t } = useTranslation();
  const moves = bookingMovesFor('admin', booking, now);
  const busy = handlers.busyId === booking.id;
  const reference = booking.reference;
  const inFooter = place === 'footer';
  const confirm = moves.includes('confirmed') && (
    <button
      key="confirm"
      type="button"
      className={styles.confirm}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={inFooter ? undefined : t('adminBookings.confirmNamed', { reference })}
      onClick={() => handlers.onConfirm(booking)}
    >
      {inFooter ? t('adminBookings.confirmBooking') : t('adminBookings.confirm')}
    </button>
  );
  const cancel = moves.includes('cancelled') && (
    <button
      key="cancel"
      type="button"
      className={styles.cancel}
      disabled={busy}
      aria-label={inFooter ? undefined : t('adminBookings.cancelNamed', { reference })}
      onClick={() => handlers.onCancel(booking)}
    >
      {inFooter ? t('adminBookings.cancelBooking') : t('adminBookings.cancel')}
    </button>
  );
  if (inFooter)
    return confirm || cancel ? (
      <div className="flex flex-wrap justify-end gap-2">
        {cancel}
        {confirm}
      </div>
    ) : null;
  return (
    <div className={`flex gap-2 ${place === 'row' ? 'flex-nowrap' : 'flex-wrap'}`}>
      {confirm}
      {cancel}
      <button
        type="button"
        className={styles.details}
        aria-label={t('adminBookings.detailsNamed', { reference })}
        onClick={() => handlers.onDetails(booking)}
      >
        {t('adminBookings.details')}
      </button>
    </div>
  );
}
