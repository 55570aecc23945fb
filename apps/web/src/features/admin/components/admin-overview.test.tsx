import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aBooking, aDashboard } from '@/test/fixtures';
import { renderScreen, requestedUrls, stubApi } from '@/test/render';
import { AdminOverview } from './admin-overview';

const card = (name: string) => screen.getByRole('region', { name });

describe('AdminOverview: the channels (rules §10.4)', () => {
  const serve = (channels: { sms: boolean; email: boolean }) =>
    stubApi((url) =>
      url === '/api/channels' ? { body: channels } : { body: { data: aDashboard() } },
    );

  it('warns that every SMS and email is skipped, and leads to the outbox', async () => {
    serve({ sms: false, email: false });
    renderScreen(<AdminOverview />, '/admin');
    const warning = await screen.findByText('Messages beyond the app are off');
    const box = warning.closest('[role="status"]') as HTMLElement;
    expect(within(box).getByText(/No SMS gateway is set up/)).toBeInTheDocument();
    expect(within(box).getByText(/No mail server is set up/)).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Open the outbox' })).toHaveAttribute(
      'href',
      '/admin?tab=notifications&status=skipped',
    );
  });

  it('names only the channel that is off', async () => {
    serve({ sms: true, email: false });
    renderScreen(<AdminOverview />, '/admin');
    expect(await screen.findByText(/No mail server is set up/)).toBeInTheDocument();
    expect(screen.queryByText(/No SMS gateway is set up/)).toBeNull();
  });

  it('says nothing when both are set up', async () => {
    serve({ sms: true, email: true });
    renderScreen(<AdminOverview />, '/admin');
    expect(await screen.findByRole('region', { name: 'Total Users' })).toBeInTheDocument();
    expect(screen.queryByText('Messages beyond the app are off')).toBeNull();
  });
});

describe('AdminOverview (rules §8.4)', () => {
  it('shows every card with its split, the ticket zeros, and links each card to its tab', async () => {
    const fetch = stubApi(() => ({ body: { data: aDashboard() } }));
    renderScreen(<AdminOverview />, '/admin');
    expect(await screen.findByRole('region', { name: 'Total Users' })).toBeInTheDocument();
    expect(requestedUrls(fetch).sort()).toEqual(['/api/admin/dashboard', '/api/channels']);

    const users = card('Total Users');
    expect(within(users).getByText('18')).toBeInTheDocument();
    for (const [label, value] of [
      ['Clients', '5'],
      ['Owners', '2'],
      ['Drivers', '10'],
      ['Admins', '1'],
    ] as const)
      expect(within(users).getByText(label).nextSibling).toHaveTextContent(value);
    expect(within(users).getByRole('link', { name: 'Manage users' })).toHaveAttribute(
      'href',
      '/admin?tab=users',
    );
    expect(within(card('Cars')).getByText('Active').nextSibling).toHaveTextContent('28');
    expect(within(card('Drivers')).getByText('Unavailable').nextSibling).toHaveTextContent('1');
    const bookings = card('Bookings');
    expect(within(bookings).getByText('6')).toBeInTheDocument();
    expect(within(bookings).getByText('Completed').nextSibling).toHaveTextContent('2');
    expect(within(bookings).getByText('Pending').nextSibling).toHaveTextContent('2');
    expect(within(bookings).getByRole('link', { name: 'Manage bookings' })).toHaveAttribute(
      'href',
      '/admin?tab=bookings',
    );
    // Zero tickets still show as a zero, and each ticket card leads to the tickets tab.
    const tickets = card('Ticket Bookings');
    expect(within(tickets).getByText('Flight').nextSibling).toHaveTextContent('0');
    expect(within(tickets).getByRole('link', { name: 'Manage ticket bookings' })).toHaveAttribute(
      'href',
      '/admin?tab=ticket-bookings',
    );
    const pendingTickets = card('Pending Tickets');
    expect(within(pendingTickets).getByText('0')).toBeInTheDocument();
    expect(
      within(pendingTickets).getByRole('link', { name: 'Answer pending requests' }),
    ).toHaveAttribute('href', '/admin?tab=ticket-bookings&status=pending');
    const confirmedTickets = card('Confirmed Tickets');
    expect(within(confirmedTickets).getByText('0')).toBeInTheDocument();
    expect(
      within(confirmedTickets).getByRole('link', { name: 'View confirmed tickets' }),
    ).toHaveAttribute('href', '/admin?tab=ticket-bookings&status=confirmed');
  });

  it('names the users and drivers waiting for a licence check, and Review Verifications opens the users tab on pending', async () => {
    stubApi(() => ({ body: { data: aDashboard() } }));
    const router = renderScreen(<AdminOverview />, '/admin');
    const verifications = await screen.findByRole('region', { name: 'Pending Verifications' });
    expect(within(verifications).getByText('3')).toBeInTheDocument();
    expect(within(verifications).getByText('User licences').nextSibling).toHaveTextContent('1');
    expect(within(verifications).getByText('Driver licences').nextSibling).toHaveTextContent('2');
    await userEvent.click(
      within(verifications).getByRole('link', { name: 'Review Verifications' }),
    );
    expect(router.state.location.pathname).toBe('/admin');
    expect(router.state.location.search).toBe('?tab=users&license_status=pending');
  });

  it('lists the recent bookings with type, title, status and date, each linking to its page', async () => {
    const recent = [
      aBooking({ viewer: 'admin', status: 'confirmed' }),
      aBooking({
        id: 43,
        reference: 'B0000043',
        item_type: 'driver',
        item_title: 'Eric Niyonzima',
        start_time: '',
        viewer: 'admin',
      }),
    ];
    stubApi(() => ({ body: { data: aDashboard({ recent_bookings: recent }) } }));
    renderScreen(<AdminOverview />, '/admin');
    const activity = await screen.findByRole('region', { name: 'Recent Activity' });
    const links = within(activity)
      .getAllByRole('link')
      .filter((link) => link.closest('li'));
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/booking/42');
    expect(links[0]).toHaveTextContent('Car · B0000042');
    expect(links[0]).toHaveTextContent('2020 Toyota RAV4');
    expect(links[0]).toHaveTextContent('Confirmed');
    expect(links[0]).toHaveTextContent('15 Jan 2099, 09:00'); // Kigali time
    expect(links[1]).toHaveAttribute('href', '/booking/43');
    expect(links[1]).toHaveTextContent('Driver · B0000043');
    expect(links[1]).toHaveTextContent('Date not available');
  });

  it('says when there are no bookings yet, and offers Try Again when the dashboard fails', async () => {
    let fail = true;
    stubApi(() => (fail ? { status: 500 } : { body: { data: aDashboard() } }));
    renderScreen(<AdminOverview />, '/admin');
    expect(await screen.findByText('The dashboard could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
  });
});
