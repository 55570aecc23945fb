import { z } from 'zod';
import { ticketClasses, ticketStatuses, ticketTypes, tripTypes } from './ticket-status.js';

/**
 * A ticket request as the traveller who made it and admins see it (rules §6.1, §6.6).
 * `quoted_price` and `admin_notes` are the team's answer; `decided_at` is when it came.
 */
export const ticketBookingView = z.object({
  id: z.number().int(),
  reference: z.string(),
  user_id: z.number().int(),
  ticket_type: z.enum(ticketTypes),
  trip_type: z.enum(tripTypes),
  passenger_name: z.string(),
  passenger_email: z.string(),
  passenger_phone: z.string(),
  departure_city: z.string(),
  destination_country: z.string(),
  /** The country's name from the catalogue, so a client need not carry the catalogue. */
  destination_country_name: z.string(),
  destination_city: z.string(),
  departure_date: z.string(),
  return_date: z.string().nullable(),
  passengers_count: z.number().int(),
  class_type: z.enum(ticketClasses),
  special_requests: z.string().nullable(),
  status: z.enum(ticketStatuses),
  quoted_price: z.number().int().nullable(),
  admin_notes: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TicketBookingView = z.infer<typeof ticketBookingView>;

/** An admin's row also names the account that asked (the passenger may be someone else). */
export const adminTicketBookingView = ticketBookingView.extend({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
});
export type AdminTicketBookingView = z.infer<typeof adminTicketBookingView>;

/** The admin list's counts over every request (not only the page shown). */
export const ticketBookingSummary = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  confirmed: z.number().int(),
  cancelled: z.number().int(),
  flight: z.number().int(),
  bus: z.number().int(),
});
export type TicketBookingSummary = z.infer<typeof ticketBookingSummary>;

/** `GET /api/ticket-destinations` (rules §6.4). */
export const ticketDestinationsView = z.object({
  east_african_countries: z.record(z.string(), z.string()),
  east_african_cities: z.record(z.string(), z.array(z.string()).readonly()),
  worldwide_countries: z.record(z.string(), z.string()),
  worldwide_cities: z.record(z.string(), z.array(z.string()).readonly()),
});
export type TicketDestinationsView = z.infer<typeof ticketDestinationsView>;
