import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aDriver, aPage } from '@/test/fixtures';
import { renderScreen, requestedUrls, stubApi } from '@/test/render';
import { Component as DriverListPage } from './driver-list';

describe('DriverListPage', () => {
  it('sends the URL filters and writes new ones into the URL', async () => {
    const fetch = stubApi(() => ({ body: aPage([aDriver()]) }));
    const router = renderScreen(<DriverListPage />, '/drivers?location=Kigali&min_rating=9');
    expect(await screen.findByRole('heading', { name: 'Eric Niyonzima' })).toBeInTheDocument();
    expect(requestedUrls(fetch)[0]).toBe('/api/drivers?location=Kigali'); // 9 is not an option
    await userEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    await userEvent.selectOptions(screen.getByLabelText('Specialty'), 'tourist-guide');
    await userEvent.selectOptions(screen.getByLabelText('Minimum experience'), '5');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?location=Kigali&specialty=tourist-guide&min_experience=5',
      ),
    );
    await waitFor(() =>
      expect(requestedUrls(fetch).at(-1)).toBe(
        '/api/drivers?location=Kigali&specialty=tourist-guide&min_experience=5',
      ),
    );
  });

  it('says on each card whether the driver is Available or Offline (rules §3.7)', async () => {
    stubApi(() => ({
      body: aPage([
        aDriver({ id: 1, name: 'Eric Niyonzima', is_available: true }),
        aDriver({ id: 2, name: 'Aline Uwase', is_available: false }),
      ]),
    }));
    renderScreen(<DriverListPage />, '/drivers');
    const card = async (name: string) =>
      (await screen.findByRole('heading', { name })).closest('article')!;
    expect(await card('Eric Niyonzima')).toHaveTextContent('Available');
    expect(await card('Aline Uwase')).toHaveTextContent('Offline');
    expect(await card('Aline Uwase')).not.toHaveTextContent('Available');
  });

  it("shows 'Error Loading Drivers' with Try Again, and the empty state", async () => {
    let answer: { status: number; body: unknown } = { status: 500, body: {} };
    stubApi(() => answer);
    renderScreen(<DriverListPage />, '/drivers');
    expect(await screen.findByText('Error Loading Drivers')).toBeInTheDocument();
    answer = { status: 200, body: aPage([]) };
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    // rules §9.10: no search and no driver at all.
    expect(await screen.findByText('No drivers available at the moment')).toBeInTheDocument();
  });

  it("says 'No drivers match your search' when a search finds nobody", async () => {
    stubApi(() => ({ body: aPage([]) }));
    renderScreen(<DriverListPage />, '/drivers?search=zzz');
    expect(await screen.findByText('No drivers match your search')).toBeInTheDocument();
    expect(screen.queryByText('No drivers available at the moment')).not.toBeInTheDocument();
  });
});
