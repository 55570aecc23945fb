import { myTicketBookingsAnswer } from '@kodesha/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * `GET /api/my-ticket-bookings` (rules §6.6): all of the caller's requests, newest first.
 * The screens filter by status themselves, so 'X of Y bookings' needs one call.
 */
export const myTicketBookingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.tickets.mine,
    queryFn: ({ signal }) =>
      apiRequest('/my-ticket-bookings', myTicketBookingsAnswer, { signal }).then(
        (body) => body.data,
      ),
  });

export const useMyTicketBookings = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...myTicketBookingsQuery(), enabled: options.enabled ?? true });
