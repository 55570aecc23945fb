import {
  adminTicketBookingAnswer,
  adminTicketBookingsAnswer,
  type AdminTicketBookingsQuery,
  type AdminTicketUpdateInput,
} from '@kodesha/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminListQuery } from '@/lib/admin-list';
import { apiRequest } from '@/lib/api-client';
import { invalidate, queryKeys, stale } from '@/lib/query-keys';

/** The admin ticket list's filters as the URL holds them; a default is left out. */
export type AdminTicketFilters = Partial<
  Pick<AdminTicketBookingsQuery, 'status' | 'search' | 'ticket_type' | 'page'>
>;

const order = ['status', 'search', 'ticket_type', 'page'] as const;

/** `GET /api/admin/ticket-bookings` (rules §8.11). */
export const adminTicketListQuery = (filters: AdminTicketFilters) =>
  adminListQuery(
    {
      key: queryKeys.admin.tickets(filters),
      path: '/admin/ticket-bookings',
      answer: adminTicketBookingsAnswer,
      order,
    },
    filters,
  );

export const useAdminTicketBookings = (filters: AdminTicketFilters) =>
  useQuery(adminTicketListQuery(filters));

export type TicketAnswer = { id: number } & AdminTicketUpdateInput;

/** `PUT /api/admin/ticket-bookings/{id}` (rules §6.5): confirm with a price, cancel, note. */
export const answerTicket = ({ id, ...answer }: TicketAnswer) =>
  apiRequest(`/admin/ticket-bookings/${id}`, adminTicketBookingAnswer, {
    method: 'PUT',
    body: answer,
  });

export function useAnswerTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerTicket,
    onSettled: () => invalidate(queryClient, stale.afterAdminWrite),
  });
}
