import type { BookingView } from '@kodesha/domain';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Pagination } from '@/components/ui/pagination';
import { QueryGate } from '@/components/ui/query-gate';
import { toast } from '@/lib/toasts';
import { useFailureText } from '@/lib/use-message';
import { useAdminBookings } from '../../api/admin-bookings';
import { useAdminMoveBooking } from '../../api/admin-move-booking';
import type { BookingMove } from '../../api/move-booking';
import type { AdminBookingHandlers } from './admin-booking-actions';
import { AdminBookingDetails } from './admin-booking-details';
import { AdminBookingFilterBar, useAdminBookingFilters } from './admin-booking-filters';
import { AdminBookingSummary } from './admin-booking-summary';
import { AdminBookingTable } from './admin-booking-table';

/**
 * The admin's bookings (rules §8.9): every booking with counts per status, search, type,
 * summary cards, both parties' phones, Confirm and Cancel on pending requests
 * (rules §4.4), and a details window with the timeline (rules §4.5).
 */
export function BookingManagement() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [filters, change] = useAdminBookingFilters();
  const bookings = useAdminBookings(filters);
  const move = useAdminMoveBooking();
  const [cancelling, setCancelling] = useState<BookingView>();
  const [showing, setShowing] = useState<BookingView>();
  const filtered = Boolean(filters.status || filters.search || filters.item_type);
  const now = new Date();

  const run = ({ id, status }: BookingMove) =>
    move.mutate(
      { id, status },
      {
        onSuccess: () =>
          toast.success(
            status === 'confirmed'
              ? t('messages.bookingConfirmedAdmin')
              : t('messages.bookingCancelled'),
          ),
        // The server's reason when it gave one (an expired request, a slot already taken).
        onError: (error) => toast.error(failureText(error, t('messages.bookingStatusFailed'))),
        onSettled: () => setCancelling(undefined),
      },
    );

  const handlers: AdminBookingHandlers = {
    onConfirm: (booking) => run({ id: booking.id, status: 'confirmed' }),
    onCancel: setCancelling,
    onDetails: setShowing,
    busyId: move.isPending ? move.variables.id : undefined,
  };

  return (
    <div className="space-y-5">
      {bookings.data && <AdminBookingSummary summary={bookings.data.summary} />}
      <AdminBookingFilterBar filters={filters} summary={bookings.data?.summary} onChange={change} />
      <QueryGate
        query={bookings}
        error={{
          title: t('bookings.errorTitle'),
          text: <p>{t('messages.bookingsLoadFailed')}</p>,
        }}
        isEmpty={(page) => page.data.length === 0}
        empty={
          <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
            {filtered ? t('bookings.emptyFiltered') : t('bookings.empty')}
          </p>
        }
      >
        {(page) => (
          <div aria-busy={bookings.isFetching}>
            <AdminBookingTable bookings={page.data} handlers={handlers} now={now} />
            <Pagination
              page={page.current_page}
              lastPage={page.last_page}
              label={t('adminBookings.pagesLabel')}
              onPage={(next) => change({ ...filters, page: next })}
            />
          </div>
        )}
      </QueryGate>
      <AdminBookingDetails
        booking={showing}
        handlers={handlers}
        now={now}
        onClose={() => setShowing(undefined)}
      />
      <ConfirmDialog
        open={cancelling !== undefined}
        title={t('adminBookings.cancelTitle')}
        confirmLabel={t('adminBookings.cancelBooking')}
        cancelLabel={t('adminBookings.keep')}
        tone="danger"
        busy={move.isPending}
        onConfirm={() => cancelling && run({ id: cancelling.id, status: 'cancelled' })}
        onCancel={() => setCancelling(undefined)}
      >
        <p>{t('messages.bookingCancelConfirm')}</p>
        <p className="mt-2 text-sm">{t('adminBookings.cancelText')}</p>
      </ConfirmDialog>
    </div>
  );
}
