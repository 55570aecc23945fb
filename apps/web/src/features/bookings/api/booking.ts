import type { BookingDetailView } from '@kodesha/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingsKey } from './booking-lists';

/** `GET /api/bookings/{id}`: one booking with its timeline, for one of its parties. */
export const useBooking = (id: number) =>
  useQuery({
    queryKey: [...bookingsKey, 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<{ data: BookingDetailView }>(`/bookings/${id}`, { signal }).then(
        (body) => body.data,
      ),
    enabled: id > 0,
  });
