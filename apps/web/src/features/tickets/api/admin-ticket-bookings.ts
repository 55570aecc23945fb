import type {
  AdminTicketBookingsQuery,
  AdminTicketBookingView,
  AdminTicketUpdateInput,
  Page,
  TicketBookingSummary,
} from '@kodesha/domain';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, queryKeys, stale } from '@/lib/query-keys';
import { toQueryString } from '@/lib/query-string';

/** A page of ticket requests and the counts by status and type over all of them. */
export type AdminTicketPage = Page<AdminTicketBookingView> & {
  success: true;
  summary: TicketBookingSummary;
};

/** The admin ticket list's filters as the URL holds them; a default is left out. */
export type AdminTicketFilters = Partial<
  Pick<AdminTicketBookingsQuery, 'status' | 'search' | 'ticket_type' | 'page'>
>;

const order = ['status', 'search', 'ticket_type', 'page'] as const;

/** `GET /api/admin/ticket-bookings` (rules §8.11). */
export const adminTicketListQuery = (filters: AdminTicketFilters) =>
  queryOptions({
    queryKey: queryKeys.admin.tickets(filters),
    queryFn: ({ signal }) =>
      apiRequest<AdminTicketPage>(`/admin/ticket-bookings${toQueryString(filters, order)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useAdminTicketBookings = (filters: AdminTicketFilters) =>
  useQuery(adminTicketListQuery(filters));

export type TicketAnswer = { id: number } & AdminTicketUpdateInput;

/** `PUT /api/admin/ticket-bookings/{id}` (rules §6.5): confirm with a price, cancel, note. */
export const answerTicket = ({ id, ...answer }: TicketAnswer) =>
  apiRequest<{ success: true; message: string; data: AdminTicketBookingView }>(
    `/admin/ticket-bookings/${id}`,
    { method: 'PUT', body: answer },
  );

export function useAnswerTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerTicket,
    onSettled: () => invalidate(queryClient, stale.afterAdminWrite),
  });
}
