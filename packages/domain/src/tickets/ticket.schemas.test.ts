import { describe, expect, it } from 'vitest';
import { messages, type MessageKey } from '../shared/messages.js';
import {
  adminTicketUpdateInput,
  ticketRequestInput,
  ticketRequestProblem,
} from './ticket.schemas.js';

// 2030-01-06 23:30 in Kigali: still the 6th there, already late on the 6th in UTC.
const now = new Date('2030-01-06T21:30:00Z');

const valid = {
  ticket_type: 'bus',
  trip_type: 'round_trip',
  passenger_name: 'Aline Uwase',
  passenger_email: 'aline@example.rw',
  passenger_phone: '+250 788 123 456',
  departure_city: 'Kigali',
  destination_country: 'UG',
  destination_city: 'Kampala',
  departure_date: '2030-01-06',
  return_date: '2030-01-10',
  passengers_count: '2',
  class_type: 'economy',
  special_requests: '',
};

const problemOf = (values: Record<string, unknown>) => ticketRequestProblem(values, now)?.message;

describe('the ticket form’s checks, in rules §6.3’s order', () => {
  // Each step empties one more field than the last: the message is always the earliest.
  const order: [string, MessageKey][] = [
    ['passenger_name', 'passengerNameRequired'],
    ['passenger_email', 'emailInvalid'],
    ['passenger_phone', 'passengerPhoneRequired'],
    ['departure_city', 'departureCityRequired'],
    ['destination_country', 'destinationCountryRequired'],
    ['destination_city', 'destinationCityRequired'],
    ['departure_date', 'departureDateRequired'],
    ['return_date', 'returnDateRequired'],
  ];

  it.each(order.map((step, index) => [step[0], step[1], index] as const))(
    'with %s empty and everything after it too, says %s',
    (_field, message, index) => {
      const emptied = Object.fromEntries(order.slice(index).map(([field]) => [field, '']));
      expect(problemOf({ ...valid, ...emptied })).toBe(message);
      expect(messages[message]).toBeTruthy();
    },
  );

  it('uses the spec’s words', () => {
    expect(messages.passengerNameRequired).toBe('Please enter the passenger name.');
    expect(messages.emailInvalid).toBe('Please enter a valid email address.');
    expect(messages.passengerPhoneRequired).toBe(
      'Please enter a phone number for contact purposes.',
    );
    expect(messages.departureCityRequired).toBe('Please select your departure city.');
    expect(messages.destinationCountryRequired).toBe('Please select your destination country.');
    expect(messages.destinationCityRequired).toBe('Please select your destination city.');
    expect(messages.departureDateRequired).toBe('Please select your departure date.');
    expect(messages.returnDateRequired).toBe('Please select a return date for your round trip.');
    expect(messages.ticketLoginRequired).toBe('Please log in to submit a ticket booking request.');
  });

  it('trims before checking: a name of spaces is empty', () => {
    expect(problemOf({ ...valid, passenger_name: '   ' })).toBe('passengerNameRequired');
  });

  it('takes today in Kigali as the earliest departure, and a return on the same day', () => {
    expect(problemOf(valid)).toBeUndefined();
    expect(problemOf({ ...valid, departure_date: '2030-01-05' })).toBe('departureDatePast');
    expect(problemOf({ ...valid, return_date: '2030-01-06' })).toBeUndefined();
    expect(problemOf({ ...valid, return_date: '2030-01-05' })).toBe('returnBeforeDeparture');
  });

  it('keeps the phone in E.164 (rules §10.7), a foreign one only when sent so', () => {
    const read = (phone: string) =>
      ticketRequestInput(now).parse({ ...valid, passenger_phone: phone }).passenger_phone;
    expect(read('+250 788 123 456')).toBe('+250788123456');
    expect(read('0788123456')).toBe('+250788123456');
    expect(read('+256 772 123 456')).toBe('+256772123456');
    expect(problemOf({ ...valid, passenger_phone: '256772123456' })).toBe('phoneInvalid');
  });

  it('asks for no return date on a one-way trip, and drops one sent', () => {
    const oneWay = { ...valid, trip_type: 'one_way', return_date: '2029-01-01' };
    expect(problemOf(oneWay)).toBeUndefined();
    expect(ticketRequestInput(now).parse(oneWay).return_date).toBeNull();
  });

  it('keeps departures within a year, and returns within a year of departure', () => {
    const oneWay = { ...valid, trip_type: 'one_way' };
    expect(problemOf({ ...oneWay, departure_date: '2031-01-06' })).toBeUndefined();
    expect(problemOf({ ...oneWay, departure_date: '2031-01-07' })).toBe('departureDateTooFar');
    expect(problemOf({ ...oneWay, departure_date: '2030-13-45' })).toBe('departureDateRequired');
    expect(problemOf({ ...oneWay, departure_date: '2030-02-30' })).toBe('departureDateRequired');
    expect(problemOf({ ...valid, return_date: '2031-01-07' })).toBe('returnDateTooFar');
  });

  it('sends buses to East Africa only, flights anywhere in the catalogue', () => {
    expect(problemOf({ ...valid, destination_country: 'FR', destination_city: 'Paris' })).toBe(
      'busCountryInvalid',
    );
    expect(
      problemOf({
        ...valid,
        ticket_type: 'flight',
        destination_country: 'fr',
        destination_city: 'Paris',
      }),
    ).toBeUndefined();
    expect(problemOf({ ...valid, destination_country: 'XX' })).toBe('destinationCountryRequired');
    expect(problemOf({ ...valid, destination_city: 'Nairobi' })).toBe('destinationCityInvalid');
  });

  it('takes 1 to 10 whole passengers', () => {
    for (const count of ['1', 10, '10'])
      expect(problemOf({ ...valid, passengers_count: count })).toBeUndefined();
    for (const count of [0, 11, '2.5', 'two', -1])
      expect(problemOf({ ...valid, passengers_count: count })).toBe('passengersRange');
  });

  it('refuses a type, trip or class that does not exist', () => {
    expect(problemOf({ ...valid, ticket_type: 'boat' })).toBe('ticketTypeInvalid');
    expect(problemOf({ ...valid, trip_type: 'multi_city' })).toBe('ticketTripTypeInvalid');
    expect(problemOf({ ...valid, class_type: 'premium' })).toBe('ticketClassInvalid');
  });

  it('refuses special requests over 1000 characters', () => {
    expect(problemOf({ ...valid, special_requests: 'x'.repeat(1001) })).toBe(
      'specialRequestsTooLong',
    );
  });

  it('reads a valid request into its stored shape, reporting the first problem as its only issue', () => {
    expect(ticketRequestInput(now).parse({ ...valid, destination_country: 'ug' })).toEqual({
      ...valid,
      passenger_phone: '+250788123456',
      destination_country: 'UG',
      passengers_count: 2,
      special_requests: null,
    });
    const result = ticketRequestInput(now).safeParse({
      ...valid,
      passenger_name: '',
      passenger_email: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['passenger_name'],
      message: messages.passengerNameRequired,
    });
  });
});

describe('an admin’s answer (rules §6.5)', () => {
  it('takes a status, a whole-RWF price (as text too) and a note', () => {
    expect(
      adminTicketUpdateInput.parse({
        status: 'confirmed',
        quoted_price: '45000',
        admin_notes: ' ok ',
      }),
    ).toEqual({ status: 'confirmed', quoted_price: 45000, admin_notes: 'ok' });
  });

  it('refuses a price that is not whole francs from 1, and an empty answer', () => {
    for (const quoted_price of [0, 12.5, 'free', 100_000_001])
      expect(adminTicketUpdateInput.safeParse({ status: 'confirmed', quoted_price }).success).toBe(
        false,
      );
    expect(adminTicketUpdateInput.safeParse({}).success).toBe(false);
  });
});
