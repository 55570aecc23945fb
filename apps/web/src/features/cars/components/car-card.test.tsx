import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCar } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { CarCard } from './car-card';

describe('CarCard', () => {
  it('shows what a renter compares: title, type, town, when, price, words, and Book Now', () => {
    renderScreen(<CarCard car={aCar()} />);
    expect(screen.getByRole('heading', { name: '2020 Toyota RAV4' })).toBeInTheDocument();
    expect(screen.getByText('SUV')).toBeInTheDocument();
    expect(screen.getByText('Kigali')).toBeInTheDocument();
    expect(screen.getByText('Monday to Friday, 08:00 – 18:00')).toBeInTheDocument();
    expect(screen.getByText('Call ahead')).toBeInTheDocument();
    expect(screen.getByText('RWF 15,000 / hour')).toBeInTheDocument();
    expect(screen.getByText('Clean and reliable.')).toHaveClass('line-clamp-2');
    expect(screen.getByRole('link', { name: /^Book Now/ })).toHaveAttribute('href', '/cars/7');
  });

  it('loads the small WebP thumbnail lazily, in a box of fixed shape', () => {
    renderScreen(<CarCard car={aCar()} />);
    const photo = screen.getByRole('img', { name: 'Photo of the 2020 Toyota RAV4' });
    expect(photo).toHaveAttribute('src', '/uploads/cars/a-480.webp');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '480');
    expect(photo).toHaveAttribute('height', '360');
  });

  it("says 'Image Not Available' when the photo fails to load", () => {
    renderScreen(<CarCard car={aCar()} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByText('Image Not Available')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("says 'Image Not Available' for a car without photos, and leaves out empty notes", () => {
    renderScreen(<CarCard car={aCar({ images: [], availability_notes: null })} />);
    expect(screen.getByText('Image Not Available')).toBeInTheDocument();
    expect(screen.queryByText('Call ahead')).not.toBeInTheDocument();
  });
});
