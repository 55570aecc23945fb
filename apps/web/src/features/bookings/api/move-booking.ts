import { bookingAnswer, type BookingStatus } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

export type BookingMove = {
  id: number;
  status: BookingStatus;
  /** A provider's reason for declining, for the client (rules §4.4); sent only when given. */
  note?: string;
};

/** `POST /api/bookings/{id}/update-status` (rules §4.4): confirm, complete or cancel. */
export const moveBooking = ({ id, status, note }: BookingMove) =>
  apiRequest(`/bookings/${id}/update-status`, bookingAnswer, {
    method: 'POST',
    body: note ? { status, note } : { status },
  }).then((body) => body.data);

export function useMoveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveBooking,
    onSettled: () => invalidate(queryClient, stale.afterBookingChange),
  });
}
