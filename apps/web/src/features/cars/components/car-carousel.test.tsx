import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aCar } from '@/test/fixtures';
import { CarCarousel } from './car-carousel';

const photo = () => screen.getByRole('img');

describe('CarCarousel', () => {
  it('turns with next and previous, wrapping round', async () => {
    render(<CarCarousel images={aCar().images} title="2020 Toyota RAV4" />);
    expect(photo()).toHaveAttribute('src', '/uploads/cars/a-1280.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(photo()).toHaveAttribute('src', '/uploads/cars/b-1280.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(photo()).toHaveAttribute('src', '/uploads/cars/c-1280.webp');
    expect(photo()).toHaveAttribute('alt', expect.stringContaining('Photo 3 of 3'));
  });

  it('jumps to a photo by its dot, and marks the current one', async () => {
    render(<CarCarousel images={aCar().images} title="car" />);
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 2 of 3' }));
    expect(photo()).toHaveAttribute('src', '/uploads/cars/b-1280.webp');
    expect(screen.getByRole('button', { name: 'Show photo 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('turns with the arrow keys and with a swipe', () => {
    render(<CarCarousel images={aCar().images} title="car" />);
    const stage = photo().closest('[tabindex]')!;
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    expect(photo()).toHaveAttribute('src', '/uploads/cars/b-1280.webp');
    fireEvent.touchStart(stage, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 100 }] }); // finger moved left
    expect(photo()).toHaveAttribute('src', '/uploads/cars/c-1280.webp');
    fireEvent.touchStart(stage, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 120 }] }); // too short to count
    expect(photo()).toHaveAttribute('src', '/uploads/cars/c-1280.webp');
  });

  it("says 'Image Not Available' when there is no photo, or it fails to load", () => {
    const { unmount } = render(<CarCarousel images={[]} title="car" />);
    expect(screen.getByText('Image Not Available')).toBeInTheDocument();
    unmount();
    render(<CarCarousel images={aCar().images.slice(0, 1)} title="car" />);
    fireEvent.error(photo());
    expect(screen.getByText('Image Not Available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
  });
});
