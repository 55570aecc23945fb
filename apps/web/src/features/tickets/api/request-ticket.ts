import type { TicketBookingView, TicketFormValues } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

export type TicketRequestAnswer = { success: true; message: string; data: TicketBookingView };

/** An answer that came back without saying the request was taken (the answer's `success`). */
export class TicketNotTaken extends Error {
  constructor() {
    super('Failed to submit ticket booking');
    this.name = 'TicketNotTaken';
  }
}

/**
 * `POST /api/ticket-bookings` (rules §6.7): the server checks the form's rules again. An
 * answer that does not say `success: true` with the booking (a proxy's page, say) is no
 * request taken: it fails rather than thank the traveller for nothing.
 */
export const requestTicket = (values: TicketFormValues) =>
  apiRequest<Partial<TicketRequestAnswer> | Blob | undefined>('/ticket-bookings', {
    method: 'POST',
    body: values,
  }).then((answer) => {
    if (!answer || answer instanceof Blob || answer.success !== true || !answer.data)
      throw new TicketNotTaken();
    return answer as TicketRequestAnswer;
  });

export function useRequestTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestTicket,
    onSuccess: () => invalidate(queryClient, stale.afterTicketRequest),
  });
}
