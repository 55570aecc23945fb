import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aBookingSummary, aDriver, aPage, aUser } from '@/test/fixtures';
import { renderScreen, stubApi } from '@/test/render';
import { Component as DriverDashboardPage } from './driver-dashboard';

const own = aDriver({ license_verification_status: 'pending', license_number: 'RW-1' });
const noRequests = { body: { ...aPage([]), summary: aBookingSummary() } };

describe('DriverDashboardPage', () => {
  it("shows 'Driver Profile Not Found' with the way to register", async () => {
    stubApi(() => ({ status: 404, body: { message: 'Driver not found' } }));
    renderScreen(<DriverDashboardPage />);
    expect(
      await screen.findByRole('heading', { name: 'Driver Profile Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register as Driver' })).toHaveAttribute(
      'href',
      '/driver/register',
    );
  });

  it('shows the pending state and saves Go Offline on the server', async () => {
    let current = own;
    const fetch = stubApi((url, init) => {
      if (url.startsWith('/api/bookings')) return noRequests;
      if (init.method === 'PUT') {
        current = { ...current, is_available: false };
      }
      return { body: { data: current } };
    });
    renderScreen(<DriverDashboardPage />);
    expect(await screen.findByText(/Your licence is being checked/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go Offline' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Go Online' })).toBeInTheDocument(),
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/drivers/4');
    expect(put?.[1]?.body).toBe('{"is_available":false}');
  });

  it('has the Booking Requests and Driver Profile tabs', async () => {
    const fetch = stubApi((url) =>
      url.startsWith('/api/bookings') ? noRequests : { body: { data: own } },
    );
    renderScreen(<DriverDashboardPage />);
    expect(await screen.findByText('No booking requests at the moment')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/bookings?page=1&per_page=10');
    await userEvent.click(await screen.findByRole('tab', { name: 'Driver Profile' }));
    expect(screen.getByRole('tab', { name: 'Driver Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/driver/profile',
    );
  });

  it('reminds a driver whose phone is not verified; the profile tab verifies it and holds the notification settings', async () => {
    stubApi((url) => {
      if (url === '/api/channels') return { body: { sms: true, email: true } };
      return url.startsWith('/api/bookings') ? noRequests : { body: { data: own } };
    });
    sessionStore.start({
      token: 't',
      user: aUser({ role: 'driver', phone_number: '+250788555010' }),
    });
    renderScreen(<DriverDashboardPage />);
    expect(
      await screen.findByRole('region', { name: 'Verify your phone number' }),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('tab', { name: 'Driver Profile' }));
    expect(screen.getByRole('region', { name: 'Phone verification' })).toHaveTextContent(
      'Not verified',
    );
    expect(screen.getByRole('region', { name: 'Notification settings' })).toBeInTheDocument();
  });
});
