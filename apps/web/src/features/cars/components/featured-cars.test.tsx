import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aCar, aPage } from '@/test/fixtures';
import { renderScreen, requestedUrls, stubApi } from '@/test/render';
import { FeaturedCars } from './featured-cars';

describe('FeaturedCars (Home)', () => {
  it('asks for the first 3 active cars and shows them', async () => {
    const cars = [aCar({ id: 1 }), aCar({ id: 2, model: 'Prado' }), aCar({ id: 3, make: 'Kia' })];
    const fetch = stubApi(() => ({ body: aPage(cars, { per_page: 3, total: 30, last_page: 10 }) }));
    renderScreen(<FeaturedCars />);
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(requestedUrls(fetch)).toEqual(['/api/cars?per_page=3']);
    expect(screen.getByRole('link', { name: 'View all cars' })).toHaveAttribute('href', '/cars');
  });

  it("says 'No cars available right now' and invites owners to list theirs", async () => {
    stubApi(() => ({ body: aPage([]) }));
    renderScreen(<FeaturedCars />);
    expect(await screen.findByText('No cars available right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List Your Car' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: 'View all cars' })).not.toBeInTheDocument();
  });

  it('offers to try again when the cars cannot be loaded', async () => {
    let fail = true;
    stubApi(() => (fail ? { status: 503, body: {} } : { body: aPage([aCar()]) }));
    renderScreen(<FeaturedCars />);
    expect(await screen.findByText('Error Loading Cars')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: '2020 Toyota RAV4' })).toBeInTheDocument();
  });
});
