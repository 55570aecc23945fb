import {
  countryName,
  ticketReference,
  type AdminTicketBookingView,
  type TicketBookingView,
} from '@kodesha/domain';
import type { TicketBookingRecord } from '../../db/schema/ticket-bookings.js';
import type { TicketWithRequester } from './tickets.repository.js';

/** A stored request as the traveller and admins read it (rules §6.1). */
export function toTicketBookingView(ticket: TicketBookingRecord): TicketBookingView {
  return {
    id: ticket.id,
    reference: ticketReference(ticket.id),
    user_id: ticket.userId,
    ticket_type: ticket.ticketType,
    trip_type: ticket.tripType,
    passenger_name: ticket.passengerName,
    passenger_email: ticket.passengerEmail,
    passenger_phone: ticket.passengerPhone,
    departure_city: ticket.departureCity,
    destination_country: ticket.destinationCountry,
    destination_country_name: countryName(ticket.destinationCountry) ?? ticket.destinationCountry,
    destination_city: ticket.destinationCity,
    departure_date: ticket.departureDate,
    return_date: ticket.returnDate,
    passengers_count: ticket.passengersCount,
    class_type: ticket.classType,
    special_requests: ticket.specialRequests,
    status: ticket.status,
    quoted_price: ticket.quotedPrice,
    admin_notes: ticket.adminNotes,
    decided_at: ticket.decidedAt?.toISOString() ?? null,
    created_at: ticket.createdAt.toISOString(),
    updated_at: ticket.updatedAt.toISOString(),
  };
}

export function toAdminTicketBookingView(found: TicketWithRequester): AdminTicketBookingView {
  return { ...toTicketBookingView(found.ticket), user: found.requester };
}
