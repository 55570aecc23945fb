import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aCar, aUser } from '@/test/fixtures';
import { renderRoutes, requestedUrls, stubApi } from '@/test/render';
import { CarDetailPage } from './car-detail-page';

const renderAt = (path: string) =>
  renderRoutes([{ path: '/cars/:id', element: <CarDetailPage /> }], path);

describe('CarDetailPage', () => {
  it('shows the car with its pricing grid from the shared tiers, to visitors too', async () => {
    const fetch = stubApi(() => ({ body: { data: aCar() } }));
    renderAt('/cars/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: '2020 Toyota RAV4' }),
    ).toBeInTheDocument();
    expect(requestedUrls(fetch)).toEqual(['/api/cars/7']);
    expect(screen.getByText('RWF 15,000')).toBeInTheDocument(); // an hour
    expect(screen.getByText('RWF 120,000')).toBeInTheDocument(); // a day: 8 hours
    expect(screen.getByText('RWF 600,000')).toBeInTheDocument(); // a week: 5 days
    expect(screen.getByText('RWF 2,400,000')).toBeInTheDocument(); // a month: 4 weeks
    expect(screen.getByText('Monday to Friday, 08:00 – 18:00')).toBeInTheDocument();
    expect(screen.getByText('Call ahead')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About this car' })).toBeInTheDocument();
    expect(screen.getByText('Bluetooth')).toBeInTheDocument();
    expect(screen.getByText(/no payment is taken on the platform/)).toBeInTheDocument();
    expect(document.title).toBe('2020 Toyota RAV4 — Kodesha');
  });

  it('asks a visitor to log in or sign up for booking and chat, coming back here after', async () => {
    stubApi(() => ({ body: { data: aCar() } }));
    renderAt('/cars/7');
    expect(await screen.findByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    const logIns = screen.getAllByRole('link', { name: 'Log In' });
    logIns.forEach((link) => expect(link).toHaveAttribute('href', '/login?next=%2Fcars%2F7'));
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('shows a signed-in client no login panels and no stand-in booking or chat form', async () => {
    stubApi(() => ({ body: { data: aCar() } }));
    sessionStore.start({ token: 't', user: aUser() });
    renderAt('/cars/7');
    expect(await screen.findByText('License verification required')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Login Required' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers the owner of the car a way to edit it', async () => {
    stubApi(() => ({ body: { data: aCar({ is_active: false }) } }));
    sessionStore.start({ token: 't', user: aUser({ id: 3, role: 'owner' }) });
    renderAt('/cars/7');
    expect(await screen.findByRole('link', { name: 'Edit this listing' })).toHaveAttribute(
      'href',
      '/owner/edit-car/7',
    );
    expect(screen.getByText('Hidden from the public')).toBeInTheDocument();
  });

  it("says 'Car Not Found' for a missing car, with a way back to the list", async () => {
    stubApi(() => ({ status: 404, body: { message: 'Car not found' } }));
    renderAt('/cars/999');
    expect(await screen.findByRole('heading', { name: 'Car Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cars' })).toHaveAttribute('href', '/cars');
    await waitFor(() => expect(document.title).toBe('Car Not Found — Kodesha'));
  });

  it.each(['abc', '0', '7abc', '-1'])(
    "says 'Car Not Found' for /cars/%s without asking the server",
    (id) => {
      const fetch = stubApi(() => ({ body: {} }));
      renderAt(`/cars/${id}`);
      expect(screen.getByRole('heading', { name: 'Car Not Found' })).toBeInTheDocument();
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it("shows 'Error Loading Cars' when the server fails, and tries again", async () => {
    let fail = true;
    stubApi(() => (fail ? { status: 500, body: {} } : { body: { data: aCar() } }));
    renderAt('/cars/7');
    expect(await screen.findByText('Error Loading Cars')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '2020 Toyota RAV4' }),
    ).toBeInTheDocument();
  });
});
