import type { AdminTicketBookingView } from '@kodesha/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * `GET /api/admin/ticket-bookings/{id}`: the request the details window shows, as it is
 * now. The row it was opened from shows meanwhile. Its key sits under `admin`, so
 * every admin write, a refused one included, fetches it again: after a 409 the window shows
 * what the other admin answered even when the request has left the filtered list (rules §8.11).
 */
export function useAdminTicketBooking(row: AdminTicketBookingView | undefined) {
  const id = row?.id ?? 0;
  return useQuery({
    queryKey: queryKeys.admin.ticket(id),
    queryFn: ({ signal }) =>
      apiRequest<{ success: true; data: AdminTicketBookingView }>(`/admin/ticket-bookings/${id}`, {
        signal,
      }).then((body) => body.data),
    enabled: row !== undefined,
    placeholderData: row,
  });
}
