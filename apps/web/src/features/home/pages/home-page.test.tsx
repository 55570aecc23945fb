import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('puts the featured cars between How It Works and the idle-car call, drivers after it', () => {
    renderScreen(
      <HomePage
        featuredCars={<p>featured cars here</p>}
        featuredDrivers={<p>featured drivers here</p>}
      />,
    );
    const order = [
      screen.getByRole('heading', { name: 'How It Works' }),
      screen.getByText('featured cars here'),
      screen.getByRole('heading', { name: 'Have a Car Sitting Idle?' }),
      screen.getByText('featured drivers here'),
      screen.getByRole('heading', { name: 'Available Across Rwanda' }),
    ];
    order.slice(1).forEach((element, index) => {
      const before = order[index]!;
      expect(
        before.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    });
  });

  it('offers owners the way to list a car and sends each town to its filtered car list', () => {
    renderScreen(<HomePage />);
    expect(screen.getAllByRole('link', { name: 'List Your Car' })[0]).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: /Musanze/ })).toHaveAttribute(
      'href',
      '/cars?location=Musanze',
    );
  });
});
