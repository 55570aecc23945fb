import type { AdminTicketBookingView, TicketBookingSummary } from '@kodesha/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aPage } from '@/test/fixtures';
import { renderScreen, requestedUrls, stubApi } from '@/test/render';
import { anAdminTicketBooking } from '../../testing/ticket-fixtures';
import { TicketBookingManagement } from './ticket-booking-management';

// Kigali's 25 Nov 2026: the fixture's trips lie ahead, the one of 1 Nov has left.
const now = new Date('2026-11-25T08:00:00.000Z');

const flight = anAdminTicketBooking({
  user: { id: 11, name: 'Eric Habimana', email: 'eric@example.rw' },
});
const bus = anAdminTicketBooking({
  id: 13,
  ticket_type: 'bus',
  trip_type: 'one_way',
  passenger_name: 'Jean Mugabo',
  passenger_email: 'jean@example.rw',
  destination_country: 'UG',
  destination_country_name: 'Uganda',
  destination_city: 'Kampala',
  departure_date: '2026-12-01',
  return_date: null,
  status: 'confirmed',
  quoted_price: 45000,
  decided_at: '2026-11-21T09:00:00.000Z',
});
const summary: TicketBookingSummary = {
  total: 9,
  pending: 4,
  confirmed: 3,
  cancelled: 2,
  flight: 6,
  bus: 3,
};

const pageOf = (tickets: AdminTicketBookingView[], counts = summary) => ({
  body: { success: true, ...aPage(tickets), summary: counts },
});

const phone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TicketBookingManagement (rules §8.11)', () => {
  it('shows the figures, the counts per status and each request’s columns', async () => {
    stubApi(() => pageOf([flight, bus]));
    renderScreen(<TicketBookingManagement />, '/admin?tab=ticket-bookings');
    const table = await screen.findByRole('table', { name: 'Ticket bookings' });

    const figures = screen.getByLabelText('Ticket booking figures');
    for (const [label, value] of [
      ['Total Requests', '9'],
      ['Pending', '4'],
      ['Confirmed', '3'],
      ['Flight', '6'],
      ['Bus', '3'],
    ] as const)
      expect(within(figures).getByText(label).nextSibling).toHaveTextContent(value);
    const filter = screen.getByRole('group', { name: 'Show ticket bookings by status' });
    for (const name of ['All 9', 'Pending 4', 'Confirmed 3', 'Cancelled 2'])
      expect(within(filter).getByRole('button', { name })).toBeInTheDocument();
    expect(within(filter).getByRole('button', { name: 'All 9' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Passenger', 'Type', 'Route', 'Date', 'Status', 'Actions']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Aline Uwase');
    expect(first).toHaveTextContent('aline@example.rw');
    expect(first).toHaveTextContent('FlightRound Trip');
    expect(first).toHaveTextContent('T0000012');
    expect(first).toHaveTextContent('Kigali→ to Nairobi, Kenya');
    // Calendar dates, not shifted by a time zone.
    expect(first).toHaveTextContent('Departs 12 Dec 2026');
    expect(first).toHaveTextContent('Returns 20 Dec 2026');
    expect(first).toHaveTextContent('Pending');
    for (const name of ['Confirm', 'Cancel', 'View details'])
      expect(
        within(first!).getByRole('button', { name: `${name}: Aline Uwase, T0000012` }),
      ).toBeInTheDocument();

    expect(second).toHaveTextContent('BusOne Way');
    expect(second).toHaveTextContent('Kampala, Uganda');
    expect(second).toHaveTextContent('Departs 1 Dec 2026');
    expect(second).not.toHaveTextContent('Returns');
    expect(second).toHaveTextContent('ConfirmedRWF 45,000');
    // An answered request has no answer left to give.
    expect(within(second!).queryByRole('button', { name: /^(Confirm|Cancel):/ })).toBeNull();
    expect(
      within(second!).getByRole('button', { name: 'View details: Jean Mugabo, T0000013' }),
    ).toBeInTheDocument();
  });

  it('puts the status, search, type and page in the URL beside the tab, and in the request', async () => {
    const fetch = stubApi(() => pageOf([flight]));
    const router = renderScreen(<TicketBookingManagement />, '/admin?tab=ticket-bookings&page=2');
    await screen.findByRole('table');
    expect(requestedUrls(fetch)).toContain('/api/admin/ticket-bookings?page=2');

    await userEvent.click(screen.getByRole('button', { name: 'Pending 4' }));
    expect(router.state.location.search).toBe('?tab=ticket-bookings&status=pending');
    expect(requestedUrls(fetch)).toContain('/api/admin/ticket-bookings?status=pending');

    await userEvent.type(screen.getByLabelText('Search ticket bookings'), 'aline@example.rw');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'bus');
    expect(router.state.location.search).toBe(
      '?tab=ticket-bookings&status=pending&search=aline%40example.rw&ticket_type=bus',
    );
    expect(requestedUrls(fetch)).toContain(
      '/api/admin/ticket-bookings?status=pending&search=aline%40example.rw&ticket_type=bus',
    );

    await userEvent.click(screen.getByRole('button', { name: 'All 9' }));
    await userEvent.selectOptions(screen.getByLabelText('Type'), '');
    expect(router.state.location.search).toBe('?tab=ticket-bookings&search=aline%40example.rw');
  });

  it('moves between pages through the URL', async () => {
    const fetch = stubApi(() => ({
      body: { success: true, ...aPage([flight], { last_page: 3, total: 45 }), summary },
    }));
    const router = renderScreen(<TicketBookingManagement />, '/admin?tab=ticket-bookings');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?tab=ticket-bookings&page=2');
    expect(requestedUrls(fetch)).toContain('/api/admin/ticket-bookings?page=2');
  });

  it('shows a card for each request on a phone, with its answers', async () => {
    phone();
    stubApi(() => pageOf([flight, bus]));
    renderScreen(<TicketBookingManagement />, '/admin?tab=ticket-bookings');
    const card = await screen.findByRole('article', { name: 'T0000012 Aline Uwase' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(card).toHaveTextContent('Flight · Round Trip');
    expect(card).toHaveTextContent('Nairobi, Kenya');
    expect(card).toHaveTextContent('aline@example.rw');
    expect(card).toHaveTextContent('Departs 12 Dec 2026');
    expect(card).toHaveTextContent('Travellers2 PassengersBusiness');
    expect(
      within(card).getByRole('button', { name: 'Confirm: Aline Uwase, T0000012' }),
    ).toBeVisible();
    const answered = screen.getByRole('article', { name: 'T0000013 Jean Mugabo' });
    expect(answered).toHaveTextContent('RWF 45,000');
    expect(within(answered).queryByRole('button', { name: /^Confirm:/ })).toBeNull();
  });

  it('offers only Cancel on a request whose departure has passed', async () => {
    stubApi(() =>
      pageOf([anAdminTicketBooking({ departure_date: '2026-11-01', return_date: null })]),
    );
    renderScreen(<TicketBookingManagement />, '/admin?tab=ticket-bookings');
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('button', { name: /^Confirm:/ })).toBeNull();
    expect(
      within(table).getByRole('button', { name: 'Cancel: Aline Uwase, T0000012' }),
    ).toBeInTheDocument();
  });

  it('says when there are none, when none match, and offers Try Again on failure', async () => {
    let fail = true;
    const none = { total: 0, pending: 0, confirmed: 0, cancelled: 0, flight: 0, bus: 0 };
    stubApi(() => (fail ? { status: 500 } : pageOf([], none)));
    const router = renderScreen(<TicketBookingManagement />, '/admin?tab=ticket-bookings');
    expect(await screen.findByText('Error Loading Ticket Bookings')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to load ticket bookings. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByText('No ticket bookings available at the moment'),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'flight');
    expect(router.state.location.search).toBe('?tab=ticket-bookings&ticket_type=flight');
    expect(await screen.findByText('No ticket bookings match these filters')).toBeInTheDocument();
  });
});
