import {
  adminTicketBookingView,
  ticketBookingView,
  ticketReference,
  type AdminTicketBookingView,
  type TicketBookingView,
} from '@kodesha/domain';
import type { z } from 'zod';

/**
 * Fakes of the ticket API's answers for component tests, built on the domain's view
 * schemas as test/fixtures.ts builds its own: each is checked against its schema when a
 * test makes it, so a fake that drifts from what the server sends fails at once.
 */
const strictly = <S extends z.ZodObject>(schema: S, value: z.input<S>): z.output<S> =>
  schema.strict().parse(value) as z.output<S>;

/**
 * A pending round-trip flight request for two, as its traveller reads it. An `id`
 * override carries its reference along (`T` and seven digits) unless one is given too.
 */
export function aTicketBooking(overrides: Partial<TicketBookingView> = {}): TicketBookingView {
  const id = overrides.id ?? 12;
  return strictly(ticketBookingView, {
    id,
    reference: ticketReference(id),
    user_id: 11,
    ticket_type: 'flight',
    trip_type: 'round_trip',
    passenger_name: 'Aline Uwase',
    passenger_email: 'aline@example.rw',
    passenger_phone: '+250 788 123 456',
    departure_city: 'Kigali',
    destination_country: 'KE',
    destination_country_name: 'Kenya',
    destination_city: 'Nairobi',
    departure_date: '2026-12-12',
    return_date: '2026-12-20',
    passengers_count: 2,
    class_type: 'business',
    special_requests: 'A window seat, please.',
    status: 'pending',
    quoted_price: null,
    admin_notes: null,
    decided_at: null,
    created_at: '2026-11-20T07:30:00.000Z',
    updated_at: '2026-11-20T07:30:00.000Z',
    ...overrides,
  });
}

/**
 * The same request as an admin's list shows it, with the account that asked (by default
 * the one of `user_id`, aUser()'s 'Someone').
 */
export function anAdminTicketBooking(
  overrides: Partial<AdminTicketBookingView> = {},
): AdminTicketBookingView {
  const { user, ...ticket } = overrides;
  const base = aTicketBooking(ticket);
  return strictly(adminTicketBookingView, {
    ...base,
    user: user ?? { id: base.user_id, name: 'Someone', email: 'someone@example.rw' },
  });
}
