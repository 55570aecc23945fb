import { messages } from '@kodesha/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aCar, aUser } from '@/test/fixtures';
import { renderRoutes, stubApi } from '@/test/render';
import { aGpsRequest } from '../../testing/gps-fixtures';
import { GpsRequestScreen } from './gps-request-screen';
import type { GpsCarChoice } from './use-gps-request-form';

// Kigali's 20 Nov 2026, 10:00.
const now = new Date('2026-11-20T08:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
});

const rav4 = aCar({ license_plate: 'RAB 123 C' });
const patrol = aCar({ id: 8, make: 'Nissan', model: 'Patrol', year: 2012, license_plate: null });

function renderForm(cars: readonly GpsCarChoice[] | undefined = [rav4, patrol]) {
  sessionStore.start({
    token: 't',
    user: aUser({
      id: 3,
      role: 'owner',
      name: 'Aline Uwase',
      email: 'aline@example.rw',
      phone_number: '+250 788 123 456',
    }),
  });
  return renderRoutes(
    [
      { path: '/owner/gps-request', element: <GpsRequestScreen cars={cars} /> },
      { path: '/owner/dashboard', element: <h1>Owner Dashboard</h1> },
    ],
    '/owner/gps-request',
  );
}

const field = (label: string) => screen.getByLabelText(label);
const carSelect = () => screen.getByRole('combobox', { name: 'Choose one of your cars' });
const submitButton = () => screen.getByRole('button', { name: 'Submit Request' });
const sentBody = (fetch: ReturnType<typeof stubApi>) =>
  JSON.parse(String(fetch.mock.calls[0]![1]?.body)) as Record<string, unknown>;
const answered = (id = 42) => ({
  status: 201,
  body: { success: true, message: messages.gpsRequested, data: aGpsRequest({ id }) },
});

/** A car typed in and where to come: the six required fields (the contact is the account's). */
async function fillTypedCar() {
  await userEvent.type(field('Car make *'), 'Toyota');
  await userEvent.type(field('Car model *'), 'Hilux');
  await userEvent.type(field('Plate number *'), 'rad 777 b');
  await userEvent.type(field('Installation location *'), 'Kigali Heights');
}

describe('GpsRequestScreen (rules §7.2)', () => {
  it('lists the owner’s cars, and choosing one fills make, model, year and plate and sends car_id', async () => {
    const fetch = stubApi(() => answered());
    renderForm();
    expect(
      within(carSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select a car',
      '2020 Toyota RAV4 · RAB 123 C',
      '2012 Nissan Patrol',
      'Another car',
    ]);

    await userEvent.selectOptions(carSelect(), '7');
    expect(field('Car make *')).toHaveValue('Toyota');
    expect(field('Car model *')).toHaveValue('RAV4');
    expect(field('Year')).toHaveValue('2020');
    expect(field('Plate number *')).toHaveValue('RAB 123 C');

    // Still editable: the owner's words are sent, with the car they chose.
    await userEvent.clear(field('Car model *'));
    await userEvent.type(field('Car model *'), 'RAV4 Hybrid');
    await userEvent.type(field('Installation location *'), 'Kigali Heights');
    await userEvent.click(submitButton());
    await screen.findByRole('status', { name: 'Request sent' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/gps-requests');
    expect(init?.method).toBe('POST');
    expect(sentBody(fetch)).toEqual({
      car_id: 7,
      car_make: 'Toyota',
      car_model: 'RAV4 Hybrid',
      car_year: '2020',
      license_plate: 'RAB 123 C',
      contact_name: 'Aline Uwase',
      contact_phone: '+250788123456', // sent in E.164 (rules §10.7)
      contact_email: 'aline@example.rw',
      installation_location: 'Kigali Heights',
    });
  });

  it('a car without a plate leaves the plate to type; Another car clears the fields and car_id', async () => {
    const fetch = stubApi(() => answered());
    renderForm();
    await userEvent.selectOptions(carSelect(), '8');
    expect(field('Car make *')).toHaveValue('Nissan');
    expect(field('Year')).toHaveValue('2012'); // older than the recent years offered, still offered
    expect(field('Plate number *')).toHaveValue('');

    await userEvent.selectOptions(carSelect(), 'other');
    expect(field('Car make *')).toHaveValue('');
    expect(field('Car model *')).toHaveValue('');
    expect(field('Year')).toHaveValue('');
    await fillTypedCar();
    await userEvent.selectOptions(field('Year'), '2018');
    await userEvent.click(submitButton());
    await screen.findByRole('status', { name: 'Request sent' });
    expect(sentBody(fetch)).toMatchObject({
      car_id: null,
      car_make: 'Toyota',
      car_model: 'Hilux',
      car_year: '2018',
      license_plate: 'RAD 777 B', // tidied as the server tidies it
    });
  });

  it('an owner with no car listed types one in: no car select', () => {
    stubApi(() => ({}));
    renderForm([]);
    expect(screen.queryByRole('combobox', { name: 'Choose one of your cars' })).toBeNull();
    expect(field('Car make *')).toBeEnabled();
  });

  it('fills the contact from the account, shows the benefits and offers the three time windows', () => {
    stubApi(() => ({}));
    renderForm();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Vehicle Information' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Contact Information' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Installation Details' }),
    ).toBeInTheDocument();
    expect(field('Owner name *')).toHaveValue('Aline Uwase');
    expect(field('Owner phone *')).toHaveValue('+250 788 123 456');
    expect(field('Owner email')).toHaveValue('aline@example.rw');
    expect(screen.getByText('1-year warranty')).toBeInTheDocument();
    expect(screen.getByText('24/7 support')).toBeInTheDocument();
    expect(field('Preferred date')).toHaveAttribute('min', '2026-11-20');
    expect(field('Plate number *')).toHaveAttribute('placeholder', 'RAB 123 C');
    expect(
      within(field('Preferred time'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'No preference',
      'Morning (8 AM - 12 PM)',
      'Afternoon (12 PM - 5 PM)',
      'Evening (5 PM - 8 PM)',
    ]);
  });

  it('refuses an empty form: the message under each required field and at the top, and sends nothing', async () => {
    const fetch = stubApi(() => answered());
    renderForm();
    await userEvent.clear(field('Owner name *'));
    await userEvent.clear(field('Owner phone *'));
    await userEvent.click(submitButton());

    const required = [
      'Car make *',
      'Car model *',
      'Plate number *',
      'Owner name *',
      'Owner phone *',
      'Installation location *',
    ];
    for (const label of required) {
      const input = field(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      const errorId = input.getAttribute('aria-describedby')!.split(' ').pop()!;
      expect(document.getElementById(errorId)).toHaveTextContent(
        'Please fill in all required fields',
      );
    }
    // Six under the fields and the one line at the top of the form.
    expect(screen.getAllByText('Please fill in all required fields')).toHaveLength(7);
    expect(field('Car make *')).toHaveFocus();
    expect(field('Owner email')).not.toHaveAttribute('aria-invalid');
    expect(fetch).not.toHaveBeenCalled();

    // Choosing a car answers the four car fields at once.
    await userEvent.selectOptions(carSelect(), '7');
    expect(field('Car make *')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText('Please fill in all required fields')).toHaveLength(4);
  });

  it('refuses a preferred date in the past with the domain’s words', async () => {
    const fetch = stubApi(() => answered());
    renderForm();
    await fillTypedCar();
    await userEvent.type(field('Preferred date'), '2026-11-19');
    await userEvent.click(submitButton());
    const error = await screen.findByText('The preferred date cannot be in the past');
    expect(field('Preferred date')).toHaveAttribute(
      'aria-describedby',
      expect.stringContaining(error.id),
    );
    expect(field('Preferred date')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says Submitting... with the button disabled while the request is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderForm();
    await fillTypedCar();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer(new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByRole('button', { name: 'Submit Request' })).toBeEnabled();
  });

  it('shows the answer with its reference, then goes back to the dashboard 3 s later', async () => {
    vi.useFakeTimers({ now, shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetch = stubApi(() => answered(42));
    const router = renderForm();
    await user.type(field('Car make *'), 'Toyota');
    await user.type(field('Car model *'), 'Hilux');
    await user.type(field('Plate number *'), 'RAD 777 B');
    await user.type(field('Installation location *'), 'Kigali Heights');
    await user.selectOptions(field('Preferred time'), 'evening');
    await user.type(field('Preferred date'), '2026-12-01');
    await user.type(field('Additional notes'), '  Two trackers  ');
    await user.click(submitButton());

    const success = await screen.findByRole('status', { name: 'Request sent' });
    expect(success).toHaveTextContent(
      'GPS installation request submitted! Our team will contact you within 24-48 hours to schedule the installation.',
    );
    expect(success).toHaveTextContent('G0000042');
    expect(success).toHaveFocus();
    expect(within(success).getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/owner/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Submit Request' })).toBeNull();
    expect(sentBody(fetch)).toMatchObject({
      preferred_installation_date: '2026-12-01',
      preferred_time: 'evening',
      reason: 'Two trackers',
    });

    // Real time runs on too (for the typing): a second's slack before the 3 s are up.
    act(() => vi.advanceTimersByTime(2_000));
    expect(router.state.location.pathname).toBe('/owner/gps-request');
    act(() => vi.advanceTimersByTime(1_000));
    expect(router.state.location.pathname).toBe('/owner/dashboard');
    expect(screen.getByRole('heading', { name: 'Owner Dashboard' })).toBeInTheDocument();
  });

  it.each([500, 503, 404])(
    'says the request failed on a %i, keeping what was typed',
    async (status) => {
      stubApi(() => ({ status, body: { code: 'x', message: 'Something else' } }));
      renderForm();
      await fillTypedCar();
      await userEvent.click(submitButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Failed to submit GPS installation request. Please try again.',
      );
      expect(field('Car model *')).toHaveValue('Hilux');
      expect(screen.queryByRole('status', { name: 'Request sent' })).toBeNull();
    },
  );

  it('says the same when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderForm();
    await fillTypedCar();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit GPS installation request. Please try again.',
    );
  });

  it('a 403 says why, as other owner screens do', async () => {
    stubApi(() => ({
      status: 403,
      body: { code: 'auth.forbidden', message: 'Forbidden' },
    }));
    renderForm();
    await fillTypedCar();
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permission to perform this action.',
    );
  });

  it('puts the server’s field errors under their fields, the car’s under the car select', async () => {
    stubApi(() => ({
      status: 422,
      body: {
        code: 'request.invalid',
        message: 'Please choose one of your cars',
        errors: {
          car_id: ['Please choose one of your cars'],
          installation_location: ['Installation location must be at most 200 characters'],
        },
        error_codes: { car_id: ['gps.carInvalid'], installation_location: ['x.unknown'] },
      },
    }));
    renderForm();
    await userEvent.selectOptions(carSelect(), '7');
    await userEvent.type(field('Installation location *'), 'Kigali Heights');
    await userEvent.click(submitButton());
    const carError = await screen.findByText('Please choose one of your cars');
    expect(carSelect()).toHaveAttribute('aria-describedby', expect.stringContaining(carError.id));
    expect(carSelect()).toHaveFocus();
    const locationError = screen.getByText('Installation location must be at most 200 characters');
    expect(field('Installation location *')).toHaveAttribute(
      'aria-describedby',
      expect.stringContaining(locationError.id),
    );
  });
});
