import { bookingAnswer, type BookingItemType } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

export type BookingRequest = {
  item_type: BookingItemType;
  item_id: number;
  start_time: string;
  end_time: string;
  notes?: string;
  /** A client's own phone, when their account has none (rules §4.3). */
  phone_number?: string;
};

/** `POST /api/bookings`: the server prices the request; no total is sent. */
export const createBooking = (request: BookingRequest) =>
  apiRequest('/bookings', bookingAnswer, { method: 'POST', body: request }).then(
    (body) => body.data,
  );

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => invalidate(queryClient, stale.afterBookingChange),
  });
}
