import { bookingDetailAnswer } from '@kodesha/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/bookings/{id}`: one booking with its timeline, for one of its parties. */
export const bookingQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.bookings.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(`/bookings/${id}`, bookingDetailAnswer, { signal }).then((body) => body.data),
  });

export const useBooking = (id: number) => useQuery({ ...bookingQuery(id), enabled: id > 0 });
