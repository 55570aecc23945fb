import type { TicketBookingView, TicketFormValues } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

export type TicketRequestAnswer = { success: true; message: string; data: TicketBookingView };

/** `POST /api/ticket-bookings` (rules §6.7): the server checks the form's rules again. */
export const requestTicket = (values: TicketFormValues) =>
  apiRequest<TicketRequestAnswer>('/ticket-bookings', { method: 'POST', body: values });

export function useRequestTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestTicket,
    onSuccess: () => invalidate(queryClient, stale.afterTicketRequest),
  });
}
