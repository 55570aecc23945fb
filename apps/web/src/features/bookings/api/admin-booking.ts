import { bookingDetailAnswer } from '@kodesha/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/admin/bookings/{id}`: one booking with both parties and its timeline. */
export const adminBookingQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.admin.booking(id),
    queryFn: ({ signal }) =>
      apiRequest(`/admin/bookings/${id}`, bookingDetailAnswer, { signal }).then(
        (body) => body.data,
      ),
  });

export const useAdminBooking = (id: number | undefined) =>
  useQuery({ ...adminBookingQuery(id ?? 0), enabled: id !== undefined && id > 0 });
