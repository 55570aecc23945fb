import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aCar, aPage, aUser } from '@/test/fixtures';
import { renderScreen, stubApi } from '@/test/render';
import { OwnerDashboardPage } from './owner-dashboard-page';

const stats = {
  total_cars: 2,
  active_cars: 1,
  total_bookings: 0,
  pending_bookings: 0,
  unread_messages: 0,
};

function serve() {
  const calls: string[] = [];
  const fetch = stubApi((url, init) => {
    calls.push(`${init.method ?? 'GET'} ${url}`);
    if (url === '/api/owner/dashboard') return { body: { data: { stats } } };
    if (url.startsWith('/api/my-cars'))
      return { body: aPage([aCar(), aCar({ id: 8, model: 'Hilux', is_active: false })]) };
    if (init.method === 'DELETE') return { status: 204 };
    return { body: { data: aCar() } };
  });
  return { fetch, calls };
}

describe('OwnerDashboardPage', () => {
  it("shows the stat cards and the owner's cars", async () => {
    serve();
    sessionStore.start({ token: 't', user: aUser({ role: 'owner', name: 'Aline' }) });
    renderScreen(<OwnerDashboardPage />);
    expect(await screen.findByText('1 active')).toBeInTheDocument();
    expect(screen.getByText('Total Cars').nextSibling).toHaveTextContent('2');
    expect(await screen.findByRole('heading', { name: '2020 Toyota Hilux' })).toBeInTheDocument();
  });

  it('switches a car off the website with a PUT of is_active only', async () => {
    const { fetch } = serve();
    renderScreen(<OwnerDashboardPage />);
    const row = (await screen.findByRole('heading', { name: '2020 Toyota RAV4' })).closest(
      'article',
    )!;
    await userEvent.click(within(row).getByRole('switch', { name: 'Visible on the website' }));
    await waitFor(() => {
      const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(put?.[0]).toBe('/api/cars/7');
      expect(put?.[1]?.body).toBe('{"is_active":false}');
    });
    expect(await screen.findByText('Car deactivated successfully')).toBeInTheDocument();
  });

  it('deletes only after the owner confirms in the modal', async () => {
    const { calls } = serve();
    renderScreen(<OwnerDashboardPage />);
    const row = (await screen.findByRole('heading', { name: '2020 Toyota RAV4' })).closest(
      'article',
    )!;
    await userEvent.click(within(row).getByRole('button', { name: /^Delete/ }));
    expect(
      screen.getByText(
        'Are you sure you want to delete this car listing? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);

    await userEvent.click(within(row).getByRole('button', { name: /^Delete/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/cars/7'));
    expect(await screen.findByText('Car deleted successfully')).toBeInTheDocument();
  });
});
