import { ticketBookingAnswer, type TicketFormValues } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, parseAnswer } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

/** An answer that came back without saying the request was taken (the answer's `success`). */
export class TicketNotTaken extends Error {
  constructor(options?: ErrorOptions) {
    super('Failed to submit ticket booking', options);
    this.name = 'TicketNotTaken';
  }
}

/**
 * `POST /api/ticket-bookings` (rules §6.7): the server checks the form's rules again. An
 * answer that is not `ticketBookingAnswer` (a proxy's page, say) is no request taken: the
 * break is reported like any contract break (record 29), and the call fails with the
 * ticket form's own words (rules §9.10) rather than thank the traveller for nothing.
 */
export const requestTicket = (values: TicketFormValues) =>
  apiRequest('/ticket-bookings', z.unknown(), { method: 'POST', body: values }).then((answer) => {
    try {
      return parseAnswer('POST /ticket-bookings', ticketBookingAnswer, answer, false);
    } catch (breach) {
      throw new TicketNotTaken({ cause: breach });
    }
  });

export function useRequestTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestTicket,
    onSuccess: () => invalidate(queryClient, stale.afterTicketRequest),
  });
}
