import type {
  AdminDashboardView,
  AdminTicketBookingView,
  AuditEntryView,
  Page,
  TicketBookingSummary,
  TicketBookingView,
  TicketDestinationsView,
} from '@kodesha/domain';
import { messages } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../test/error-bodies.js';
import { bearer, createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { movableClock } from '../bookings/booking-fixtures.js';

// 2030-01-06 20:00 in Kigali (sessions last 12 hours: the clock moves only a few).
const clock = movableClock(new Date('2030-01-06T18:00:00Z'));
const today = '2030-01-06';
let t: TestApp;
let admin: TestUser;
let traveller: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  admin = await t.signInAdmin();
  traveller = await t.signUp('client', { name: 'Aline Uwase' });
  other = await t.signUp('owner', { name: 'Eric Niyonzima' });
});
afterAll(() => t.close());

const oneWayFlight = {
  ticket_type: 'flight',
  trip_type: 'one_way',
  passenger_name: '  Aline Uwase ',
  passenger_email: 'Aline@Example.rw',
  passenger_phone: '+250 788 123 456',
  departure_city: 'Kigali',
  destination_country: 'FR',
  destination_city: 'Paris',
  departure_date: '2030-02-01',
  passengers_count: 1,
  class_type: 'economy',
};

const roundTripBus = {
  ...oneWayFlight,
  ticket_type: 'bus',
  trip_type: 'round_trip',
  destination_country: 'UG',
  destination_city: 'Kampala',
  departure_date: today,
  return_date: '2030-01-10',
  passengers_count: '3',
  class_type: 'business',
  special_requests: 'Window seats, please',
};

type Created = { success: true; message: string; data: TicketBookingView };
type Mine = { success: true; message: string; data: TicketBookingView[] };
type AdminPage = Page<AdminTicketBookingView> & {
  success: true;
  summary: TicketBookingSummary;
};

const ask = (user: TestUser | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ticket-bookings',
    headers: user ? bearer(user) : {},
    payload,
  });

const answer = (user: TestUser, id: number, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/ticket-bookings/${id}`,
    headers: bearer(user),
    payload,
  });

async function requested(user: TestUser, payload: Record<string, unknown>) {
  const response = await ask(user, payload);
  expect(response.statusCode).toBe(201);
  return response.json<Created>().data;
}

describe('GET /api/ticket-destinations (rules §6.4)', () => {
  it('answers the catalogue to anyone: East Africa for buses, the world for flights', async () => {
    const response = await t.app.inject({ url: '/api/ticket-destinations' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; data: TicketDestinationsView }>();
    expect(body.success).toBe(true);
    expect(Object.keys(body.data.east_african_countries)).toEqual([
      'UG',
      'KE',
      'TZ',
      'BI',
      'CD',
      'SS',
      'ET',
      'SO',
      'DJ',
    ]);
    expect(body.data.east_african_cities.UG).toContain('Kampala');
    expect(body.data.east_african_cities.CD).toEqual(['Goma', 'Bukavu']);
    expect(body.data.worldwide_countries.FR).toBe('France');
    expect(Object.keys(body.data.worldwide_countries)).toHaveLength(249);
    expect(body.data.worldwide_cities.FR).toContain('Paris');
  });
});

describe('POST /api/ticket-bookings (rules §6.3, §6.7)', () => {
  it('takes a one-way flight: trimmed, the email lower-cased, pending, no return date', async () => {
    const response = await ask(traveller, { ...oneWayFlight, return_date: '2030-02-05' });
    expect(response.statusCode).toBe(201);
    const body = response.json<Created>();
    expect(body).toMatchObject({ success: true, message: messages.ticketRequested });
    expect(body.data).toMatchObject({
      user_id: traveller.id,
      ticket_type: 'flight',
      trip_type: 'one_way',
      passenger_name: 'Aline Uwase',
      passenger_email: 'aline@example.rw',
      passenger_phone: '+250788123456',
      destination_country: 'FR',
      destination_country_name: 'France',
      destination_city: 'Paris',
      departure_date: '2030-02-01',
      return_date: null,
      passengers_count: 1,
      status: 'pending',
      quoted_price: null,
      admin_notes: null,
    });
    expect(body.data.reference).toMatch(/^T\d{7}$/);
  });

  it.each([
    ['0788 123 456', '+250788123456'],
    ['250788123456', '+250788123456'],
    ['+256 772 123 456', '+256772123456'],
  ])('keeps a phone typed %s in E.164 (rules §10.7)', async (typed, e164) => {
    const ticket = await requested(traveller, { ...oneWayFlight, passenger_phone: typed });
    expect(ticket.passenger_phone).toBe(e164);
  });

  it('refuses a foreign phone without its +', async () => {
    const response = await ask(traveller, { ...oneWayFlight, passenger_phone: '256772123456' });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toBe(messages.phoneInvalid);
  });

  it('takes a round-trip bus to Uganda leaving today, with its special requests', async () => {
    const ticket = await requested(traveller, roundTripBus);
    expect(ticket).toMatchObject({
      ticket_type: 'bus',
      trip_type: 'round_trip',
      destination_country_name: 'Uganda',
      departure_date: today,
      return_date: '2030-01-10',
      passengers_count: 3,
      class_type: 'business',
      special_requests: 'Window seats, please',
    });
  });

  it('takes a bus to Goma, and refuses one to Kinshasa, where no coach goes', async () => {
    const toGoma = { ...roundTripBus, destination_country: 'cd', destination_city: 'Goma' };
    expect(await requested(traveller, toGoma)).toMatchObject({
      ticket_type: 'bus',
      destination_country: 'CD',
      destination_country_name: 'Democratic Republic of the Congo',
      destination_city: 'Goma',
    });
    const toKinshasa = await ask(traveller, { ...toGoma, destination_city: 'Kinshasa' });
    expect(toKinshasa.statusCode).toBe(422);
    expect(toKinshasa.json<{ message: string }>().message).toBe(messages.destinationCityInvalid);
  });

  it('fills the form’s defaults when type, trip, passengers and class are absent', async () => {
    const {
      ticket_type: _type,
      trip_type: _trip,
      passengers_count: _count,
      class_type: _class,
      ...rest
    } = oneWayFlight;
    const ticket = await requested(traveller, rest);
    expect(ticket).toMatchObject({
      ticket_type: 'flight',
      trip_type: 'one_way',
      passengers_count: 1,
      class_type: 'economy',
    });
  });

  it('says why a signed-out visitor cannot ask, in the form’s words, before reading the body', async () => {
    const response = await ask(undefined, { passengers_count: 99 });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(errorBody('ticket.loginRequired'));
    expect(response.json<{ message: string }>().message).toBe(
      'Please log in to submit a ticket booking request.',
    );
  });

  const refusals: [string, Record<string, unknown>, string, keyof typeof messages][] = [
    ['an empty body: the name first', {}, 'passenger_name', 'passengerNameRequired'],
    [
      'a round trip without a return date',
      { ...roundTripBus, return_date: '' },
      'return_date',
      'returnDateRequired',
    ],
    [
      'a bus to France',
      { ...roundTripBus, destination_country: 'FR', destination_city: 'Paris' },
      'destination_country',
      'busCountryInvalid',
    ],
    [
      '0 passengers',
      { ...oneWayFlight, passengers_count: 0 },
      'passengers_count',
      'passengersRange',
    ],
    [
      '11 passengers',
      { ...oneWayFlight, passengers_count: 11 },
      'passengers_count',
      'passengersRange',
    ],
    [
      'a departure yesterday',
      { ...oneWayFlight, departure_date: '2030-01-05' },
      'departure_date',
      'departureDatePast',
    ],
    [
      'a return before the departure',
      { ...roundTripBus, departure_date: '2030-01-10', return_date: '2030-01-09' },
      'return_date',
      'returnBeforeDeparture',
    ],
    [
      'an unknown country',
      { ...oneWayFlight, destination_country: 'XX' },
      'destination_country',
      'destinationCountryRequired',
    ],
    [
      'an unknown city',
      { ...oneWayFlight, destination_city: 'Atlantis' },
      'destination_city',
      'destinationCityInvalid',
    ],
    [
      'a city of another country',
      { ...roundTripBus, destination_city: 'Nairobi' },
      'destination_city',
      'destinationCityInvalid',
    ],
    [
      'an invalid email',
      { ...oneWayFlight, passenger_email: 'aline@' },
      'passenger_email',
      'emailInvalid',
    ],
    [
      'no phone',
      { ...oneWayFlight, passenger_phone: '   ' },
      'passenger_phone',
      'passengerPhoneRequired',
    ],
    [
      'no departure city',
      { ...oneWayFlight, departure_city: '' },
      'departure_city',
      'departureCityRequired',
    ],
    [
      'no destination city',
      { ...oneWayFlight, destination_city: '' },
      'destination_city',
      'destinationCityRequired',
    ],
    [
      'no departure date',
      { ...oneWayFlight, departure_date: '' },
      'departure_date',
      'departureDateRequired',
    ],
    [
      'a departure in the year 9999',
      { ...oneWayFlight, departure_date: '9999-01-01' },
      'departure_date',
      'departureDateTooFar',
    ],
    [
      'a class that does not exist',
      { ...oneWayFlight, class_type: 'cargo' },
      'class_type',
      'ticketClassInvalid',
    ],
    [
      'a prototype key as a country',
      { ...oneWayFlight, destination_country: 'constructor' },
      'destination_country',
      'destinationCountryRequired',
    ],
  ];

  it.each(refusals)('refuses %s with 422 and its one message', async (_case, body, field, key) => {
    const before = await mine(traveller);
    const response = await ask(traveller, body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'request.invalid',
      message: messages[key],
      errors: { [field]: [messages[key]] },
      error_codes: { [field]: [`invalid.${key}`] },
    });
    expect(await mine(traveller)).toHaveLength(before.length);
  });
});

async function mine(user: TestUser, query = '') {
  const response = await t.app.inject({
    url: `/api/my-ticket-bookings${query}`,
    headers: bearer(user),
  });
  expect(response.statusCode).toBe(200);
  return response.json<Mine>().data;
}

describe('GET /api/my-ticket-bookings (rules §6.6)', () => {
  it('lists only the caller’s own requests, newest first, with the envelope', async () => {
    const theirs = await requested(other, { ...oneWayFlight, passenger_name: 'Eric Niyonzima' });
    const response = await t.app.inject({
      url: '/api/my-ticket-bookings',
      headers: bearer(traveller),
    });
    const body = response.json<Mine>();
    expect(body).toMatchObject({ success: true, message: messages.ticketBookingsLoaded });
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    expect(body.data.every((ticket) => ticket.user_id === traveller.id)).toBe(true);
    expect(body.data.map((ticket) => ticket.id)).not.toContain(theirs.id);
    const ids = body.data.map((ticket) => ticket.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await mine(other)).map((ticket) => ticket.id)).toEqual([theirs.id]);
  });

  it('filters by status, and refuses an unknown one', async () => {
    expect(await mine(traveller, '?status=confirmed')).toEqual([]);
    expect((await mine(traveller, '?status=pending')).length).toBeGreaterThan(0);
    const response = await t.app.inject({
      url: '/api/my-ticket-bookings?status=lost',
      headers: bearer(traveller),
    });
    expect(response.statusCode).toBe(422);
  });

  it('is 401 signed out', async () => {
    const response = await t.app.inject({ url: '/api/my-ticket-bookings' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the admin’s ticket requests (rules §6.5, §8.11)', () => {
  it('confirms a pending request with a quoted price and a note; the traveller sees both', async () => {
    const ticket = await requested(traveller, roundTripBus);
    clock.set(new Date('2030-01-06T21:30:00Z')); // 23:30 in Kigali
    const response = await answer(admin, ticket.id, {
      status: 'confirmed',
      quoted_price: 45000,
      admin_notes: ' Seats 12 to 14 on the 7:00 coach ',
    });
    clock.set(new Date('2030-01-06T18:00:00Z'));
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>().message).toBe(messages.ticketConfirmed);
    expect(response.json<{ data: AdminTicketBookingView }>().data).toMatchObject({
      status: 'confirmed',
      quoted_price: 45000,
      admin_notes: 'Seats 12 to 14 on the 7:00 coach',
      decided_at: '2030-01-06T21:30:00.000Z',
      user: { id: traveller.id, name: 'Aline Uwase' },
    });
    const seen = (await mine(traveller)).find((row) => row.id === ticket.id);
    expect(seen).toMatchObject({ status: 'confirmed', quoted_price: 45000 });

    const again = await answer(admin, ticket.id, { status: 'cancelled' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBody('ticket.moveRefused'));
    const back = await answer(admin, ticket.id, { status: 'pending' });
    expect(back.statusCode).toBe(409);
    // The status it already has, with a note: the note is saved, the answer stays.
    const noted = await answer(admin, ticket.id, {
      status: 'confirmed',
      admin_notes: 'Seats 12 to 14; the coach leaves at 7:00 sharp',
    });
    expect(noted.statusCode).toBe(200);
    expect(noted.json<{ data: TicketBookingView }>().data).toMatchObject({
      status: 'confirmed',
      quoted_price: 45000,
      admin_notes: 'Seats 12 to 14; the coach leaves at 7:00 sharp',
    });
    expect((await answer(admin, ticket.id, { status: 'confirmed' })).statusCode).toBe(409);

    const log = await t.app.inject({
      url: '/api/admin/audit-log?target_type=ticket',
      headers: bearer(admin),
    });
    const [noteLine, answerLine] = log.json<Page<AuditEntryView>>().data;
    expect(noteLine).toMatchObject({
      action: 'ticket.updated',
      target_id: ticket.id,
      summary: 'admin_notes',
    });
    expect(answerLine).toMatchObject({
      action: 'ticket.status_changed',
      target_id: ticket.id,
      actor_id: admin.id,
      summary: 'pending → confirmed (quoted_price, admin_notes)',
    });
  });

  it('cancels with a note; a cancelled request stays cancelled', async () => {
    const ticket = await requested(traveller, oneWayFlight);
    const response = await answer(admin, ticket.id, {
      status: 'cancelled',
      admin_notes: 'No seats on that date',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string; data: TicketBookingView }>()).toMatchObject({
      message: messages.ticketCancelled,
      data: { status: 'cancelled', admin_notes: 'No seats on that date', quoted_price: null },
    });
    expect((await answer(admin, ticket.id, { status: 'confirmed' })).statusCode).toBe(409);
  });

  it('keeps a price for confirmations, and notes editable on any request', async () => {
    const ticket = await requested(traveller, oneWayFlight);
    const priced = await answer(admin, ticket.id, { quoted_price: 1000 });
    expect(priced.statusCode).toBe(409);
    expect(priced.json()).toEqual(errorBody('ticket.priceOnConfirm'));
    const cancelledWithPrice = await answer(admin, ticket.id, {
      status: 'cancelled',
      quoted_price: 1000,
    });
    expect(cancelledWithPrice.statusCode).toBe(409);
    const noted = await answer(admin, ticket.id, { admin_notes: 'Checking with the airline' });
    expect(noted.statusCode).toBe(200);
    expect(noted.json<{ data: TicketBookingView }>().data).toMatchObject({
      status: 'pending',
      admin_notes: 'Checking with the airline',
    });
  });

  it('refuses prices that are not whole RWF, and an empty update', async () => {
    const ticket = await requested(traveller, oneWayFlight);
    for (const quoted_price of [0, -5, 12.5, 'free', 100_000_001]) {
      const response = await answer(admin, ticket.id, { status: 'confirmed', quoted_price });
      expect(response.statusCode).toBe(422);
    }
    expect((await answer(admin, ticket.id, {})).statusCode).toBe(422);
    expect((await answer(admin, ticket.id, { status: 'lost' })).statusCode).toBe(422);
    expect((await answer(admin, 999_999, { status: 'confirmed' })).statusCode).toBe(404);
  });

  it('does not confirm a request whose departure date has passed, but cancels it', async () => {
    const ticket = await requested(traveller, { ...oneWayFlight, departure_date: today });
    clock.set(new Date('2030-01-06T22:30:00Z')); // 00:30 on the 7th in Kigali
    try {
      const late = await answer(admin, ticket.id, { status: 'confirmed' });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual(errorBody('ticket.departed'));
      expect((await answer(admin, ticket.id, { status: 'cancelled' })).statusCode).toBe(200);
    } finally {
      clock.set(new Date('2030-01-06T18:00:00Z'));
    }
  });

  it('lists every request with search by passenger, status, type, pages and counts', async () => {
    await requested(other, { ...roundTripBus, passenger_name: 'Zawadi Mukamana' });
    const list = async (query: string) => {
      const response = await t.app.inject({
        url: `/api/admin/ticket-bookings${query}`,
        headers: bearer(admin),
      });
      expect(response.statusCode).toBe(200);
      return response.json<AdminPage>();
    };
    const all = await list('');
    expect(all.success).toBe(true);
    expect(all.total).toBe(all.summary.total);
    expect(all.summary.pending + all.summary.confirmed + all.summary.cancelled).toBe(
      all.summary.total,
    );
    expect(all.summary.flight + all.summary.bus).toBe(all.summary.total);
    const found = await list('?search=zawadi');
    expect(found.data.map((row) => row.passenger_name)).toEqual(['Zawadi Mukamana']);
    expect(found.data[0]!.user).toMatchObject({ id: other.id, name: 'Eric Niyonzima' });
    expect((await list('?search=aline@example')).data.length).toBeGreaterThan(0);
    const buses = await list('?ticket_type=bus&status=pending');
    expect(buses.data.every((row) => row.ticket_type === 'bus' && row.status === 'pending')).toBe(
      true,
    );
    const paged = await list('?per_page=2&page=2');
    expect(paged).toMatchObject({ current_page: 2, per_page: 2, total: all.total });
    expect(paged.data.map((row) => row.id)).toEqual(all.data.slice(2, 4).map((row) => row.id));

    const one = await t.app.inject({
      url: `/api/admin/ticket-bookings/${found.data[0]!.id}`,
      headers: bearer(admin),
    });
    expect(one.json<{ data: AdminTicketBookingView }>().data.passenger_name).toBe(
      'Zawadi Mukamana',
    );
  });

  it('counts tickets on the overview for real', async () => {
    const response = await t.app.inject({ url: '/api/admin/dashboard', headers: bearer(admin) });
    const list = await t.app.inject({ url: '/api/admin/ticket-bookings', headers: bearer(admin) });
    const { summary } = list.json<AdminPage>();
    expect(summary.total).toBeGreaterThan(0);
    expect(response.json<{ data: AdminDashboardView }>().data).toMatchObject({
      ticket_bookings_count: summary.total,
      flight_ticket_bookings: summary.flight,
      bus_ticket_bookings: summary.bus,
      pending_ticket_bookings: summary.pending,
      confirmed_ticket_bookings: summary.confirmed,
    });
  });

  it('is for admins only: 403 for a client, an owner; 401 signed out', async () => {
    const ticket = await requested(traveller, oneWayFlight);
    for (const user of [traveller, other]) {
      const list = await t.app.inject({ url: '/api/admin/ticket-bookings', headers: bearer(user) });
      expect(list.statusCode).toBe(403);
      expect(list.json()).toEqual(errorBody('auth.adminOnly'));
      expect((await answer(user, ticket.id, { status: 'confirmed' })).statusCode).toBe(403);
    }
    const signedOut = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/ticket-bookings/${ticket.id}`,
      payload: { status: 'confirmed' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await mine(traveller)).find((row) => row.id === ticket.id)?.status).toBe('pending');
  });
});

describe('deleting an account (rules §8.6)', () => {
  it('cancels its pending ticket requests and forgets its passengers', async () => {
    const leaving = await t.signUp('client', { name: 'Leaving Person' });
    const ticket = await requested(leaving, { ...oneWayFlight, passenger_name: 'Leaving Person' });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${leaving.id}`,
      headers: bearer(admin),
    });
    expect(deleted.statusCode).toBe(204);
    const after = await t.app.inject({
      url: `/api/admin/ticket-bookings/${ticket.id}`,
      headers: bearer(admin),
    });
    expect(after.json<{ data: AdminTicketBookingView }>().data).toMatchObject({
      status: 'cancelled',
      passenger_name: 'Deleted user',
      passenger_phone: '',
    });
    expect(after.json<{ data: AdminTicketBookingView }>().data.passenger_email).not.toContain(
      'example',
    );
  });
});
