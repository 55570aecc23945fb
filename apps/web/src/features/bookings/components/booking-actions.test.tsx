import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aBooking } from '@/test/fixtures';
import { renderScreen, stubApi } from '@/test/render';
import { BookingActions } from './booking-actions';

const now = new Date('2099-01-01T00:00:00Z');
const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('BookingActions: only the moves rules §4.4 allows', () => {
  it.each([
    ['provider', 'pending', 'owner', ['Confirm', 'Decline']],
    ['provider', 'pending', 'driver', ['Accept', 'Decline']],
    ['provider', 'confirmed', 'owner', []], // it starts on 15 January: not yet
    ['client', 'pending', 'client', ['Cancel Booking']],
    ['client', 'confirmed', 'client', ['Cancel Booking']],
    ['client', 'completed', 'client', []],
    ['provider', 'cancelled', 'owner', []],
    ['admin', 'pending', 'admin', ['Confirm', 'Cancel request']],
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

  const pendingForOwner = aBooking({
    viewer: 'provider',
    user: { id: 11, name: 'Jean Mugabo', email: 'jean@example.rw', phone: null },
  });
  const inDialog = (name: string) =>
    within(screen.getByRole('dialog')).getByRole('button', { name });

  it('an owner declines a request: the dialog names it, its buttons say what they do, and the reason goes with it', async () => {
    const fetch = stubApi(() => ({
      body: { data: aBooking({ status: 'cancelled', viewer: 'provider' }) },
    }));
    renderScreen(<BookingActions booking={pendingForOwner} words="owner" now={now} />);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this request?' });
    expect(dialog).toHaveTextContent(
      'Jean Mugabo is told that you declined. This cannot be undone.',
    );
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Keep request', 'Decline request']);
    await userEvent.click(inDialog('Keep request'));
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const reason = screen.getByRole('textbox', { name: 'Reason for Jean Mugabo (optional)' });
    expect(reason).toHaveValue('');
    expect(reason).toHaveAttribute('maxlength', '500');
    await userEvent.type(reason, '  The car is at the garage that day.  ');
    await userEvent.click(inDialog('Decline request'));
    expect(await screen.findByText('Request declined. Jean Mugabo is told.')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/bookings/42/update-status');
    expect(JSON.parse(String(init?.body))).toEqual({
      status: 'cancelled',
      note: 'The car is at the garage that day.',
    });
  });

  it('a driver declines without a reason: only the status is sent', async () => {
    const fetch = stubApi(() => ({
      body: { data: aBooking({ status: 'cancelled', viewer: 'provider' }) },
    }));
    renderScreen(<BookingActions booking={pendingForOwner} words="driver" now={now} />);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await userEvent.type(screen.getByRole('textbox'), '   ');
    await userEvent.click(inDialog('Decline request'));
    expect(await screen.findByText('Request declined. Jean Mugabo is told.')).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ status: 'cancelled' });
  });

  it('refuses a reason over 500 characters with the spec’s words, and sends nothing', async () => {
    const fetch = stubApi(() => ({}));
    renderScreen(<BookingActions booking={pendingForOwner} words="owner" now={now} />);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    // Pasted past the field's own limit, as a script or an old browser might.
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'a'.repeat(501) } });
    await userEvent.click(inDialog('Decline request'));
    expect(
      await within(screen.getByRole('dialog')).findByText(
        'Your reason must be at most 500 characters',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of the reason under it, and keeps the dialog open', async () => {
    stubApi(() => ({
      status: 422,
      body: {
        code: 'request.invalid',
        message: 'Your reason must be at most 500 characters',
        errors: { note: ['Your reason must be at most 500 characters'] },
        error_codes: { note: ['invalid.bookingDeclineNoteTooLong'] },
      },
    }));
    renderScreen(<BookingActions booking={pendingForOwner} words="owner" now={now} />);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await userEvent.type(screen.getByRole('textbox'), 'Too long, says the server');
    await userEvent.click(inDialog('Decline request'));
    const dialog = screen.getByRole('dialog', { name: 'Decline this request?' });
    expect(
      await within(dialog).findByText('Your reason must be at most 500 characters'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('Too long, says the server');
  });

  it('an admin cancels a request with words that say so, and gives no reason', async () => {
    const fetch = stubApi(() => ({
      body: { data: aBooking({ status: 'cancelled', viewer: 'admin' }) },
    }));
    renderScreen(
      <BookingActions booking={aBooking({ viewer: 'admin' })} words="admin" now={now} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this request?' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Keep request', 'Cancel request']);
    await userEvent.click(inDialog('Cancel request'));
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
