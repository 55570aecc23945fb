import { bookingAnswer } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

export type BookingReview = { id: number; rating: number; comment: string };

/** `POST /api/bookings/{id}/reviews`: the client rates a completed booking once. */
export const reviewBooking = ({ id, ...review }: BookingReview) =>
  apiRequest(`/bookings/${id}/reviews`, bookingAnswer, {
    method: 'POST',
    body: review,
  }).then((body) => body.data);

export function useReviewBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewBooking,
    onSuccess: () => invalidate(queryClient, stale.afterBookingChange),
  });
}
