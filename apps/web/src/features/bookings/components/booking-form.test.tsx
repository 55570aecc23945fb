import { bookingView } from '@kodesha/domain';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aBooking, aUser } from '@/test/fixtures';
import { renderRoutes, stubApi } from '@/test/render';
import { BookingForm, type BookingListing } from './booking-form';

const car: BookingListing = { type: 'car', id: 7, price_per_hour: 15000, is_active: true };

function renderForm(item: BookingListing = car) {
  return renderRoutes(
    [
      { path: '/cars/7', element: <BookingForm item={item} providerUserId={3} /> },
      { path: '/account', element: <p>Account bookings</p> },
      { path: '/booking/:id', element: <p>Booking page</p> },
    ],
    '/cars/7',
  );
}

const fill = (date: string, time: string) => {
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: date } });
  fireEvent.change(screen.getByLabelText('Start time'), { target: { value: time } });
};

// The form's "today" and "a year ahead" come from the clock: the tests book mid-January 2099.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2099-01-01T08:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('BookingForm: reaching the client (rules §4.3)', () => {
  it('asks a client without a phone for one, says why, and sends it in E.164', async () => {
    const fetch = stubApi(() => ({ status: 201, body: { data: aBooking() } }));
    sessionStore.start({ token: 't', user: aUser({ phone_number: null }) });
    renderForm();
    const phone = screen.getByLabelText('Your phone number (optional)');
    expect(
      screen.getByText('The owner calls or texts you on it to arrange the pick-up.'),
    ).toBeInTheDocument();
    fill('2099-01-15', '09:00');
    await userEvent.type(phone, '0788 765 432');
    await userEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByText('Account bookings')).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/bookings')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ phone_number: '+250788765432' });
    expect(sessionStore.get()?.user.phone_number).toBe('+250788765432');
  });

  it('refuses a number it cannot read before sending anything', async () => {
    const fetch = stubApi(() => ({ status: 201, body: { data: aBooking() } }));
    sessionStore.start({ token: 't', user: aUser({ phone_number: null }) });
    renderForm();
    fill('2099-01-15', '09:00');
    await userEvent.type(screen.getByLabelText('Your phone number (optional)'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(
      await screen.findByText('Please enter a valid phone number, for example +250 788 123 456'),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not ask someone who has a phone', () => {
    stubApi(() => ({}));
    sessionStore.start({ token: 't', user: aUser({ phone_number: '+250788333444' }) });
    renderForm();
    expect(screen.queryByLabelText('Your phone number (optional)')).toBeNull();
  });
});

describe('BookingForm (rules §4.3)', () => {
  it('asks a visitor to log in to book a car, and comes back here afterwards', () => {
    stubApi(() => ({}));
    renderForm();
    expect(screen.getByText('Please log in to book a car')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcars%2F7',
    );
  });

  it('keeps submit disabled until a date and a start time are chosen, and shows the end and total', async () => {
    stubApi(() => ({}));
    sessionStore.start({ token: 't', user: aUser() });
    renderForm();
    const submit = screen.getByRole('button', { name: 'Request Booking' });
    expect(submit).toBeDisabled();
    fill('2099-01-15', '09:00');
    await userEvent.selectOptions(screen.getByLabelText('Hours'), '3');
    expect(submit).toBeEnabled();
    expect(screen.getByText('15 Jan 2099, 12:00')).toBeInTheDocument();
    expect(screen.getByTestId('booking-total')).toHaveTextContent('RWF 45,000');
  });

  it('sends Kigali times and no price, then goes to the bookings tab', async () => {
    const fetch = stubApi(() => ({ status: 201, body: { data: aBooking() } }));
    sessionStore.start({ token: 't', user: aUser() });
    const router = renderForm();
    fill('2099-01-15', '09:00');
    await userEvent.selectOptions(screen.getByLabelText('Hours'), '3');
    await userEvent.type(
      screen.getByLabelText('Notes for the owner (optional)'),
      'Airport pick-up',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByText('Account bookings')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/bookings');
    expect(JSON.parse(String(init?.body))).toEqual({
      item_type: 'car',
      item_id: 7,
      start_time: '2099-01-15T07:00:00.000Z',
      end_time: '2099-01-15T10:00:00.000Z',
      notes: 'Airport pick-up',
    });
    expect(router.state.location.search).toBe('?tab=bookings');
    // The request goes along, so the tab says who answers it, by when and how (rules §4.3).
    expect(router.state.location.state).toEqual({
      notice: 'Booking request submitted successfully!',
      // As `POST /bookings` answers it: the booking, without the timeline of the detail view.
      requested: bookingView.parse(aBooking()),
    });
  });

  it('refuses a date in the past with the spec’s words', async () => {
    const fetch = stubApi(() => ({}));
    sessionStore.start({ token: 't', user: aUser() });
    renderForm();
    fill('2020-01-01', '09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByText('Please choose today or a later date')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a start more than a year ahead, and the date picker stops a year ahead', async () => {
    const fetch = stubApi(() => ({}));
    sessionStore.start({ token: 't', user: aUser() });
    renderForm();
    expect(screen.getByLabelText('Date')).toHaveAttribute('max', '2100-01-01');
    fill('2100-01-02', '09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(
      await screen.findByText('Bookings can be requested up to one year ahead'),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal when the time is taken, and keeps what was typed', async () => {
    stubApi(() => ({
      status: 409,
      body: { message: 'This time is already booked. Please choose another time.' },
    }));
    sessionStore.start({ token: 't', user: aUser() });
    renderForm();
    fill('2099-01-15', '09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This time is already booked');
    expect(screen.getByLabelText('Date')).toHaveValue('2099-01-15');
  });

  it("a car's request that fails without the server's words says 'Unable to create your booking. Please try again.'", async () => {
    stubApi(() => ({ status: 404, body: {} }));
    sessionStore.start({ token: 't', user: aUser() });
    renderForm();
    fill('2099-01-15', '09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to create your booking. Please try again.',
    );
    expect(screen.getByLabelText('Date')).toHaveValue('2099-01-15');
  });

  it("a driver's request that fails without words says 'Failed to create booking. Please try again.'", async () => {
    stubApi(() => ({ status: 400, body: {} }));
    sessionStore.start({ token: 't', user: aUser() });
    renderForm({
      type: 'driver',
      id: 4,
      price_per_hour: 4000,
      is_active: true,
      is_available: true,
    });
    fill('2099-01-15', '09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create booking. Please try again.',
    );
  });

  it('no connection keeps its own words, not the fallback (rules §9.10)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    sessionStore.start({ token: 't', user: aUser() });
    renderForm();
    fill('2099-01-15', '09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to connect to the server. Please check your internet connection and try again.',
    );
  });

  it('offers nothing to book on your own listing or an offline driver', () => {
    stubApi(() => ({}));
    sessionStore.start({ token: 't', user: aUser({ id: 3, role: 'owner' }) });
    renderForm();
    expect(screen.getByText(/your own listing/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Booking' })).not.toBeInTheDocument();
  });

  it('takes no request for a driver who is offline', () => {
    stubApi(() => ({}));
    sessionStore.start({ token: 't', user: aUser() });
    renderForm({
      type: 'driver',
      id: 4,
      price_per_hour: 4000,
      is_active: true,
      is_available: false,
    });
    expect(screen.getByText(/not taking bookings/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Booking' })).not.toBeInTheDocument();
  });
});
