import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCar, aPage } from '@/test/fixtures';
import { renderScreen, stubApi } from '@/test/render';
import { useCars } from '../api/list-cars';
import { CarResults } from './car-results';

function Results() {
  const cars = useCars({});
  return (
    <CarResults cars={cars} onPage={() => undefined} onClear={() => undefined} searching={false} />
  );
}

describe('CarResults count (rules §2.6)', () => {
  it('says how many cars match', async () => {
    stubApi(() => ({ body: aPage([aCar()], { total: 1 }) }));
    renderScreen(<Results />, '/cars');
    expect(await screen.findByText('1 car')).toBeInTheDocument();
  });

  it('shows a capped total as a lower bound', async () => {
    stubApi(() => ({
      body: aPage([aCar()], { total: 1000, last_page: 50, total_capped: true }),
    }));
    renderScreen(<Results />, '/cars');
    expect(await screen.findByText('1,000+ cars')).toBeInTheDocument();
  });
});

describe('CarResults photos (rules §9.16)', () => {
  // A phone's first row is one card: photos below it, asked for at once, would share the
  // slow link with the one on screen. On a wider screen the row's others are in view, and
  // a lazy photo in view loads at once.
  it('loads the first photo at once and first, the rest when scrolled near', async () => {
    const cars = [1, 2, 3, 4, 5].map((id) => aCar({ id, model: `Model ${id}` }));
    stubApi(() => ({ body: aPage(cars, { total: 5 }) }));
    renderScreen(<Results />, '/cars');
    await screen.findByText('5 cars');
    const photos = screen.getAllByRole('img', { name: /photo of/i });
    expect(photos.map((photo) => photo.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(photos.map((photo) => photo.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
      null,
    ]);
  });
});
