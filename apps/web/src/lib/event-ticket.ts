import { eventTicketAnswer } from '@kodesha/domain';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /api/events/ticket`: a single-use pass, good for a minute, that opens the live
 * stream without putting the long-lived session token in a URL (rules §5.8).
 */
export const requestEventTicket = () =>
  apiRequest('/events/ticket', eventTicketAnswer, {
    method: 'POST',
    // A background call: an ended session is cleared, but nobody is sent to /login by it.
    redirectOnExpiry: false,
  }).then((body) => body.data.ticket);
