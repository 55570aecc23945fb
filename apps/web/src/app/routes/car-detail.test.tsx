import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aCar, aUser } from '@/test/fixtures';
import { renderRoutes, stubApi } from '@/test/render';
import { Component as CarDetailPage } from './car-detail';

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
    expect(screen.queryByRole('link', { name: 'Chat with owner' })).not.toBeInTheDocument();
  });

  it('offers a signed-in visitor a chat with the owner, but not the owner themself', async () => {
    stubApi(() => ({ body: { data: aCar() } }));
    sessionStore.start({ token: 't', user: aUser({ id: 11 }) });
    renderAt('/cars/7');
    expect(await screen.findByRole('link', { name: 'Chat with owner' })).toHaveAttribute(
      'href',
      '/chat?recipient=3&related_to_type=car&related_to_id=7',
    );
  });

  it('offers the owner of the car no chat with themself', async () => {
    stubApi(() => ({ body: { data: aCar() } }));
    sessionStore.start({ token: 't', user: aUser({ id: 3, role: 'owner' }) });
    renderAt('/cars/7');
    await screen.findByRole('heading', { level: 1, name: '2020 Toyota RAV4' });
    expect(screen.queryByRole('link', { name: 'Chat with owner' })).not.toBeInTheDocument();
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
