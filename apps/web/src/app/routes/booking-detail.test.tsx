import { messages } from '@kodesha/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingDetailView } from '@kodesha/domain';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aBooking, aUser } from '@/test/fixtures';
import { MyBookingsPanel } from '@/features/bookings/components/my-bookings-panel';
import { renderRoutes, renderScreen, stubApi, testQueryClient } from '@/test/render';
import type { BookedState } from '@/features/bookings/components/booking-form';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Component as BookingDetailPage } from './booking-detail';

const aDriverSummary = {
  id: 4,
  name: 'Eric Niyonzima',
  experience: 14,
  location: 'Kigali',
  profile_thumbnail: null,
} satisfies BookingDetailView['driver'];

describe('BookingDetailPage (/booking/{id})', () => {
  const show = (booking = aBooking(), user = aUser()) => {
    stubApi(() => ({ body: { data: booking } }));
    sessionStore.start({ token: 't', user });
    return renderScreen(<BookingDetailPage />, `/booking/${booking.id}`, '/booking/:id');
  };

  it('shows the status, the details, the timeline and Cancel Booking for a pending request', async () => {
    show(
      aBooking({
        history: [
          {
            from_status: null,
            to_status: 'pending',
            by: 'client',
            reason: null,
            via: 'app',
            note: null,
            at: '2098-12-30T08:00:00.000Z',
          },
        ],
      }),
    );
    expect(await screen.findByRole('heading', { name: '2020 Toyota RAV4' })).toBeInTheDocument();
    expect(screen.getAllByText('Pending').length).toBeGreaterThan(0);
    expect(screen.getByText('RWF 45,000')).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByText('Requested')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();
    expect(
      screen.getByText('Their phone number appears here once they confirm your request.'),
    ).toBeInTheDocument();
  });

  it('says in the timeline when the provider answered by SMS (rules §10.10)', async () => {
    show(
      aBooking({
        status: 'confirmed',
        history: [
          {
            from_status: null,
            to_status: 'pending',
            by: 'client',
            reason: null,
            via: 'app',
            note: null,
            at: '2098-12-30T08:00:00.000Z',
          },
          {
            from_status: 'pending',
            to_status: 'confirmed',
            by: 'provider',
            reason: null,
            via: 'sms',
            note: null,
            at: '2098-12-30T08:05:00.000Z',
          },
        ],
      }),
    );
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByText('by the owner by SMS')).toBeInTheDocument();
    expect(within(timeline).getByText('by the client')).toBeInTheDocument();
  });

  it('offers Leave a Review once completed, and explains an expired request', async () => {
    show(
      aBooking({
        status: 'completed',
        provider: { id: 3, name: 'Aline Uwase', phone: '+250 788 111 222' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Leave a Review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call +250 788 111 222' })).toHaveAttribute(
      'href',
      'tel:+250788111222',
    );
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
  });

  it('tells the client why a request was cancelled', async () => {
    show(aBooking({ status: 'cancelled', cancel_reason: 'expired' }));
    expect(
      await screen.findByText('Expired: nobody answered before the start time'),
    ).toBeInTheDocument();
  });

  it('gives the client the provider’s reason for declining, at the top and on its timeline line', async () => {
    const reason = 'The car is at the garage that day.';
    show(
      aBooking({
        status: 'cancelled',
        cancel_reason: 'declined',
        history: [
          ...aBooking().history,
          {
            from_status: 'pending',
            to_status: 'cancelled',
            by: 'provider',
            reason: 'declined',
            via: 'app',
            note: reason,
            at: '2098-12-31T08:00:00.000Z',
          },
        ],
      }),
    );
    await screen.findByRole('heading', { name: '2020 Toyota RAV4' });
    const [top] = screen
      .getAllByRole('status')
      .filter((alert) => alert.textContent?.startsWith('Declined by the owner or driver'));
    expect(top).toHaveTextContent(`Reason given: ${reason}`);
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem')[1]).toHaveTextContent(
      `Reason given: ${reason}`,
    );
  });

  it('an owner who hired a driver lands on the request with who answers, by when and how, once', async () => {
    const hired = aBooking({
      item_type: 'driver',
      item_title: 'Eric Niyonzima',
      provider: { id: 5, name: 'Eric Niyonzima', phone: null },
      car: null,
      driver: aDriverSummary,
    });
    stubApi((url) =>
      url === '/api/channels'
        ? { body: { sms: true, email: false } }
        : url === '/api/me/notification-settings'
          ? { body: { data: { sms: true, email: true } } }
          : { body: { data: hired } },
    );
    sessionStore.start({
      token: 't',
      user: aUser({ role: 'owner', phone_number: '+250788111222', is_phone_verified: true }),
    });
    const state: BookedState = {
      notice: 'Driver booking request submitted successfully!',
      requested: hired,
    };
    const router = createMemoryRouter([{ path: '/booking/:id', element: <BookingDetailPage /> }], {
      initialEntries: [{ pathname: '/booking/42', state }],
    });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText('Driver booking request submitted successfully!'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Eric Niyonzima, the driver, accepts or declines your request.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('You will hear their answer in the app and by SMS.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Waiting for Eric Niyonzima to answer, until 15 Jan 2099, 09:00.'),
    ).toBeInTheDocument();
    // A reload must not announce it again: the history entry no longer carries it.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getByText('Driver booking request submitted successfully!')).toBeInTheDocument();
  });

  it('lets the client chat with the owner about the booked car', async () => {
    show();
    expect(await screen.findByRole('link', { name: 'Chat with owner' })).toHaveAttribute(
      'href',
      '/chat?recipient=3&related_to_type=car&related_to_id=7',
    );
  });

  it('lets the driver message the client who booked them', async () => {
    show(
      aBooking({
        viewer: 'provider',
        item_type: 'driver',
        item_id: 4,
        car: null,
        driver: aDriverSummary,
      }),
      aUser({ id: 3, role: 'driver' }),
    );
    expect(await screen.findByRole('link', { name: 'Message client' })).toHaveAttribute(
      'href',
      '/chat?recipient=11&related_to_type=driver&related_to_id=4',
    );
  });

  it('offers no chat once the listing is gone', async () => {
    show(aBooking({ car: null }));
    await screen.findByRole('heading', { name: '2020 Toyota RAV4' });
    expect(screen.queryByRole('link', { name: /Chat with/ })).not.toBeInTheDocument();
  });

  it('shows Booking Not Found for someone else’s booking', async () => {
    stubApi(() => ({ status: 403, body: { message: 'forbidden' } }));
    sessionStore.start({ token: 't', user: aUser() });
    renderScreen(<BookingDetailPage />, '/booking/5', '/booking/:id');
    expect(await screen.findByRole('heading', { name: 'Booking Not Found' })).toBeInTheDocument();
  });

  describe('rules §9.10’s words', () => {
    it("a booking whose details fail to load says 'Failed to load booking details' on /account?tab=bookings", async () => {
      stubApi((url) =>
        url.startsWith('/api/bookings/') ? { status: 500 } : { body: { data: [], summary: {} } },
      );
      sessionStore.start({ token: 't', user: aUser() });
      const router = renderRoutes(
        [
          { path: '/booking/:id', element: <BookingDetailPage /> },
          { path: '/account', element: <MyBookingsPanel /> },
        ],
        '/booking/42',
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(messages.bookingDetailsFailed);
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/account?tab=bookings',
      );
    });

    it("a saved review says 'Thank you! Your review has been saved.'", async () => {
      let review: { rating: number; comment: string; created_at: string } | null = null;
      stubApi((url, init) => {
        if (url === '/api/bookings/42/reviews' && init.method === 'POST') {
          review = { rating: 5, comment: '', created_at: '2099-01-16T08:00:00.000Z' };
          return { status: 201, body: { data: aBooking({ status: 'completed', review }) } };
        }
        return { body: { data: aBooking({ status: 'completed', review }) } };
      });
      sessionStore.start({ token: 't', user: aUser() });
      renderScreen(<BookingDetailPage />, '/booking/42', '/booking/:id');
      await userEvent.click(await screen.findByText('5 stars'));
      await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
      expect(await screen.findByText(messages.reviewSaved)).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('heading', { name: 'Leave a Review' })).not.toBeInTheDocument(),
      );
    });
  });
});
