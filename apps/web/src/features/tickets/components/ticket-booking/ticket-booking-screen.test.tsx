import { eastAfricanCountries, messages } from '@kodesha/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aUser } from '@/test/fixtures';
import { renderScreen, requestedUrls, stubApi } from '@/test/render';
import { aTicketBooking } from '../../testing/ticket-fixtures';
import { TicketBookingHero } from './ticket-booking-hero';
import { TicketBookingScreen } from './ticket-booking-screen';

// Kigali's 20 Nov 2026, 10:00: a departure on 12 Dec lies ahead.
const now = new Date('2026-11-20T08:00:00.000Z');
const requested =
  'Your ticket booking request has been submitted. Our team will contact you within 24 hours with pricing and availability.';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
});

const signIn = (phone: string | null = null) =>
  sessionStore.start({
    token: 't',
    user: aUser({ name: 'Aline Uwase', email: 'aline@example.rw', phone_number: phone }),
  });

function renderSignedIn(phone: string | null = null) {
  signIn(phone);
  renderScreen(<TicketBookingScreen />, '/ticket-booking');
}

const field = (label: string) => screen.getByLabelText(label);
const countrySelect = () => screen.getByRole('combobox', { name: 'To (Country)' });
const citySelect = () => screen.getByRole('combobox', { name: 'To (City)' });
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent)
    .slice(1); // the placeholder
const submitButton = () => screen.getByRole('button', { name: 'Submit Booking Request' });
const chooseRadio = (name: RegExp) => userEvent.click(screen.getByRole('radio', { name }));

/** A valid one-way flight to Nairobi on 12 Dec 2026 (the name and email come from the account). */
async function fillValidTrip() {
  await userEvent.type(field('Phone'), '+250 788 123 456');
  expect(field('From (City)')).toHaveValue('Kigali'); // where the form starts (rules §6.2)
  await userEvent.selectOptions(countrySelect(), 'KE');
  await userEvent.selectOptions(citySelect(), 'Nairobi');
  await userEvent.type(field('Departure date'), '2026-12-12');
}

describe('TicketBookingScreen (rules §6.2)', () => {
  it('signed out, asks to log in (back to this screen) and still shows destinations and help', async () => {
    stubApi(() => ({}));
    renderScreen(<TicketBookingScreen />, '/ticket-booking');
    expect(
      screen.getByText('Please log in to submit a ticket booking request.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login?next=%2Fticket-booking',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/signup?next=%2Fticket-booking',
    );
    expect(screen.queryByRole('button', { name: 'Submit Booking Request' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Popular Destinations' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /hello@kodesha\.rw/ })).toHaveAttribute(
      'href',
      'mailto:hello@kodesha.rw',
    );
    // A destination chosen signed out leads to the way in.
    await userEvent.click(
      screen.getByRole('button', { name: /^Kampala\b.*Uganda\b.*use as destination$/ }),
    );
    expect(document.activeElement).toContainElement(screen.getByRole('link', { name: 'Log In' }));
  });

  it('opens as a one-way economy flight for one, with the account’s name, email and phone', () => {
    stubApi(() => ({}));
    renderSignedIn('+250 788 000 111');
    expect(screen.getByRole('radio', { name: /Flight \(Worldwide\)/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'One Way' })).toBeChecked();
    expect(field('Passenger name')).toHaveValue('Aline Uwase');
    expect(field('Email')).toHaveValue('aline@example.rw');
    expect(field('Phone')).toHaveValue('+250 788 000 111');
    expect(field('Passengers')).toHaveValue('1');
    expect(
      within(field('Passengers'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '1 Passenger',
      ...Array.from({ length: 9 }, (_, index) => `${index + 2} Passengers`),
    ]);
    expect(field('Class')).toHaveValue('economy');
    expect(field('Departure date')).toHaveAttribute('min', '2026-11-20');
    expect(field('From (City)')).toHaveValue('Kigali');
  });

  it('starts From at Kigali, where every bus leaves, and lets the traveller change it', async () => {
    stubApi(() => ({}));
    renderSignedIn();
    await chooseRadio(/Bus \(East Africa\)/);
    expect(field('From (City)')).toHaveValue('Kigali');
    await userEvent.clear(field('From (City)'));
    await userEvent.type(field('From (City)'), 'Musanze');
    await chooseRadio(/Flight \(Worldwide\)/);
    await chooseRadio(/Bus \(East Africa\)/);
    expect(field('From (City)')).toHaveValue('Musanze'); // what was typed stays
    // A From left empty is Kigali again once the ticket is a bus.
    await chooseRadio(/Flight \(Worldwide\)/);
    await userEvent.clear(field('From (City)'));
    await chooseRadio(/Bus \(East Africa\)/);
    expect(field('From (City)')).toHaveValue('Kigali');
  });

  it('keeps To (City) disabled until a country is chosen, then lists that country’s cities', async () => {
    stubApi(() => ({}));
    renderSignedIn();
    expect(citySelect()).toBeDisabled();
    await userEvent.selectOptions(countrySelect(), 'UG');
    expect(citySelect()).toBeEnabled();
    expect(optionTexts(citySelect())).toEqual(['Kampala', 'Entebbe']);
  });

  it('clears the city when the country changes', async () => {
    stubApi(() => ({}));
    renderSignedIn();
    await userEvent.selectOptions(countrySelect(), 'KE');
    await userEvent.selectOptions(citySelect(), 'Mombasa');
    expect(citySelect()).toHaveValue('Mombasa');
    await userEvent.selectOptions(countrySelect(), 'TZ');
    expect(citySelect()).toHaveValue('');
    expect(optionTexts(citySelect())).toContain('Zanzibar City');
  });

  it('offers a bus only the East African countries, a flight every country by name', async () => {
    stubApi(() => ({}));
    renderSignedIn();
    const flightCountries = optionTexts(countrySelect());
    expect(flightCountries).toHaveLength(249);
    expect(flightCountries.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    await chooseRadio(/Bus \(East Africa\)/);
    expect(optionTexts(countrySelect())).toEqual([
      'Uganda',
      'Kenya',
      'Tanzania',
      'Burundi',
      'Democratic Republic of the Congo',
      'South Sudan',
      'Ethiopia',
      'Somalia',
      'Djibouti',
    ]);
  });

  it('a new ticket type drops a country it does not offer, and a city it does not reach', async () => {
    stubApi(() => ({}));
    renderSignedIn();
    await userEvent.selectOptions(countrySelect(), 'FR');
    await userEvent.selectOptions(citySelect(), 'Paris');
    await chooseRadio(/Bus \(East Africa\)/);
    expect(countrySelect()).toHaveValue('');
    expect(citySelect()).toHaveValue('');
    expect(citySelect()).toBeDisabled();

    await chooseRadio(/Flight \(Worldwide\)/);
    await userEvent.selectOptions(countrySelect(), 'TZ');
    await userEvent.selectOptions(citySelect(), 'Zanzibar City');
    await chooseRadio(/Bus \(East Africa\)/);
    expect(countrySelect()).toHaveValue('TZ'); // a bus goes to Tanzania…
    expect(citySelect()).toHaveValue(''); // …but not to Zanzibar

    await userEvent.selectOptions(countrySelect(), 'KE');
    await userEvent.selectOptions(citySelect(), 'Busia');
    await chooseRadio(/Flight \(Worldwide\)/);
    expect(countrySelect()).toHaveValue('KE'); // a flight goes to Kenya…
    expect(citySelect()).toHaveValue(''); // …but not to Busia
  });

  it('shows the return date for a round trip only, and One Way clears it', async () => {
    stubApi(() => ({}));
    renderSignedIn();
    expect(screen.queryByLabelText('Return date')).toBeNull();
    await chooseRadio(/Round Trip/);
    await userEvent.type(field('Departure date'), '2026-12-12');
    expect(field('Return date')).toHaveAttribute('min', '2026-12-12');
    await userEvent.type(field('Return date'), '2026-12-20');
    await chooseRadio(/One Way/);
    expect(screen.queryByLabelText('Return date')).toBeNull();
    await chooseRadio(/Round Trip/);
    expect(field('Return date')).toHaveValue('');
  });

  it('a Popular Destination fills in the country and city and moves focus to the form', async () => {
    stubApi(() => ({}));
    renderSignedIn();
    await userEvent.click(screen.getByRole('button', { name: /^Juba\b.*South Sudan\b/ }));
    expect(countrySelect()).toHaveValue('SS');
    expect(citySelect()).toHaveValue('Juba');
    await waitFor(() => expect(citySelect()).toHaveFocus());

    await chooseRadio(/Bus \(East Africa\)/);
    await userEvent.click(screen.getByRole('button', { name: /^Djibouti City\b.*Djibouti\b/ }));
    expect(countrySelect()).toHaveValue('DJ');
    expect(citySelect()).toHaveValue('Djibouti City');
    await userEvent.click(screen.getByRole('button', { name: /^Goma\b.*Congo\b/ }));
    expect(countrySelect()).toHaveValue('CD');
    expect(citySelect()).toHaveValue('Goma');
    expect(optionTexts(citySelect())).toEqual(['Goma', 'Bukavu']);
  });

  it('counts in its hero the countries a bus reaches, from the catalogue', () => {
    stubApi(() => ({}));
    renderScreen(<TicketBookingHero />, '/ticket-booking');
    const badges = screen.getByRole('list', { name: 'What we book' });
    expect(badges).toHaveTextContent(`${Object.keys(eastAfricanCountries).length} Countries`);
    expect(badges).toHaveTextContent('9 Countries');
  });

  it('Need Help shows the team’s phone when the server has one (SUPPORT_PHONE), and none otherwise', async () => {
    stubApi((url) =>
      url === '/api/support-contact' ? { body: { phone: '+250 788 123 456' } } : {},
    );
    renderScreen(<TicketBookingScreen />, '/ticket-booking');
    const help = screen.getByRole('region', { name: 'Need Help?' });
    expect(await within(help).findByRole('link', { name: /\+250 788 123 456/ })).toHaveAttribute(
      'href',
      'tel:+250788123456',
    );
    expect(help).toHaveTextContent('Phone');
    cleanup();

    const fetch = stubApi(() => ({ body: { phone: null } }));
    renderScreen(<TicketBookingScreen />, '/ticket-booking');
    await waitFor(() => expect(requestedUrls(fetch)).toContain('/api/support-contact'));
    const noPhone = screen.getByRole('region', { name: 'Need Help?' });
    expect(within(noPhone).queryByRole('link', { name: /^\+/ })).toBeNull();
    expect(within(noPhone).getByRole('link', { name: /hello@kodesha\.rw/ })).toBeInTheDocument();
  });

  it('lists the Popular Destinations from the catalogue, each country with its first city, named by its visible words', () => {
    stubApi(() => ({}));
    renderScreen(<TicketBookingScreen />, '/ticket-booking');
    const list = screen.getByRole('heading', { name: 'Popular Destinations' }).parentElement!;
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Kampala, Uganda: use as destination',
      'Nairobi, Kenya: use as destination',
      'Dar es Salaam, Tanzania: use as destination',
      'Bujumbura, Burundi: use as destination',
      'Goma, Democratic Republic of the Congo: use as destination',
      'Juba, South Sudan: use as destination',
      'Addis Ababa, Ethiopia: use as destination',
      'Mogadishu, Somalia: use as destination',
      'Djibouti City, Djibouti: use as destination',
    ]);
  });

  it('refuses an empty form with the first check’s words under its field, and sends nothing', async () => {
    const fetch = stubApi(() => ({}));
    renderSignedIn();
    await userEvent.clear(field('Passenger name'));
    await userEvent.clear(field('Email'));
    await userEvent.click(submitButton());
    const error = await screen.findByText('Please enter the passenger name.');
    expect(field('Passenger name')).toHaveAttribute(
      'aria-describedby',
      expect.stringContaining(error.id),
    );
    expect(field('Passenger name')).toHaveFocus();
    // One failure at a time (rules §6.3): the email's comes once the name is given.
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    // Only what the page reads of the server (its support phone, its channels), no request.
    const reads = ['/api/support-contact', '/api/channels'];
    expect(requestedUrls(fetch).filter((url) => !reads.includes(url))).toEqual([]);
  });

  it('sends the request, shows the server’s answer and starts a fresh form from the account', async () => {
    const fetch = stubApi(() => ({
      status: 201,
      body: { success: true, message: requested, data: aTicketBooking({ id: 42 }) },
    }));
    renderSignedIn();
    await chooseRadio(/Round Trip/);
    await fillValidTrip();
    await userEvent.type(field('Return date'), '2026-12-20');
    await userEvent.selectOptions(field('Passengers'), '3');
    await userEvent.selectOptions(field('Class'), 'business');
    await userEvent.type(field('Special requests (optional)'), '  A window seat  ');
    await userEvent.click(submitButton());

    const success = await screen.findByRole('status', { name: 'Request sent' });
    expect(success).toHaveTextContent(requested);
    expect(success).toHaveTextContent('T0000042');
    expect(within(success).getByRole('link', { name: 'View My Ticket Bookings' })).toHaveAttribute(
      'href',
      '/my-ticket-bookings',
    );
    expect(success).toHaveFocus();

    const [url, init] = fetch.mock.calls.find(([, sent]) => sent?.method === 'POST')!;
    expect(url).toBe('/api/ticket-bookings');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      ticket_type: 'flight',
      trip_type: 'round_trip',
      passenger_name: 'Aline Uwase',
      passenger_email: 'aline@example.rw',
      passenger_phone: '+250788123456', // typed +250 788 123 456, sent in E.164 (rules §10.7)
      departure_city: 'Kigali',
      destination_country: 'KE',
      destination_city: 'Nairobi',
      departure_date: '2026-12-12',
      return_date: '2026-12-20',
      passengers_count: '3',
      class_type: 'business',
      special_requests: 'A window seat',
    });

    // The fresh form: flight, one way, 1 passenger, economy, the account's name and email.
    expect(screen.getByRole('radio', { name: /Flight \(Worldwide\)/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'One Way' })).toBeChecked();
    expect(screen.queryByLabelText('Return date')).toBeNull();
    expect(field('Passengers')).toHaveValue('1');
    expect(field('Class')).toHaveValue('economy');
    expect(field('Passenger name')).toHaveValue('Aline Uwase');
    expect(field('Email')).toHaveValue('aline@example.rw');
    expect(field('Phone')).toHaveValue('');
    expect(field('From (City)')).toHaveValue('Kigali');
    expect(countrySelect()).toHaveValue('');
    expect(citySelect()).toBeDisabled();
  });

  it('says Submitting... and keeps the button disabled while the request is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderSignedIn();
    await fillValidTrip();
    await userEvent.click(submitButton());
    const sending = await screen.findByRole('button', { name: 'Submitting...' });
    expect(sending).toBeDisabled();
    answer(
      new Response(JSON.stringify({ message: 'Server error' }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Submit Booking Request' })).toBeEnabled();
  });

  it('puts the server’s field errors under their fields', async () => {
    stubApi(() => ({
      status: 422,
      body: {
        code: 'request.invalid',
        message: 'Please select a city in the chosen country',
        errors: { destination_city: ['Please select a city in the chosen country'] },
        error_codes: { destination_city: ['invalid.destinationCityInvalid'] },
      },
    }));
    renderSignedIn();
    await fillValidTrip();
    await userEvent.click(submitButton());
    const error = await screen.findByText('Please select a city in the chosen country');
    expect(citySelect()).toHaveAttribute('aria-describedby', error.id);
    expect(citySelect()).toHaveFocus();
    expect(screen.queryByRole('status', { name: 'Request sent' })).toBeNull();
  });

  it.each([
    [404, 'The requested information could not be found.'],
    [409, 'This action conflicts with existing data. Please check and try again.'],
    [500, 'Server error. Please try again later.'],
    [503, 'Unable to submit your ticket booking. Please try again.'],
  ])('words a %i answer as rules §6.7 does', async (status, words) => {
    stubApi(() => ({ status, body: { code: 'x', message: 'Something else' } }));
    renderSignedIn();
    await fillValidTrip();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(field('From (City)')).toHaveValue('Kigali'); // what was typed stays
  });

  it('a session that expired meanwhile asks to log in again (rules §6.3: 401)', async () => {
    stubApi((url) =>
      url === '/api/ticket-bookings'
        ? { status: 401, body: { code: 'auth.required', message: 'Unauthenticated' } }
        : { body: { phone: null } },
    );
    renderSignedIn();
    await fillValidTrip();
    await userEvent.click(submitButton());
    expect(
      await screen.findByText('Please log in to submit a ticket booking request.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Booking Request' })).toBeNull();
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderSignedIn();
    await fillValidTrip();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to connect to the server. Please check your internet connection.',
    );
  });

  it("an answer that does not say the request was taken: 'Failed to submit ticket booking' (rules §9.10)", async () => {
    stubApi((url) =>
      url === '/api/ticket-bookings' ? { status: 200, body: {} } : { body: { phone: null } },
    );
    renderSignedIn();
    await fillValidTrip();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.ticketSubmitFailedShort);
    expect(screen.queryByRole('status', { name: 'Request sent' })).toBeNull();
  });

  it("a refusal without words keeps 'Unable to submit your ticket booking. Please try again.'", async () => {
    stubApi((url) =>
      url === '/api/ticket-bookings' ? { status: 418, body: {} } : { body: { phone: null } },
    );
    renderSignedIn();
    await fillValidTrip();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.ticketSubmitFailed);
  });
});
