import { bookingView } from '@kodesha/domain';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aBooking, aCar, aUser } from '@/test/fixtures';
import { renderRoutes, requestedUrls, stubApi } from '@/test/render';
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

type Reply = { status?: number; body?: unknown };

/** Any day, any hour, nothing busy: every start is offered. */
const openCalendar = {
  data: {
    weekly: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], from_hour: 0, to_hour: 24 },
    busy: [],
  },
};

/** The calendar from `calendar`, every other call from `answer`. */
function stubBooking(
  answer: (url: string) => Reply = () => ({}),
  calendar: unknown = openCalendar,
) {
  return stubApi((url) => (url.includes('/availability?') ? { body: calendar } : answer(url)));
}

/** Whether a request was sent. */
const sentRequest = (fetch: ReturnType<typeof stubApi>) =>
  requestedUrls(fetch).includes('/api/bookings');

/** Chooses a date, then (once the day's free starts are in) a start. */
const fill = async (date: string, time: string) => {
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: date } });
  await screen.findByRole('option', { name: time });
  await userEvent.selectOptions(screen.getByLabelText('Start time'), time);
};

// The form's "today" and "a year ahead" come from the clock: the tests book mid-January 2099.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2099-01-01T08:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('BookingForm: reaching the client (rules §4.3)', () => {
  it('asks a client without a phone for one, says why, and sends it in E.164', async () => {
    const fetch = stubBooking(() => ({ status: 201, body: { data: aBooking() } }));
    sessionStore.start({ token: 't', user: aUser({ phone_number: null }) });
    renderForm();
    const phone = screen.getByLabelText('Your phone number (optional)');
    expect(
      screen.getByText('The owner calls or texts you on it to arrange the pick-up.'),
    ).toBeInTheDocument();
    await fill('2099-01-15', '09:00');
    await userEvent.type(phone, '0788 765 432');
    await userEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByText('Account bookings')).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/bookings')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ phone_number: '+250788765432' });
    expect(sessionStore.get()?.user.phone_number).toBe('+250788765432');
  });

  it('refuses a number it cannot read before sending anything', async () => {
    const fetch = stubBooking(() => ({ status: 201, body: { data: aBooking() } }));
    sessionStore.start({ token: 't', user: aUser({ phone_number: null }) });
    renderForm();
    await fill('2099-01-15', '09:00');
    await userEvent.type(screen.getByLabelText('Your phone number (optional)'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(
      await screen.findByText('Please enter a valid phone number, for example +250 788 123 456'),
    ).toBeInTheDocument();
    expect(sentRequest(fetch)).toBe(false);
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
    stubBooking();
    sessionStore.start({ token: 't', user: aUser() });
    renderForm();
    const submit = screen.getByRole('button', { name: 'Request Booking' });
    expect(submit).toBeDisabled();
    await fill('2099-01-15', '09:00');
    await userEvent.selectOptions(screen.getByLabelText('Hours'), '3');
    expect(submit).toBeEnabled();
    expect(screen.getByText('15 Jan 2099, 12:00')).toBeInTheDocument();
    expect(screen.getByTestId('booking-total')).toHaveTextContent('RWF 45,000');
  });

  it('sends Kigali times and no price, then goes to the bookings tab', async () => {
    const fetch = stubBooking(() => ({ status: 201, body: { data: aBooking() } }));
    sessionStore.start({ token: 't', user: aUser() });
    const router = renderForm();
    await fill('2099-01-15', '09:00');
    await userEvent.selectOptions(screen.getByLabelText('Hours'), '3');
    await userEvent.type(
      screen.getByLabelText('Notes for the owner (optional)'),
      'Airport pick-up',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByText('Account bookings')).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/bookings')!;
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

  it('refuses a date in the past with the spec’s words, and offers it no start', async () => {
    const fetch = stubBooking();
    sessionStore.start({ token: 't', user: aUser() });
    renderForm();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2020-01-01' } });
    fireEvent.blur(screen.getByLabelText('Date'));
    expect(await screen.findByText('Please choose today or a later date')).toBeInTheDocument();
    expect(screen.getByLabelText('Start time')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Request Booking' })).toBeDisabled();
    expect(sentRequest(fetch)).toBe(false);
  });

  it('refuses a start more than a year ahead, and the date picker stops a year ahead', async () => {
    const fetch = stubBooking();
    sessionStore.start({ token: 't', user: aUser() });
    renderForm();
    expect(screen.getByLabelText('Date')).toHaveAttribute('max', '2100-01-01');
    await fill('2100-01-02', '09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(
      await screen.findByText('Bookings can be requested up to one year ahead'),
    ).toBeInTheDocument();
    expect(sentRequest(fetch)).toBe(false);
  });

  it('shows the server’s refusal when the time is taken, and keeps what was typed', async () => {
    stubBooking(() => ({
      status: 409,
      body: { message: 'This time is already booked. Please choose another time.' },
    }));
    sessionStore.start({ token: 't', user: aUser() });
    renderForm();
    await fill('2099-01-15', '09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This time is already booked');
    expect(screen.getByLabelText('Date')).toHaveValue('2099-01-15');
  });

  it("a car's request that fails without the server's words says 'Unable to create your booking. Please try again.'", async () => {
    stubBooking(() => ({ status: 404, body: {} }));
    sessionStore.start({ token: 't', user: aUser() });
    renderForm();
    await fill('2099-01-15', '09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to create your booking. Please try again.',
    );
    expect(screen.getByLabelText('Date')).toHaveValue('2099-01-15');
  });

  it("a driver's request that fails without words says 'Failed to create booking. Please try again.'", async () => {
    stubBooking(() => ({ status: 400, body: {} }));
    sessionStore.start({ token: 't', user: aUser() });
    renderForm({
      type: 'driver',
      id: 4,
      price_per_hour: 4000,
      is_active: true,
      is_available: true,
    });
    await fill('2099-01-15', '09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create booking. Please try again.',
    );
  });

  it('no connection keeps its own words, not the fallback (rules §9.10)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.includes('/availability?'))
          return new Response(JSON.stringify(openCalendar), {
            headers: { 'content-type': 'application/json' },
          });
        throw new TypeError('Failed to fetch');
      }),
    );
    sessionStore.start({ token: 't', user: aUser() });
    renderForm();
    await fill('2099-01-15', '09:00');
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

describe('BookingForm offers only free hours (rules §4.17)', () => {
  // Weekdays 08:00–18:00; Thursday 15 January 2099 booked 10:30–12:00 and blocked 14:00–15:00.
  const weekdays = {
    data: {
      weekly: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from_hour: 8, to_hour: 18 },
      busy: [
        {
          start_time: '2099-01-15T08:30:00.000Z',
          end_time: '2099-01-15T10:00:00.000Z',
          kind: 'booked',
        },
        {
          start_time: '2099-01-15T12:00:00.000Z',
          end_time: '2099-01-15T13:00:00.000Z',
          kind: 'blocked',
        },
        // Friday 16 January is taken all day.
        {
          start_time: '2099-01-16T06:00:00.000Z',
          end_time: '2099-01-16T16:00:00.000Z',
          kind: 'blocked',
        },
      ],
    },
  };
  const offeredStarts = () =>
    Array.from((screen.getByLabelText('Start time') as HTMLSelectElement).options)
      .map((option) => option.value)
      .filter(Boolean);
  const offeredHours = () =>
    Array.from((screen.getByLabelText('Hours') as HTMLSelectElement).options).map((option) =>
      Number(option.value),
    );

  it('offers the starts with an hour free after them, and hours only up to what is free', async () => {
    const fetch = stubBooking(() => ({}), weekdays);
    sessionStore.start({ token: 't', user: aUser() });
    renderForm();
    await fill('2099-01-15', '08:00');
    expect(offeredStarts()).toEqual([
      '08:00',
      '09:00',
      '12:00',
      '13:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    // From 08:00 two hours are free before the booking at 10:30; the form's 2 hours stay.
    expect(offeredHours()).toEqual([1, 2]);
    await userEvent.selectOptions(screen.getByLabelText('Start time'), '15:00');
    expect(offeredHours()).toEqual([1, 2, 3]);
    await userEvent.selectOptions(screen.getByLabelText('Hours'), '3');
    await userEvent.selectOptions(screen.getByLabelText('Start time'), '17:00');
    // The hours chosen are cut to what is free from the new start.
    expect(screen.getByLabelText('Hours')).toHaveValue('1');
    // The form asked for the week the day falls in, in Kigali's time.
    expect(requestedUrls(fetch)).toContain(
      `/api/cars/7/availability?from=${encodeURIComponent('2099-01-15T00:00:00+02:00')}&until=${encodeURIComponent('2099-01-22T08:00:00+02:00')}`,
    );
  });

  it('says why a day offers no start: not one of its days, or fully booked', async () => {
    stubBooking(() => ({}), weekdays);
    sessionStore.start({ token: 't', user: aUser() });
    renderForm();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2099-01-18' } });
    expect(await screen.findByText('Not available on Sundays')).toBeInTheDocument();
    expect(screen.getByLabelText('Start time')).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2099-01-16' } });
    expect(
      await screen.findByText('Fully booked on this day. Please choose another date.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Booking' })).toBeDisabled();
  });

  it('a start picked on the week view fills the date and start, and moves to the hours', async () => {
    stubBooking(() => ({}), weekdays);
    sessionStore.start({ token: 't', user: aUser() });
    renderRoutes(
      [
        {
          path: '/cars/7',
          element: (
            <BookingForm
              item={car}
              providerUserId={3}
              picked={{ day: '2099-01-15', startHour: 12 }}
            />
          ),
        },
      ],
      '/cars/7',
    );
    expect(await screen.findByLabelText('Date')).toHaveValue('2099-01-15');
    await screen.findByRole('option', { name: '12:00' });
    expect(screen.getByLabelText('Start time')).toHaveValue('12:00');
    expect(screen.getByLabelText('Hours')).toHaveFocus();
    // From 12:00 two hours are free before the block at 14:00.
    expect(offeredHours()).toEqual([1, 2]);
  });

  it('takes its window from the address (a similar listing’s link)', async () => {
    stubBooking();
    sessionStore.start({ token: 't', user: aUser() });
    renderRoutes(
      [{ path: '/cars/7', element: <BookingForm item={car} providerUserId={3} /> }],
      `/cars/7?from=${encodeURIComponent('2099-01-15T09:00:00+02:00')}&until=${encodeURIComponent('2099-01-15T12:00:00+02:00')}`,
    );
    expect(screen.getByLabelText('Date')).toHaveValue('2099-01-15');
    await screen.findByRole('option', { name: '09:00' });
    expect(screen.getByLabelText('Start time')).toHaveValue('09:00');
    expect(screen.getByLabelText('Hours')).toHaveValue('3');
  });

  it('after a 409 it shows the server’s words and up to 3 similar cars free then, linked with the window', async () => {
    const similar = aCar({
      id: 9,
      make: 'Toyota',
      model: 'RAV4',
      location: 'Kigali',
      price_per_hour: 14000,
    });
    const fetch = stubBooking((url) =>
      url.startsWith('/api/cars/7/similar?')
        ? { body: { data: [similar] } }
        : {
            status: 409,
            body: { message: 'This time is not available. Please choose another time.' },
          },
    );
    sessionStore.start({ token: 't', user: aUser() });
    renderForm();
    await fill('2099-01-15', '09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This time is not available');
    const link = await screen.findByRole('link', { name: /Toyota RAV4/ });
    const window = `from=${encodeURIComponent('2099-01-15T09:00:00+02:00')}&until=${encodeURIComponent('2099-01-15T11:00:00+02:00')}`;
    expect(link).toHaveAttribute('href', `/cars/9?${window}`);
    expect(screen.getByText('Similar cars free then')).toBeInTheDocument();
    expect(requestedUrls(fetch)).toContain(`/api/cars/7/similar?${window}`);
  });

  it('a refusal that is not a 409 offers no similar listings', async () => {
    const fetch = stubBooking(() => ({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { start_time: ['This car is not available at that time'] },
      },
    }));
    sessionStore.start({ token: 't', user: aUser() });
    renderForm();
    await fill('2099-01-15', '09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByText('This car is not available at that time')).toBeInTheDocument();
    expect(requestedUrls(fetch).some((url) => url.includes('/similar'))).toBe(false);
  });
});
