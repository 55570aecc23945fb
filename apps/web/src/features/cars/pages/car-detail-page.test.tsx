import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCar } from '@/test/fixtures';
import { renderRoutes, stubApi } from '@/test/render';
import { CarDetailPage } from './car-detail-page';

const renderAt = (path: string) =>
  renderRoutes([{ path: '/cars/:id', element: <CarDetailPage /> }], path);

describe('CarDetailPage', () => {
  it('shows the car with its pricing grid from the shared tiers, to visitors too', async () => {
    stubApi(() => ({ body: { data: aCar() } }));
    renderAt('/cars/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: '2020 Toyota RAV4' }),
    ).toBeInTheDocument();
    expect(screen.getByText('RWF 120,000')).toBeInTheDocument(); // a day: 8 hours
    expect(screen.getByText('RWF 600,000')).toBeInTheDocument(); // a week: 5 days
    expect(screen.getByText('RWF 2,400,000')).toBeInTheDocument(); // a month: 4 weeks
    expect(screen.getByText('Monday to Friday, 08:00 – 18:00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
  });

  it("says 'Car Not Found' for a missing car and for an id that is not a number", async () => {
    stubApi(() => ({ status: 404, body: { message: 'Car not found' } }));
    renderAt('/cars/999');
    expect(await screen.findByRole('heading', { name: 'Car Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cars' })).toHaveAttribute('href', '/cars');
  });

  it('does not ask the server about an id that cannot exist', () => {
    const fetch = stubApi(() => ({ body: {} }));
    renderAt('/cars/abc');
    expect(screen.getByRole('heading', { name: 'Car Not Found' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
