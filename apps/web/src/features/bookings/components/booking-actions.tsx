import {
  awaitsStartToComplete,
  bookingMovesFor,
  messages,
  takesDeclineNote,
  type BookingStatus,
  type BookingView,
} from '@kodesha/domain';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { fieldErrorText, useErrorText, useMessage, useTranslateMessage } from '@/lib/use-message';
import { useMoveBooking } from '../api/move-booking';
import { DeclineDialog } from './decline-dialog';

/** Drivers accept, owners and admins confirm; providers decline (rules §4.4). */
export type ActionWords = 'owner' | 'driver' | 'client' | 'admin';

const labelKey = (to: BookingStatus, words: ActionWords) => {
  if (to === 'confirmed') return words === 'driver' ? 'bookings.accept' : 'bookings.confirm';
  if (to === 'completed') return 'bookings.complete';
  if (words === 'client') return 'bookings.cancelBooking';
  return words === 'admin' ? 'bookings.cancelRequest' : 'bookings.decline';
};

/** What a cancel's dialog asks, when it is not a provider's decline (rules §4.4). */
const cancelWords = (words: 'client' | 'admin') =>
  words === 'client'
    ? ({
        title: 'bookings.cancelTitle',
        confirm: 'bookings.cancelBooking',
        keep: 'bookings.keep',
        text: 'messages.bookingCancelConfirm',
      } as const)
    : ({
        title: 'bookings.cancelRequestTitle',
        confirm: 'bookings.cancelRequest',
        keep: 'bookings.keepRequest',
        text: 'bookings.cancelRequestText',
      } as const);

/**
 * The buttons a booking offers its viewer: exactly the moves the domain's table allows
 * (`bookingMovesFor`), so a screen never offers what the server would refuse. Cancelling
 * asks first (rules §4.4: 'Are you sure you want to cancel this booking?'); a provider's
 * Decline asks 'Decline this request?' and takes an optional reason for the client.
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
  const translate = useTranslateMessage();
  const move = useMoveBooking();
  const [asking, setAsking] = useState(false);
  const [noteError, setNoteError] = useState<string>();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const moves = bookingMovesFor(booking.viewer, booking, now);
  const waitsForStart = awaitsStartToComplete(booking.viewer, booking, now);
  // rules §4.4: the provider's only cancel is the answer No to a request.
  const declines = takesDeclineNote(booking.viewer, 'cancelled');
  if (moves.length === 0 && !notice && !waitsForStart) return null;

  const doneText = (status: BookingStatus) => {
    if (status === 'cancelled' && words === 'client') return t('messages.bookingCancelled');
    if (status === 'cancelled' && declines)
      return t('bookings.declined', { name: booking.user.name });
    return t('bookings.moved', { status: t(`bookings.status.${status}`).toLowerCase() });
  };

  const run = (status: BookingStatus, note?: string) => {
    setNotice(undefined);
    setNoteError(undefined);
    move.mutate(
      { id: booking.id, status, note },
      {
        onSuccess: () => {
          setAsking(false);
          setNotice({ tone: 'success', text: doneText(status) });
        },
        onError: (error) => {
          // A reason the server refused shows under it; the dialog stays open to fix it.
          if (error instanceof ApiError && error.errors.note) {
            setNoteError(fieldErrorText(error, 'note', 0, translate));
            return;
          }
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
      {declines ? (
        <DeclineDialog
          open={asking}
          clientName={booking.user.name}
          busy={move.isPending}
          serverError={noteError}
          onDecline={(note) => run('cancelled', note)}
          onKeep={() => setAsking(false)}
        />
      ) : (
        <CancelDialog
          open={asking}
          words={words === 'client' ? 'client' : 'admin'}
          busy={move.isPending}
          onCancelBooking={() => run('cancelled')}
          onKeep={() => setAsking(false)}
        />
      )}
    </div>
  );
}

/** A client's or an admin's cancel: the dialog and its buttons say which (rules §4.4). */
function CancelDialog({
  open,
  words,
  busy,
  onCancelBooking,
  onKeep,
}: {
  open: boolean;
  words: 'client' | 'admin';
  busy: boolean;
  onCancelBooking: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  const asked = cancelWords(words);
  return (
    <ConfirmDialog
      open={open}
      title={t(asked.title)}
      confirmLabel={t(asked.confirm)}
      cancelLabel={t(asked.keep)}
      tone="danger"
      busy={busy}
      onConfirm={onCancelBooking}
      onCancel={onKeep}
    >
      {t(asked.text)}
    </ConfirmDialog>
  );
}
