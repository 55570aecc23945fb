import { z } from 'zod';
import { aYearAfter, isCalendarDate, kigaliToday } from '../shared/kigali-time.js';
import { messages, type MessageKey } from '../shared/messages.js';
import { searchPageQuery } from '../shared/pagination.js';
import { wireChoice, wireNumber } from '../shared/wire.js';
import { phoneNumber, emailAddress } from '../users/user.schemas.js';
import { countriesFor, isKnownDestination, worldwideCountries } from './ticket-destinations.js';
import {
  ticketClasses,
  ticketStatuses,
  ticketTypes,
  tripTypes,
  type TicketClass,
  type TicketType,
  type TripType,
} from './ticket-status.js';

/** A ticket request once read and checked (rules §6.1): trimmed, with its defaults filled. */
export type TicketRequest = {
  ticket_type: TicketType;
  trip_type: TripType;
  passenger_name: string;
  passenger_email: string;
  passenger_phone: string;
  departure_city: string;
  destination_country: string;
  destination_city: string;
  departure_date: string;
  /** Only on a round trip; a one-way request drops any return date sent. */
  return_date: string | null;
  passengers_count: number;
  class_type: TicketClass;
  special_requests: string | null;
};

export type TicketField = keyof TicketRequest;
export type TicketProblem = { field: TicketField; message: MessageKey };

export const minPassengers = 1;
export const maxPassengers = 10;
const maxTextLength = 100;
const maxSpecialRequestsLength = 1000;
/** A quoted price above this is a typing slip (a return flight for ten in first class is less). */
export const maxQuotedPrice = 100_000_000;

/** The form's fields as a person types them (every value text) or as an API client sends them. */
export type TicketFormValues = Record<TicketField, string>;

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * rules §6.3: the first thing wrong with a request, checked in the rules' order (name,
 * email, phone, from, country, city, departure, return), then passengers, class and the
 * notes; null when nothing is. Today is Kigali's today at `now`, an argument so a test
 * and a form agree with the server.
 */
export function ticketRequestProblem(
  values: Partial<Record<TicketField, unknown>>,
  now: Date,
): TicketProblem | null {
  const text = (field: TicketField) => textOf(values[field]);
  const ticketType = text('ticket_type') || 'flight';
  if (!isOneOf(ticketTypes, ticketType))
    return { field: 'ticket_type', message: 'ticketTypeInvalid' };
  const tripType = text('trip_type') || 'one_way';
  if (!isOneOf(tripTypes, tripType))
    return { field: 'trip_type', message: 'ticketTripTypeInvalid' };

  const name = text('passenger_name');
  if (!name) return { field: 'passenger_name', message: 'passengerNameRequired' };
  if (name.length > maxTextLength)
    return { field: 'passenger_name', message: 'passengerNameTooLong' };
  if (!emailAddress.safeParse(text('passenger_email')).success)
    return { field: 'passenger_email', message: 'emailInvalid' };
  const phone = text('passenger_phone');
  if (!phone) return { field: 'passenger_phone', message: 'passengerPhoneRequired' };
  if (!phoneNumber.safeParse(phone).success)
    return { field: 'passenger_phone', message: 'phoneInvalid' };
  const from = text('departure_city');
  if (!from) return { field: 'departure_city', message: 'departureCityRequired' };
  if (from.length > maxTextLength)
    return { field: 'departure_city', message: 'departureCityTooLong' };

  const country = text('destination_country').toUpperCase();
  if (!country) return { field: 'destination_country', message: 'destinationCountryRequired' };
  if (!Object.hasOwn(countriesFor(ticketType), country)) {
    const isBusAbroad = ticketType === 'bus' && Object.hasOwn(worldwideCountries, country);
    return {
      field: 'destination_country',
      message: isBusAbroad ? 'busCountryInvalid' : 'destinationCountryRequired',
    };
  }
  const city = text('destination_city');
  if (!city) return { field: 'destination_city', message: 'destinationCityRequired' };
  if (!isKnownDestination(ticketType, country, city))
    return { field: 'destination_city', message: 'destinationCityInvalid' };

  const departure = text('departure_date');
  if (!isCalendarDate(departure))
    return { field: 'departure_date', message: 'departureDateRequired' };
  const today = kigaliToday(now);
  if (departure < today) return { field: 'departure_date', message: 'departureDatePast' };
  if (departure > aYearAfter(today))
    return { field: 'departure_date', message: 'departureDateTooFar' };
  if (tripType === 'round_trip') {
    const back = text('return_date');
    if (!isCalendarDate(back)) return { field: 'return_date', message: 'returnDateRequired' };
    if (back < departure) return { field: 'return_date', message: 'returnBeforeDeparture' };
    if (back > aYearAfter(departure)) return { field: 'return_date', message: 'returnDateTooFar' };
  }

  const passengers = Number(text('passengers_count') || minPassengers);
  if (!Number.isInteger(passengers) || passengers < minPassengers || passengers > maxPassengers)
    return { field: 'passengers_count', message: 'passengersRange' };
  if (!isOneOf(ticketClasses, text('class_type') || 'economy'))
    return { field: 'class_type', message: 'ticketClassInvalid' };
  if (text('special_requests').length > maxSpecialRequestsLength)
    return { field: 'special_requests', message: 'specialRequestsTooLong' };
  return null;
}

/** A request that {@link ticketRequestProblem} passed, read into its stored shape. */
function readTicketRequest(values: Partial<Record<TicketField, unknown>>): TicketRequest {
  const text = (field: TicketField) => textOf(values[field]);
  const tripType = (text('trip_type') || 'one_way') as TripType;
  return {
    ticket_type: (text('ticket_type') || 'flight') as TicketType,
    trip_type: tripType,
    passenger_name: text('passenger_name'),
    passenger_email: text('passenger_email').toLowerCase(),
    passenger_phone: phoneNumber.parse(text('passenger_phone')),
    departure_city: text('departure_city'),
    destination_country: text('destination_country').toUpperCase(),
    destination_city: text('destination_city'),
    departure_date: text('departure_date'),
    return_date: tripType === 'round_trip' ? text('return_date') : null,
    passengers_count: Number(text('passengers_count') || minPassengers),
    class_type: (text('class_type') || 'economy') as TicketClass,
    special_requests: text('special_requests') || null,
  };
}

const field = (description: string) => z.unknown().optional().describe(description);

/** The fields of `POST /api/ticket-bookings` as its OpenAPI document names them. */
export const ticketRequestFields = z.object({
  ticket_type: field('flight (worldwide) or bus (East Africa); flight when absent'),
  trip_type: field('one_way or round_trip; one_way when absent'),
  passenger_name: field('the contact person, up to 100 characters'),
  passenger_email: field('an email address'),
  passenger_phone: field('a phone number, with its country code for foreign numbers'),
  departure_city: field('where the trip starts, free text'),
  destination_country: field('an ISO 3166-1 alpha-2 code from the destinations catalogue'),
  destination_city: field("one of that country's cities in the catalogue"),
  departure_date: field('YYYY-MM-DD, today (Kigali) or later, within a year'),
  return_date: field('YYYY-MM-DD, round trips only, on or after the departure date'),
  passengers_count: field('1 to 10; 1 when absent'),
  class_type: field('economy, business or first; economy when absent'),
  special_requests: field('optional, up to 1000 characters'),
});

/**
 * `POST /api/ticket-bookings` and the form 'Book Your Ticket' (rules §6.3), one schema for
 * both, built for a moment because "today" depends on it. The first failing check is the
 * only error, under its field, in the order the rules give; the server answers it as a
 * 422. Missing type, trip, passengers and class take the form's defaults (flight, one
 * way, 1, economy).
 */
export function ticketRequestInput(now: Date) {
  return ticketRequestFields.transform((values, context) => {
    const problem = ticketRequestProblem(values, now);
    if (problem) {
      context.addIssue({
        code: 'custom',
        path: [problem.field],
        message: messages[problem.message],
      });
      return z.NEVER;
    }
    return readTicketRequest(values);
  });
}

/** `GET /api/my-ticket-bookings`: the traveller's own requests, perhaps of one status. */
export const myTicketBookingsQuery = z.object({ status: wireChoice(ticketStatuses) });

/** `PUT /api/admin/ticket-bookings/{id}` (rules §6.5): an answer, a quoted price, a note. */
export const adminTicketUpdateInput = z
  .object({
    status: z.enum(ticketStatuses, { error: messages.ticketStatusInvalid }).optional(),
    quoted_price: wireNumber(
      z
        .number({ error: messages.quotedPriceInvalid })
        .int(messages.quotedPriceInvalid)
        .min(1, messages.quotedPriceInvalid)
        .max(maxQuotedPrice, messages.quotedPriceTooHigh)
        .nullable()
        .optional(),
    ).describe('whole RWF, only with status confirmed; null or absent for no price'),
    admin_notes: z
      .string({ error: messages.adminNotesTooLong })
      .trim()
      .max(1000, messages.adminNotesTooLong)
      .nullable()
      .optional()
      .describe('what the traveller reads beside the answer; blank clears it'),
  })
  .refine(
    (input) =>
      input.status !== undefined || input.quoted_price != null || input.admin_notes !== undefined,
    { message: messages.ticketUpdateEmpty, path: ['status'] },
  );
export type AdminTicketUpdateInput = z.infer<typeof adminTicketUpdateInput>;

/** `GET /api/admin/ticket-bookings`: passenger name or email, status, type, pages. */
export const adminTicketBookingsQuery = searchPageQuery.extend({
  status: wireChoice(ticketStatuses),
  ticket_type: wireChoice(ticketTypes),
});
export type AdminTicketBookingsQuery = z.infer<typeof adminTicketBookingsQuery>;
