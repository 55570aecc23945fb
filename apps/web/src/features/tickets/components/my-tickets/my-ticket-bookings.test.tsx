import type { TicketBookingView } from '@kodesha/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aUser } from '@/test/fixtures';
import { renderScreen, requestedUrls, stubApi } from '@/test/render';
import { aTicketBooking } from '../../testing/ticket-fixtures';
import { MyTicketBookings } from './my-ticket-bookings';

const pending = aTicketBooking();
const confirmed = aTicketBooking({
  id: 9,
  ticket_type: 'bus',
  trip_type: 'one_way',
  departure_city: 'Kigali',
  destination_country: 'UG',
  destination_country_name: 'Uganda',
  destination_city: 'Kampala',
  departure_date: '2026-12-05',
  return_date: null,
  passengers_count: 1,
  class_type: 'first',
  status: 'confirmed',
  quoted_price: 45000,
  admin_notes: 'Seats 3A and 3B on the 7:00 coach.',
  decided_at: '2026-11-19T10:00:00.000Z',
});
const cancelled = aTicketBooking({
  id: 4,
  status: 'cancelled',
  admin_notes: 'No flights on that day.',
  decided_at: '2026-11-18T10:00:00.000Z',
});

function signIn() {
  sessionStore.start({ token: 't', user: aUser() });
}

function renderList(
  tickets: TicketBookingView[],
  path = '/my-ticket-bookings',
  place: 'page' | 'tab' = 'page',
) {
  const fetch = stubApi((url) =>
    url === '/api/my-ticket-bookings'
      ? {
          body: { success: true, message: 'Ticket bookings retrieved successfully', data: tickets },
        }
      : { status: 404 },
  );
  signIn();
  const router = renderScreen(<MyTicketBookings place={place} />, path);
  return { fetch, router };
}

const cards = () => screen.queryAllByRole('article');
const cardOf = (reference: string) =>
  cards().find((card) => within(card).queryByText(new RegExp(reference)) !== null)!;

describe('MyTicketBookings (rules §6.6 the traveller’s ticket requests)', () => {
  it('filters by status through the URL and counts shown of all', async () => {
    const { router } = renderList([pending, confirmed, cancelled]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Ticket Bookings' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a Ticket' })).toHaveAttribute(
      'href',
      '/ticket-booking',
    );
    expect(await screen.findByText('3 of 3 bookings')).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'All Bookings' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Confirmed' }));
    expect(router.state.location.search).toBe('?status=confirmed');
    expect(screen.getByText('1 of 3 bookings')).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(within(cards()[0]!).getByText(/Request T0000009/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'All Bookings' }));
    expect(router.state.location.search).toBe('');
    expect(cards()).toHaveLength(3);
  });

  it('reads the status from the address, keeps the account tab beside it, and says 1 of 1 booking', async () => {
    const { router } = renderList([pending], '/account?tab=tickets&status=pending', 'tab');
    expect(await screen.findByText('1 of 1 booking')).toBeInTheDocument();
    // In the account it is a section under the page's heading, not a second page title.
    expect(screen.getByRole('heading', { level: 2, name: 'My Tickets' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Cancelled' }));
    expect(router.state.location.search).toBe('?tab=tickets&status=cancelled');
    expect(screen.getByText('0 of 1 booking')).toBeInTheDocument();
    expect(screen.getByText('No cancelled ticket bookings')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Show All Bookings' }));
    expect(router.state.location.search).toBe('?tab=tickets');
    expect(cards()).toHaveLength(1);
  });

  it('shows all requests when the address names a status that does not exist', async () => {
    renderList([pending, cancelled], '/my-ticket-bookings?status=completed');
    expect(await screen.findByText('2 of 2 bookings')).toBeInTheDocument();
  });

  it('shows each card’s facts: type, status, route, dates, passengers and class, reference, booked on', async () => {
    renderList([pending, confirmed]);
    await screen.findByText('2 of 2 bookings');

    const flight = cardOf('T0000012');
    expect(within(flight).getByText('Flight · Round Trip')).toBeInTheDocument();
    expect(within(flight).getByText('Pending')).toBeInTheDocument();
    // The arrow is drawn; a screen reader hears 'to'.
    expect(
      within(flight).getByRole('heading', { level: 2, name: 'Kigali to Nairobi, Kenya' }),
    ).toBeInTheDocument();
    // A trip date is a calendar day: 12 Dec stays 12 Dec whatever the clock's zone.
    expect(within(flight).getByText('12 Dec 2026')).toBeInTheDocument();
    expect(within(flight).getByText('Returns')).toBeInTheDocument();
    expect(within(flight).getByText('20 Dec 2026')).toBeInTheDocument();
    expect(within(flight).getByText('2 Passengers · Business')).toBeInTheDocument();
    expect(
      within(flight).getByText(/Request T0000012 · Booked on 20 Nov 2026/),
    ).toBeInTheDocument();

    const bus = cardOf('T0000009');
    expect(within(bus).getByText('Bus · One Way')).toBeInTheDocument();
    expect(within(bus).getByText('Confirmed')).toBeInTheDocument();
    expect(within(bus).getByText('5 Dec 2026')).toBeInTheDocument();
    // One way: no return date.
    expect(within(bus).queryByText('Returns')).not.toBeInTheDocument();
    expect(within(bus).getByText('1 Passenger · First Class')).toBeInTheDocument();
  });

  it('shows the quoted price only once confirmed, and the team’s note beside the answer', async () => {
    renderList([
      aTicketBooking({ id: 1, quoted_price: null }),
      confirmed,
      // A price beside a cancellation never comes from the server; the card ignores one anyway.
      { ...cancelled, quoted_price: 30000 },
    ]);
    await screen.findByText('3 of 3 bookings');

    const answered = cardOf('T0000009');
    expect(within(answered).getByText('Quoted price')).toBeInTheDocument();
    expect(within(answered).getByText('RWF 45,000')).toBeInTheDocument();
    expect(within(answered).getByText('Seats 3A and 3B on the 7:00 coach.')).toBeInTheDocument();

    expect(within(cardOf('T0000001')).queryByText('Quoted price')).not.toBeInTheDocument();
    expect(within(cardOf('T0000001')).queryByText('Note from our team')).not.toBeInTheDocument();

    const refused = cardOf('T0000004');
    expect(within(refused).queryByText('Quoted price')).not.toBeInTheDocument();
    expect(within(refused).queryByText('RWF 30,000')).not.toBeInTheDocument();
    expect(within(refused).getByText('Note from our team')).toBeInTheDocument();
    expect(within(refused).getByText('No flights on that day.')).toBeInTheDocument();
  });

  it('View Details shows the whole request, with Not provided and No special requests when empty', async () => {
    renderList([
      aTicketBooking({
        passenger_phone: '',
        special_requests: null,
        status: 'confirmed',
        quoted_price: 850000,
        admin_notes: 'Economy was full; business fits your dates.',
        decided_at: '2026-11-21T13:05:00.000Z',
        updated_at: '2026-11-21T13:05:00.000Z',
      }),
    ]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'View details of request T0000012' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Ticket Booking Details' });
    const row = (label: string) =>
      within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling;

    expect(row('Ticket type')).toHaveTextContent('Flight (Worldwide)');
    expect(row('Trip')).toHaveTextContent('Round Trip');
    expect(row('Route')).toHaveTextContent('Kigali to Nairobi, Kenya');
    expect(row('Departure date')).toHaveTextContent('12 Dec 2026');
    expect(row('Return date')).toHaveTextContent('20 Dec 2026');
    expect(row('Passengers')).toHaveTextContent('2 Passengers');
    expect(row('Class')).toHaveTextContent('Business');
    expect(row('Name')).toHaveTextContent('Aline Uwase');
    expect(row('Email')).toHaveTextContent('aline@example.rw');
    expect(row('Phone')).toHaveTextContent('Not provided');
    expect(row('Booking ID')).toHaveTextContent('T0000012');
    // Kigali time (UTC+2).
    expect(row('Booked on')).toHaveTextContent('20 Nov 2026, 09:30');
    expect(row('Last updated')).toHaveTextContent('21 Nov 2026, 15:05');
    expect(row('Answered on')).toHaveTextContent('21 Nov 2026, 15:05');
    expect(row('Quoted price')).toHaveTextContent('RWF 850,000');
    expect(
      within(dialog).getByText('Economy was full; business fits your dates.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('No special requests')).toBeInTheDocument();

    // The three statuses explained, the request's own one marked.
    const meanings = within(dialog).getAllByRole('listitem');
    expect(meanings).toHaveLength(3);
    const current = meanings.find((item) => item.getAttribute('aria-current') === 'true');
    expect(current).toHaveTextContent('Confirmed');
    expect(current).toHaveTextContent('Current status');
    expect(current).toHaveTextContent('Our team has confirmed your trip.');
    expect(meanings.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);

    // The footer's Close (the ✕ in the title bar is named Close too).
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the special requests when there are some, and no return date on a one-way trip', async () => {
    renderList([confirmed]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'View details of request T0000009' }),
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('A window seat, please.')).toBeInTheDocument();
    expect(within(dialog).queryByText('No special requests')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Return date')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '+250 788 123 456' })).toHaveAttribute(
      'href',
      'tel:+250788123456',
    );
  });
});

describe('MyTicketBookings states', () => {
  it('signed out: Please Log In, with Log In back to this screen, and no call', () => {
    const fetch = stubApi(() => ({ status: 401 }));
    renderScreen(<MyTicketBookings place="page" />, '/my-ticket-bookings');
    expect(screen.getByRole('heading', { level: 1, name: 'Please Log In' })).toBeInTheDocument();
    expect(
      screen.getByText('You need to be logged in to view your ticket bookings'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login?next=%2Fmy-ticket-bookings',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loading: a spinner', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    signIn();
    renderScreen(<MyTicketBookings place="page" />, '/my-ticket-bookings');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your ticket bookings…');
  });

  it('error: Error Loading Bookings, and Try Again asks again', async () => {
    let fail = true;
    const fetch = stubApi(() =>
      fail
        ? { status: 500 }
        : {
            body: {
              success: true,
              message: 'Ticket bookings retrieved successfully',
              data: [pending],
            },
          },
    );
    signIn();
    renderScreen(<MyTicketBookings place="page" />, '/my-ticket-bookings');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Bookings');
    expect(alert).toHaveTextContent('Failed to load your ticket bookings. Please try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('1 of 1 booking')).toBeInTheDocument();
    expect(requestedUrls(fetch)).toEqual(['/api/my-ticket-bookings', '/api/my-ticket-bookings']);
  });

  it('empty: No Ticket Bookings Yet, with Book Your First Ticket', async () => {
    renderList([]);
    expect(await screen.findByText('No Ticket Bookings Yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Your First Ticket' })).toHaveAttribute(
      'href',
      '/ticket-booking',
    );
    // Nothing to filter.
    expect(screen.queryByRole('button', { name: 'All Bookings' })).not.toBeInTheDocument();
    // One way to book, not two.
    expect(screen.queryByRole('link', { name: 'Book a Ticket' })).not.toBeInTheDocument();
  });
});
