import { fireEvent, screen } from '@testing-library/react';
import { kigaliToday } from '@kodesha/domain';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { HeroSearch } from './hero-search';

// rules §4.14, §9.4: the home page's search leads to the car list searched by a town and a window.

const inTwoDays = () =>
  new Date(Date.parse(`${kigaliToday(new Date())}T00:00:00Z`) + 2 * 86_400_000)
    .toISOString()
    .slice(0, 10);

const renderHome = () =>
  renderRoutes(
    [
      { path: '/', element: <HeroSearch /> },
      { path: '/cars', element: <p>the car list</p> },
    ],
    '/',
  );

describe('the home page search', () => {
  it('leads to the cars of a town free for the day, start and hours chosen', async () => {
    const router = renderHome();
    const day = inTwoDays();
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Musanze' } });
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: day } });
    fireEvent.change(screen.getByLabelText('Hours'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find free cars' }));
    await screen.findByText('the car list');
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      location: 'Musanze',
      from: `${day}T08:00:00+02:00`,
      until: `${day}T14:00:00+02:00`,
    });
  });

  it('with any day, leads to all the cars, whenever', async () => {
    const router = renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Find free cars' }));
    await screen.findByText('the car list');
    expect(router.state.location.search).toBe('');
  });
});
