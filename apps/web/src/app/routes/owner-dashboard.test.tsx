import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatView, GpsRequestView, OwnerDashboardView } from '@kodesha/domain';
import { describe, expect, it, vi } from 'vitest';
import { aGpsRequest } from '@/features/gps/testing/gps-fixtures';
import { sessionStore } from '@/lib/session';
import { aCar, aChat, aPage, aUser } from '@/test/fixtures';
import { renderScreen, stubApi } from '@/test/render';
import { Component as OwnerDashboardPage } from './owner-dashboard';

const stats = {
  total_cars: 2,
  active_cars: 1,
  total_bookings: 4,
  pending_bookings: 1,
  unread_messages: 3,
} satisfies OwnerDashboardView['stats'];
const twoCars = () => [aCar(), aCar({ id: 8, model: 'Hilux', is_active: false })];

/** A fake API that remembers: a PUT of is_active or a DELETE shows in the next list. */
function serve({
  cars = twoCars(),
  failPut = false,
  recentChats = [] as ChatView[],
  gpsRequests = [] as GpsRequestView[],
} = {}) {
  const calls: string[] = [];
  let saved = cars;
  const fetch = stubApi((url, init) => {
    calls.push(`${init.method ?? 'GET'} ${url}`);
    const id = Number(url.split('/').pop());
    if (url === '/api/channels') return { body: { sms: true, email: true } };
    if (url === '/api/owner/dashboard')
      return { body: { data: { stats, recent_chats: recentChats } satisfies OwnerDashboardView } };
    if (url.startsWith('/api/my-cars')) return { body: aPage(saved) };
    if (url === '/api/my-gps-requests')
      return { body: { success: true, message: 'ok', data: gpsRequests } };
    if (init.method === 'DELETE') {
      saved = saved.filter((car) => car.id !== id);
      return { status: 204 };
    }
    if (init.method === 'PUT' && failPut) return { status: 500, body: {} };
    const change = JSON.parse(String(init.body)) as { is_active: boolean };
    saved = saved.map((car) => (car.id === id ? { ...car, ...change } : car));
    return { body: { data: saved.find((car) => car.id === id) } };
  });
  return { fetch, calls };
}

const rowOf = async (title: string) => screen.findByRole('article', { name: title });
const statValue = (label: string) => screen.getByText(label).nextElementSibling;

describe('OwnerDashboardPage (rules §2.10)', () => {
  it("shows the four stat cards with the server's numbers, and every car", async () => {
    const { calls } = serve();
    sessionStore.start({ token: 't', user: aUser({ role: 'owner', name: 'Aline' }) });
    renderScreen(<OwnerDashboardPage />);
    expect(await screen.findByText('1 active')).toBeInTheDocument();
    expect(statValue('Total Cars')).toHaveTextContent('2');
    expect(statValue('Total Bookings')).toHaveTextContent('4');
    expect(statValue('Pending Bookings')).toHaveTextContent('1');
    expect(statValue('Unread Messages')).toHaveTextContent('3');
    // Each count leads to what it counts (rules §2.10): the pending requests filtered.
    const link = (label: string) => screen.getByText(label).closest('a');
    expect(link('Pending Bookings')).toHaveAttribute('href', '/owner/bookings?status=pending');
    expect(link('Total Bookings')).toHaveAttribute('href', '/owner/bookings');
    expect(link('Unread Messages')).toHaveAttribute('href', '/owner/messages');
    expect(link('Total Cars')).toHaveAttribute('href', '#my-cars-title');
    expect(screen.getByText('Welcome back, Aline')).toBeInTheDocument();
    const hilux = await rowOf('2020 Toyota Hilux');
    expect(within(hilux).getByText('Inactive')).toBeInTheDocument();
    expect(within(hilux).getByRole('link', { name: /^Edit/ })).toHaveAttribute(
      'href',
      '/owner/edit-car/8',
    );
    expect(within(hilux).getByRole('link', { name: /^View/ })).toHaveAttribute('href', '/cars/8');
    expect(calls).toContain('GET /api/my-cars?page=1&per_page=100');
  });

  it('reminds an owner whose phone is not verified, and has the phone and notification settings', async () => {
    serve();
    sessionStore.start({
      token: 't',
      user: aUser({ role: 'owner', phone_number: '+250788555010' }),
    });
    renderScreen(<OwnerDashboardPage />);
    expect(
      await screen.findByRole('region', { name: 'Verify your phone number' }),
    ).toHaveTextContent(/Booking requests reach you by text message only once/);
    expect(screen.getByRole('region', { name: 'Phone verification' })).toHaveTextContent(
      'Not verified',
    );
    expect(screen.getByRole('region', { name: 'Notification settings' })).toBeInTheDocument();
  });

  it('no longer reminds an owner whose phone is verified', async () => {
    serve();
    sessionStore.start({
      token: 't',
      user: aUser({ role: 'owner', phone_number: '+250788555010', is_phone_verified: true }),
    });
    renderScreen(<OwnerDashboardPage />);
    expect(await screen.findByText('1 active')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verify your phone number' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Phone verification' })).toHaveTextContent(
      'Verified',
    );
  });

  it('links to Add New Car, Manage Bookings, Messages and Request GPS Tracker', async () => {
    serve();
    renderScreen(<OwnerDashboardPage />);
    const actions = screen.getByRole('navigation', { name: 'Owner actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Add New Car', '/owner/add-car'],
      ['Manage Bookings', '/owner/bookings'],
      ['Messages', '/owner/messages'],
      ['Request GPS Tracker', '/owner/gps-request'],
    ]);
  });

  it('lists the GPS tracker requests with their status, installation date and the team’s note', async () => {
    serve({
      gpsRequests: [
        aGpsRequest({
          id: 14,
          status: 'approved',
          installation_date: '2026-12-05',
          admin_notes: 'Our technician calls the day before.',
        }),
      ],
    });
    renderScreen(<OwnerDashboardPage />);
    const section = await screen.findByRole('region', { name: 'GPS Tracker Requests' });
    const request = await within(section).findByRole('article', { name: 'Toyota RAV4 2020' });
    expect(within(request).getByText('Approved')).toBeInTheDocument();
    expect(within(request).getByText('5 Dec 2026')).toBeInTheDocument();
    expect(within(request).getByText('Our technician calls the day before.')).toBeInTheDocument();
  });

  it('lands on the GPS requests when the address names them, once the cars above are in (rules §10.2)', async () => {
    serve({ gpsRequests: [aGpsRequest({ id: 14, status: 'approved' })] });
    // A GPS answer's notification leads to /owner/dashboard#gps-requests.
    window.history.replaceState(null, '', '/owner/dashboard#gps-requests');
    const scrolled: { target: Element; carsDrawn: boolean }[] = [];
    // jsdom draws nothing, so has no scrollIntoView: this one records where it was asked to go.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push({ target: this, carsDrawn: screen.queryByText('1 active') !== null });
    };
    try {
      renderScreen(<OwnerDashboardPage />);
      const section = await screen.findByRole('region', { name: 'GPS Tracker Requests' });
      await waitFor(() => expect(scrolled).toHaveLength(1));
      const target = document.getElementById('gps-requests');
      expect(target).toContainElement(section);
      expect(scrolled).toEqual([{ target, carsDrawn: true }]);
    } finally {
      // @ts-expect-error -- taken away again: jsdom has none
      delete Element.prototype.scrollIntoView;
      window.history.replaceState(null, '', '/');
    }
  });

  it('invites an owner with no GPS request to ask for one', async () => {
    serve();
    renderScreen(<OwnerDashboardPage />);
    const section = await screen.findByRole('region', { name: 'GPS Tracker Requests' });
    expect(await within(section).findByText('No GPS tracker requests yet')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Request GPS Tracker' })).toHaveAttribute(
      'href',
      '/owner/gps-request',
    );
  });

  it('shows the recent conversations in the message centre, with the unread count', async () => {
    serve({
      recentChats: [
        aChat({ id: 5, other_party: { id: 11, name: 'Jean Client' }, unread_count: 2 }),
        aChat({ id: 6, other_party: { id: 12, name: 'Marie Client' } }),
      ],
    });
    renderScreen(<OwnerDashboardPage />);
    const centre = await screen.findByRole('region', { name: /Message Centre/ });
    expect(await within(centre).findByText('Jean Client')).toBeInTheDocument();
    expect(within(centre).getByText('Marie Client')).toBeInTheDocument();
    expect(within(centre).getByRole('link', { name: /Jean Client/ })).toHaveAttribute(
      'href',
      '/owner/messages?chat=5',
    );
    expect(within(centre).getByText('3 unread messages')).toBeInTheDocument();
    expect(within(centre).getByRole('link', { name: 'View all messages' })).toHaveAttribute(
      'href',
      '/owner/messages',
    );
  });

  it('says when no client has written yet', async () => {
    serve();
    renderScreen(<OwnerDashboardPage />);
    expect(
      await screen.findByText(
        'No messages yet. Questions from clients about your cars appear here.',
      ),
    ).toBeInTheDocument();
  });

  it('invites an owner with no cars to add one', async () => {
    serve({ cars: [] });
    renderScreen(<OwnerDashboardPage />);
    expect(await screen.findByText('You have not listed any cars yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add New Car' })).toHaveLength(2);
  });

  it('says when the cars could not be loaded, and tries again', async () => {
    let failing = true;
    stubApi((url) => {
      if (url.startsWith('/api/my-cars'))
        return failing ? { status: 500, body: {} } : { body: aPage(twoCars()) };
      if (url === '/api/my-gps-requests') return { body: { success: true, message: '', data: [] } };
      return { body: { data: { stats, recent_chats: [] } satisfies OwnerDashboardView } };
    });
    renderScreen(<OwnerDashboardPage />);
    expect(
      await screen.findByText('Your cars could not be loaded. Please try again.'),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await rowOf('2020 Toyota RAV4')).toBeInTheDocument();
  });

  it('switches a car off the website with a PUT of is_active only', async () => {
    const { fetch } = serve();
    renderScreen(<OwnerDashboardPage />);
    const row = await rowOf('2020 Toyota RAV4');
    const toggle = within(row).getByRole('switch', { name: 'Visible on the website' });
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    await waitFor(() => {
      const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(put?.[0]).toBe('/api/cars/7');
      expect(put?.[1]?.body).toBe('{"is_active":false}');
    });
    expect(await screen.findByText('Car deactivated successfully')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
  });

  it('moves the switch at once and holds it while the change is on its way', async () => {
    const { fetch: answer } = serve();
    // A slow connection: the PUT gets no answer during the test.
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit = {}) =>
        init.method === 'PUT' ? new Promise<Response>(() => undefined) : answer(url, init),
      ),
    );
    renderScreen(<OwnerDashboardPage />);
    const row = await rowOf('2020 Toyota Hilux');
    const toggle = within(row).getByRole('switch', { name: 'Visible on the website' });
    await userEvent.click(toggle);
    expect(toggle).toBeChecked(); // in the click itself, not after a later render
    expect(toggle).toBeDisabled();
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });

  it('puts the switch back and says so when the change fails', async () => {
    serve({ failPut: true });
    renderScreen(<OwnerDashboardPage />);
    const row = await rowOf('2020 Toyota Hilux');
    const toggle = within(row).getByRole('switch', { name: 'Visible on the website' });
    await userEvent.click(toggle);
    expect(await screen.findByText('Failed to update car status')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
  });

  it('deletes only after the owner confirms in the modal', async () => {
    const { calls } = serve();
    renderScreen(<OwnerDashboardPage />);
    const row = await rowOf('2020 Toyota RAV4');
    await userEvent.click(within(row).getByRole('button', { name: /^Delete/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this car?' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this car listing? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);

    await userEvent.click(within(row).getByRole('button', { name: /^Delete/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/cars/7'));
    expect(await screen.findByText('Car deleted successfully')).toBeInTheDocument();
    // The list and the stats are asked for again.
    expect(calls.filter((call) => call.startsWith('GET /api/my-cars'))).toHaveLength(2);
    expect(calls.filter((call) => call === 'GET /api/owner/dashboard')).toHaveLength(2);
  });

  it('closes the modal on Escape without deleting', async () => {
    const { calls } = serve();
    renderScreen(<OwnerDashboardPage />);
    const row = await rowOf('2020 Toyota RAV4');
    await userEvent.click(within(row).getByRole('button', { name: /^Delete/ }));
    // What the browser sends a modal <dialog> on Escape (jsdom has no showModal).
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);
  });
});
