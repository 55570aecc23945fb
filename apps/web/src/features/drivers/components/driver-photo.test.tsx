import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FakeIntersections } from '@/test/fake-intersections';
import { aDriver } from '@/test/fixtures';
import { DriverPhoto } from './driver-photo';

const withPortrait = aDriver({
  profile_image: '/uploads/drivers/p-1280.webp',
  profile_thumbnail: '/uploads/drivers/p-480.webp',
});

describe('DriverPhoto', () => {
  it('offers both widths of the portrait in a square box, asked for first on its page', () => {
    render(<DriverPhoto driver={withPortrait} alt="Eric" sizes="160px" priority />);
    const photo = screen.getByRole('img', { name: 'Eric' });
    expect(photo).toHaveAttribute(
      'srcset',
      '/uploads/drivers/p-480.webp 480w, /uploads/drivers/p-800.webp 800w, /uploads/drivers/p-1280.webp 1280w',
    );
    expect(photo).toHaveAttribute('sizes', '160px');
    expect(photo).toHaveAttribute('width', '480');
    expect(photo).toHaveAttribute('height', '480');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(photo).toHaveAttribute('loading', 'eager');
  });

  it('shows the initials when there is no portrait or it fails, in the same box', () => {
    const { unmount } = render(<DriverPhoto driver={aDriver()} alt="Eric" sizes="160px" />);
    expect(screen.getByRole('img', { name: 'Eric' })).toHaveTextContent('EN');
    unmount();
    render(<DriverPhoto driver={withPortrait} alt="Eric" sizes="100vw" landscape />);
    const photo = screen.getByRole('img', { name: 'Eric' });
    expect(photo).toHaveAttribute('height', '360');
    expect(photo).toHaveAttribute('loading', 'lazy');
    fireEvent.error(photo);
    expect(screen.getByRole('img', { name: 'Eric' })).toHaveTextContent('EN');
    expect(screen.getByRole('img', { name: 'Eric' }).parentElement).toHaveClass('aspect-[4/3]');
  });

  it('on a card, gives a driver with no portrait a short band on a phone and the 4:3 box from sm', () => {
    render(<DriverPhoto driver={aDriver()} alt="Eric" sizes="100vw" landscape />);
    const box = screen.getByRole('img', { name: 'Eric' }).parentElement!;
    expect(box).toHaveClass('h-20', 'sm:aspect-[4/3]');
    expect(box).not.toHaveClass('aspect-[4/3]');
  });

  it('asks for a portrait off the first screen only once it comes near (rules §9.16)', () => {
    FakeIntersections.live = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersections);
    try {
      render(<DriverPhoto driver={withPortrait} alt="Eric" sizes="160px" />);
      expect(screen.queryByRole('img', { name: 'Eric' })).toBeNull();
      act(() => FakeIntersections.comeNear());
      expect(screen.getByRole('img', { name: 'Eric' })).toHaveAttribute(
        'src',
        '/uploads/drivers/p-480.webp',
      );
    } finally {
      vi.unstubAllGlobals();
    }
    expect(renderToString(<DriverPhoto driver={withPortrait} alt="Eric" sizes="160px" />)).toMatch(
      /<noscript><img [^>]*alt="Eric"/,
    );
  });
});
