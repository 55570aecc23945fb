import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubApi } from '@/test/render';
import { FeaturedCars } from './featured-cars';

describe('FeaturedCars (home)', () => {
  it("says 'No cars found. Please try again later.' when the cars fail to load (rules §9.10)", async () => {
    stubApi(() => ({ status: 500, body: {} }));
    renderScreen(<FeaturedCars />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No cars found. Please try again later.',
    );
    expect(screen.queryByText('Unable to load cars. Please try again.')).not.toBeInTheDocument();
  });
});
