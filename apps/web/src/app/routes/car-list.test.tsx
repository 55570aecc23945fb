import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aCar, aPage } from '@/test/fixtures';
import { renderScreen, requestedUrls, stubApi } from '@/test/render';
import { Component as CarListPage } from './car-list';

describe('CarListPage', () => {
  it('sends the URL filters to the server and writes new ones into the URL', async () => {
    const fetch = stubApi(() => ({ body: aPage([aCar()]) }));
    const router = renderScreen(<CarListPage />, '/cars?location=Huye');
    expect(await screen.findByRole('heading', { name: '2020 Toyota RAV4' })).toBeInTheDocument();
    expect(requestedUrls(fetch)[0]).toBe('/api/cars?location=Huye');

    await userEvent.selectOptions(screen.getByLabelText('Car type'), 'suv');
    await waitFor(() => expect(router.state.location.search).toBe('?location=Huye&car_type=suv'));
    await userEvent.selectOptions(screen.getByLabelText('Price per hour'), '10000-20000');
    await userEvent.type(screen.getByRole('searchbox'), 'rav');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?search=rav&location=Huye&car_type=suv&min_price=10000&max_price=20000',
      ),
    );
    await waitFor(() =>
      expect(requestedUrls(fetch).at(-1)).toBe(
        '/api/cars?search=rav&location=Huye&car_type=suv&min_price=10000&max_price=20000',
      ),
    );
  });

  it('shows the empty state with a way out', async () => {
    stubApi(() => ({ body: aPage([]) }));
    const router = renderScreen(<CarListPage />, '/cars?search=zzz');
    expect(await screen.findByText('No cars match your search')).toBeInTheDocument();
    const emptyState = screen.getByText('No cars match your search').parentElement!;
    await userEvent.click(within(emptyState).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("says 'No cars available at the moment' when no search is made and there is no car", async () => {
    stubApi(() => ({ body: aPage([]) }));
    renderScreen(<CarListPage />, '/cars?sort=price_asc');
    expect(await screen.findByText('No cars available at the moment')).toBeInTheDocument();
    expect(screen.queryByText('No cars match your search')).not.toBeInTheDocument();
  });

  it("shows 'Error Loading Cars' and tries again", async () => {
    let fail = true;
    stubApi(() => (fail ? { status: 500, body: {} } : { body: aPage([aCar()]) }));
    renderScreen(<CarListPage />, '/cars');
    expect(await screen.findByText('Error Loading Cars')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: '2020 Toyota RAV4' })).toBeInTheDocument();
  });

  it('pages through results', async () => {
    const fetch = stubApi(() => ({ body: aPage([aCar()], { last_page: 3, total: 45 }) }));
    const router = renderScreen(<CarListPage />, '/cars');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(requestedUrls(fetch).at(-1)).toBe('/api/cars?page=2'));
    expect(screen.getByText('45 cars')).toBeInTheDocument();
  });
});
