import {
  awaitsStartToComplete,
  bookingMovesFor,
  messages,
  type BookingStatus,
  type BookingView,
} from '@kodesha/domain';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useErrorText, useMessage } from '@/lib/use-message';
import { useMoveBooking } from '../api/move-booking';

/** Drivers accept and decline; owners and admins confirm and cancel (rules §4.4). */
export type ActionWords = 'owner' | 'driver' | 'client' | 'admin';

const labelKey = (to: BookingStatus, words: ActionWords) => {
  if (to === 'confirmed') return words === 'driver' ? 'bookings.accept' : 'bookings.confirm';
  if (to === 'completed') return 'bookings.complete';
  if (words === 'client') return 'bookings.cancelBooking';
  return words === 'driver' ? 'bookings.decline' : 'bookings.cancel';
};

/** What the confirming dialog asks: drivers decline, owners and admins cancel (rules §4.4). */
const dialogWords = (words: ActionWords) =>
  words === 'client'
    ? ({
        title: 'bookings.cancelTitle',
        confirm: 'bookings.cancelBooking',
        text: 'messages.bookingCancelConfirm',
      } as const)
    : words === 'driver'
      ? ({
          title: 'bookings.declineTitle',
          confirm: 'bookings.decline',
          text: 'bookings.declineText',
        } as const)
      : ({
          title: 'bookings.cancelRequestTitle',
          confirm: 'bookings.cancel',
          text: 'bookings.cancelRequestText',
        } as const);

/**
 * The buttons a booking offers its viewer: exactly the moves the domain's table allows
 * (`bookingMovesFor`), so a screen never offers what the server would refuse. Cancelling
 * or declining asks first (rules §4.4: 'Are you sure you want to cancel this booking?').
 * A confirmed booking that has not started says when Complete comes, instead of the button.
 */
export function BookingActions({
  booking,
  words,
  now = new Date(),
}: {
  booking: BookingView;
  words: ActionWords;
  now?: Date;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const errorText = useErrorText();
  const move = useMoveBooking();
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const moves = bookingMovesFor(booking.viewer, booking, now);
  const waitsForStart = awaitsStartToComplete(booking.viewer, booking, now);
  const asked = dialogWords(words);
  if (moves.length === 0 && !notice && !waitsForStart) return null;

  const run = (status: BookingStatus) => {
    setNotice(undefined);
    move.mutate(
      { id: booking.id, status },
      {
        onSuccess: () => {
          setAsking(false);
          setNotice({
            tone: 'success',
            text:
              status === 'cancelled' && words === 'client'
                ? t('messages.bookingCancelled')
                : t('bookings.moved', { status: t(`bookings.status.${status}`).toLowerCase() }),
          });
        },
        onError: (error) => {
          setAsking(false);
          const fallback =
            words === 'client' ? messages.bookingCancelFailed : messages.bookingStatusFailed;
          setNotice({ tone: 'error', text: error.message ? errorText(error) : message(fallback) });
        },
      },
    );
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {moves.map((to) => (
          <Button
            key={to}
            variant={to === 'cancelled' ? 'secondary' : 'primary'}
            disabled={move.isPending}
            onClick={() => (to === 'cancelled' ? setAsking(true) : run(to))}
          >
            {t(labelKey(to, words))}
          </Button>
        ))}
      </div>
      {waitsForStart && (
        <p className="text-sm text-stone-700">{t('messages.bookingCompleteAfterStart')}</p>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <ConfirmDialog
        open={asking}
        title={t(asked.title)}
        confirmLabel={t(asked.confirm)}
        cancelLabel={t('bookings.keep')}
        tone="danger"
        busy={move.isPending}
        onConfirm={() => run('cancelled')}
        onCancel={() => setAsking(false)}
      >
        {t(asked.text)}
      </ConfirmDialog>
    </div>
  );
}
