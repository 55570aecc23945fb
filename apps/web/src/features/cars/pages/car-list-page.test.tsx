import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CarView, Page } from '@kodesha/domain';
import { aCar, aPage } from '@/test/fixtures';
import { renderScreen, requestedUrls, stubApi } from '@/test/render';
import { CarListPage } from './car-list-page';

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

  it('writes availability, location and sort into the URL and the request, back on page 1', async () => {
    const fetch = stubApi(() => ({ body: aPage([aCar()], { current_page: 3, last_page: 3 }) }));
    const router = renderScreen(<CarListPage />, '/cars?page=3');
    await screen.findByRole('heading', { name: '2020 Toyota RAV4' });
    await userEvent.selectOptions(screen.getByLabelText('Availability'), 'weekends');
    await waitFor(() => expect(router.state.location.search).toBe('?availability=weekends'));
    await userEvent.selectOptions(screen.getByLabelText('Location'), 'Musanze');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price_desc');
    await userEvent.selectOptions(screen.getByLabelText('Price per hour'), '20000+');
    const query = '?location=Musanze&min_price=20000&availability=weekends&sort=price_desc';
    await waitFor(() => expect(router.state.location.search).toBe(query));
    await waitFor(() => expect(requestedUrls(fetch).at(-1)).toBe(`/api/cars${query}`));
    expect(screen.getByRole('button', { name: /Show filters \(3 chosen\)/ })).toBeInTheDocument();
  });

  it('follows the back button to the earlier filters', async () => {
    const fetch = stubApi(() => ({ body: aPage([aCar()]) }));
    const router = renderScreen(<CarListPage />, '/cars?car_type=van');
    await userEvent.selectOptions(await screen.findByLabelText('Car type'), 'electric');
    await waitFor(() => expect(router.state.location.search).toBe('?car_type=electric'));
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Car type')).toHaveValue('van'));
    await waitFor(() => expect(requestedUrls(fetch).at(-1)).toBe('/api/cars?car_type=van'));
  });

  it('ignores values a hand-edited link invents, instead of failing', async () => {
    const fetch = stubApi(() => ({ body: aPage([aCar()]) }));
    renderScreen(
      <CarListPage />,
      '/cars?location=Paris&car_type=tank&availability=never&sort=cheap&min_price=abc&page=-2',
    );
    expect(await screen.findByRole('heading', { name: '2020 Toyota RAV4' })).toBeInTheDocument();
    expect(requestedUrls(fetch)).toEqual(['/api/cars']);
    expect(screen.getByLabelText('Location')).toHaveValue('');
    expect(screen.getByLabelText('Car type')).toHaveValue('');
    expect(screen.getByLabelText('Sort by')).toHaveValue('newest');
  });

  it('sends a link past the last page back to page 1, rather than saying nothing matches', async () => {
    stubApi(() => ({ body: aPage([], { current_page: 9, last_page: 2, total: 25 }) }));
    const router = renderScreen(<CarListPage />, '/cars?car_type=suv&page=9');
    expect(await screen.findByText('No more cars on this page')).toBeInTheDocument();
    expect(screen.queryByText('No cars match your search')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?car_type=suv'));
  });

  it('keeps the current cars on screen while the next page loads', async () => {
    let release: (() => void) | undefined;
    const pageTwo = aPage([aCar({ id: 8, make: 'Kia' })], { current_page: 2, last_page: 2 });
    const answer = (body: Page<CarView>) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url.includes('page=2')
          ? new Promise<Response>((resolve) => (release = () => resolve(answer(pageTwo))))
          : Promise.resolve(answer(aPage([aCar()], { last_page: 2 }))),
      ),
    );
    renderScreen(<CarListPage />, '/cars');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(release).toBeDefined());
    expect(screen.getByRole('heading', { name: '2020 Toyota RAV4' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument();
    release?.();
    expect(await screen.findByRole('heading', { name: '2020 Kia RAV4' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });
});
