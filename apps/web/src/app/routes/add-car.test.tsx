import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCar } from '@/test/fixtures';
import { renderRoutes, stubApi } from '@/test/render';
import { addPhotos, aPng, entriesOf, fillValidCar } from '@/features/cars/testing/car-form-helpers';
import { Component as AddCarPage } from './add-car';

afterEach(() => {
  vi.useRealTimers();
});

function renderAddCar() {
  return renderRoutes(
    [
      { path: '/owner/add-car', element: <AddCarPage /> },
      { path: '/owner/dashboard', element: <p>dashboard screen</p> },
    ],
    '/owner/add-car',
  );
}

describe('AddCarPage (rules §2.11)', () => {
  it('posts the car as multipart, says so, and opens the dashboard 2 s later', async () => {
    const fetch = stubApi(() => ({ status: 201, body: { data: aCar({ id: 40 }) } }));
    const router = renderAddCar();
    await fillValidCar();
    await addPhotos(aPng('front.png'));

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save Car' }));
    expect(await screen.findByText('Car added successfully!')).toBeInTheDocument();

    // The form asks GET /api/channels too (whether Instant Book can work here, rules §4.16).
    const [url, init = {}] = fetch.mock.calls.find(([called]) => called === '/api/cars')!;
    expect(url).toBe('/api/cars');
    expect(init.method).toBe('POST');
    expect(entriesOf(init.body as FormData)).toEqual([
      ['make', 'Toyota'],
      ['model', 'Corolla'],
      ['year', String(new Date().getFullYear())],
      ['car_type', 'sedan'],
      ['description', 'Reliable.'],
      ['location', 'Huye'],
      ['price_per_hour', '6000'],
      ['availability_notes', ''],
      ['available_days', '["mon","tue","wed","thu","fri","sat","sun"]'],
      ['available_from_hour', '8'],
      ['available_to_hour', '18'],
      ['instant_book', '0'],
      ['min_notice_hours', '0'],
      ['features', '["Air conditioning"]'],
      ['license_plate', ''],
      ['is_active', '1'],
      ['images', 'file:front.png'],
    ]);

    act(() => vi.advanceTimersByTime(1_500));
    expect(router.state.location.pathname).toBe('/owner/add-car');
    act(() => vi.advanceTimersByTime(600));
    expect(router.state.location.pathname).toBe('/owner/dashboard');
    expect(screen.getByText('dashboard screen')).toBeInTheDocument();
  });

  it('keeps the form and its values when the server refuses the car', async () => {
    stubApi(() => ({
      status: 422,
      body: {
        message: 'Please enter a licence plate like RAB 123 C',
        errors: { license_plate: ['Please enter a licence plate like RAB 123 C'] },
      },
    }));
    const router = renderAddCar();
    await fillValidCar();
    await addPhotos(aPng());
    fireEvent.click(screen.getByRole('button', { name: 'Save Car' }));
    expect(
      await screen.findByText('Please enter a licence plate like RAB 123 C'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Make *')).toHaveValue('Toyota');
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/owner/add-car');
  });
});
