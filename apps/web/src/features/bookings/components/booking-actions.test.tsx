import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aBooking } from '@/test/fixtures';
import { renderScreen, stubApi } from '@/test/render';
import { BookingActions } from './booking-actions';

const now = new Date('2099-01-01T00:00:00Z');
const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('BookingActions: only the moves rules §4.4 allows', () => {
  it.each([
    ['provider', 'pending', 'owner', ['Confirm', 'Cancel']],
    ['provider', 'pending', 'driver', ['Accept', 'Decline']],
    ['provider', 'confirmed', 'owner', []], // it starts on 15 January: not yet
    ['client', 'pending', 'client', ['Cancel Booking']],
    ['client', 'confirmed', 'client', ['Cancel Booking']],
    ['client', 'completed', 'client', []],
    ['provider', 'cancelled', 'owner', []],
    ['admin', 'pending', 'admin', ['Confirm', 'Cancel']],
  ] as const)('%s on a %s booking (%s words) sees %j', (viewer, status, words, expected) => {
    stubApi(() => ({}));
    renderScreen(<BookingActions booking={aBooking({ viewer, status })} words={words} now={now} />);
    expect(buttons()).toEqual(expected);
  });

  const confirmed = aBooking({ viewer: 'provider', status: 'confirmed' });

  it('offers no Complete before the booking starts, and says when it comes', () => {
    stubApi(() => ({}));
    renderScreen(<BookingActions booking={confirmed} words="driver" now={now} />);
    expect(buttons()).toEqual([]);
    expect(
      screen.getByText('You can mark this booking completed once it has started.'),
    ).toBeInTheDocument();
  });

  it('offers Complete once the booking has started', () => {
    stubApi(() => ({}));
    const started = new Date(new Date(confirmed.start_time).getTime() + 60_000);
    renderScreen(<BookingActions booking={confirmed} words="driver" now={started} />);
    expect(buttons()).toEqual(['Complete']);
    expect(screen.queryByText(/once it has started/)).not.toBeInTheDocument();
  });

  it('asks before cancelling, and cancels only after the client agrees', async () => {
    const fetch = stubApi(() => ({ body: { data: aBooking({ status: 'cancelled' }) } }));
    renderScreen(<BookingActions booking={aBooking()} words="client" now={now} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    expect(screen.getByText('Are you sure you want to cancel this booking?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep Booking' }));
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Cancel Booking')!,
    );
    expect(await screen.findByText('Booking cancelled successfully')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/bookings/42/update-status');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'cancelled' });
  });

  it('an owner cancels a pending request (Cancel, not Decline) after saying so in the dialog', async () => {
    const fetch = stubApi(() => ({
      body: { data: aBooking({ status: 'cancelled', viewer: 'provider' }) },
    }));
    renderScreen(
      <BookingActions booking={aBooking({ viewer: 'provider' })} words="owner" now={now} />,
    );
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Cancel this request?');
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!,
    );
    expect(await screen.findByText('Booking cancelled successfully')).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ status: 'cancelled' });
  });

  it('an owner confirms at once and reads the spec’s words', async () => {
    stubApi(() => ({ body: { data: aBooking({ status: 'confirmed', viewer: 'provider' }) } }));
    renderScreen(
      <BookingActions booking={aBooking({ viewer: 'provider' })} words="owner" now={now} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Booking confirmed successfully')).toBeInTheDocument();
  });

  it('shows why the server refused', async () => {
    stubApi(() => ({
      status: 409,
      body: { message: 'This time is already booked. Please choose another time.' },
    }));
    renderScreen(
      <BookingActions booking={aBooking({ viewer: 'provider' })} words="owner" now={now} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This time is already booked');
  });
});
