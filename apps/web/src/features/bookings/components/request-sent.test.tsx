import type { NotificationSettings } from '@kodesha/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aBooking, aBookingSummary, aPage, aUser } from '@/test/fixtures';
import { renderScreen, stubApi, testQueryClient } from '@/test/render';
import type { BookedState } from './booking-form';
import { MyBookingsPanel } from './my-bookings-panel';
import { RequestSent } from './request-sent';

// A car request starting 15 January 2099 at 07:00 UTC: 09:00 in Kigali.
const request = aBooking();
const driverRequest = aBooking({
  item_type: 'driver',
  item_title: 'Eric Niyonzima',
  provider: { id: 5, name: 'Eric Niyonzima', phone: null },
  car: null,
});
const on: NotificationSettings = { sms: true, email: true };

/** The server's channels (`GET /api/channels`); anything else answers empty. */
const serverSends = (channels: { sms: boolean; email: boolean }) =>
  stubApi((url) => (url === '/api/channels' ? { body: channels } : { body: {} }));

const showSent = (settings: NotificationSettings | undefined, booking = request) =>
  renderScreen(
    <RequestSent
      booking={booking}
      notice="Booking request submitted successfully!"
      settings={settings}
    />,
  );

describe('RequestSent: who answers, by when, and how the client hears (rules §4.3)', () => {
  it('names the car’s owner and the start in Kigali time, when an unanswered request expires', async () => {
    serverSends({ sms: false, email: false });
    sessionStore.start({ token: 't', user: aUser() });
    showSent(on);
    const sent = screen.getByRole('status');
    expect(sent).toHaveTextContent('Booking request submitted successfully!');
    expect(within(sent).getByText('What happens next')).toBeInTheDocument();
    expect(
      within(sent).getByText('Aline Uwase, the car’s owner, confirms or declines your request.'),
    ).toBeInTheDocument();
    expect(
      within(sent).getByText(
        'They have until 15 Jan 2099, 09:00 (Kigali time), when the booking would start. A request nobody answers by then expires.',
      ),
    ).toBeInTheDocument();
    // No gateway and no mail server here: the app alone, whatever the settings say.
    expect(
      await within(sent).findByText('You will hear their answer in the app.'),
    ).toBeInTheDocument();
  });

  it('names the driver who answers a driver request', () => {
    serverSends({ sms: false, email: false });
    showSent(on, driverRequest);
    expect(
      screen.getByText('Eric Niyonzima, the driver, accepts or declines your request.'),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'both sent, both on, phone verified',
      { sms: true, email: true },
      on,
      true,
      'You will hear their answer in the app, by SMS and by email.',
    ],
    [
      'SMS turned off in the settings',
      { sms: true, email: true },
      { sms: false, email: true },
      true,
      'You will hear their answer in the app and by email.',
    ],
    [
      'a phone not verified gets no SMS',
      { sms: true, email: true },
      on,
      false,
      'You will hear their answer in the app and by email.',
    ],
    [
      'email turned off, SMS on',
      { sms: true, email: true },
      { sms: true, email: false },
      true,
      'You will hear their answer in the app and by SMS.',
    ],
    [
      'a server without a mail server',
      { sms: true, email: false },
      on,
      true,
      'You will hear their answer in the app and by SMS.',
    ],
  ] as const)('%s: %j', async (_, channels, settings, verified, words) => {
    serverSends(channels);
    sessionStore.start({
      token: 't',
      user: aUser({ phone_number: '+250788333444', is_phone_verified: verified }),
    });
    showSent(settings);
    expect(await screen.findByText(words)).toBeInTheDocument();
  });

  it('promises nothing beyond the app while the settings are still loading', async () => {
    serverSends({ sms: true, email: true });
    sessionStore.start({
      token: 't',
      user: aUser({ phone_number: '+250788333444', is_phone_verified: true }),
    });
    showSent(undefined);
    expect(await screen.findByText('You will hear their answer in the app.')).toBeInTheDocument();
  });
});

describe('the bookings tab after a request (rules §4.3, §4.4)', () => {
  it('confirms the request with what happens next, and its card says who it waits for, until when', async () => {
    stubApi((url) =>
      url === '/api/channels'
        ? { body: { sms: false, email: true } }
        : { body: { ...aPage([request]), summary: aBookingSummary({ total: 1, pending: 1 }) } },
    );
    sessionStore.start({ token: 't', user: aUser() });
    const state: BookedState = {
      notice: 'Booking request submitted successfully!',
      requested: request,
    };
    const router = createMemoryRouter(
      [{ path: '/account', element: <MyBookingsPanel notificationSettings={on} /> }],
      { initialEntries: [{ pathname: '/account', search: '?tab=bookings', state }] },
    );
    render(
      <QueryClientProvider client={testQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText('You will hear their answer in the app and by email.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Aline Uwase, the car’s owner, confirms or declines your request.'),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article');
    expect(
      within(card).getByText('Waiting for Aline Uwase to answer, until 15 Jan 2099, 09:00.'),
    ).toBeInTheDocument();
    // Shown while the tab stays open; a reload must not announce the request again.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.search).toBe('?tab=bookings');
    expect(screen.getByText('What happens next')).toBeInTheDocument();
  });

  it('a plain notice (no request with it) stays a plain notice', async () => {
    stubApi(() => ({ body: { ...aPage([]), summary: aBookingSummary() } }));
    const router = createMemoryRouter([{ path: '/', element: <MyBookingsPanel /> }], {
      initialEntries: [{ pathname: '/', state: { notice: 'Booking cancelled successfully' } }],
    });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Booking cancelled successfully')).toBeInTheDocument();
    expect(screen.queryByText('What happens next')).toBeNull();
  });
});
