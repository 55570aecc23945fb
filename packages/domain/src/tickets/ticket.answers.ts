import { z } from 'zod';
import { pageOf } from '../contract/answers.js';
import { successOf } from '../contract/success-answer.js';
import {
  adminTicketBookingView,
  ticketBookingSummary,
  ticketBookingView,
  ticketDestinationsView,
} from './ticket.view.js';

/** What the ticket calls answer (record 29), `success` kept (rules §6.7). */

/** `GET /api/ticket-destinations` (rules §6.4). */
export const ticketDestinationsAnswer = successOf(ticketDestinationsView);

/** `POST /api/ticket-bookings`: the request taken, with the success text (rules §6.7). */
export const ticketBookingAnswer = successOf(ticketBookingView);
export type TicketBookingAnswer = z.infer<typeof ticketBookingAnswer>;

/** `GET /api/my-ticket-bookings` (rules §6.6). */
export const myTicketBookingsAnswer = successOf(z.array(ticketBookingView));

/** `GET` and `PUT /api/admin/ticket-bookings/{id}` (rules §6.5). */
export const adminTicketBookingAnswer = successOf(adminTicketBookingView);

/** `GET /api/admin/ticket-bookings` (rules §8.11): a page and the counts over all. */
export const adminTicketBookingsAnswer = pageOf(adminTicketBookingView).extend({
  success: z.literal(true),
  summary: ticketBookingSummary,
});
export type AdminTicketBookingsAnswer = z.infer<typeof adminTicketBookingsAnswer>;
