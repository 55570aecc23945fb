import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersections } from '@/test/fake-intersections';
import { aCar } from '@/test/fixtures';
import { CarPhoto } from './car-photo';

const image = aCar().images[0]!;

describe('CarPhoto', () => {
  const nativeDecode = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'decode');
  afterEach(() => {
    vi.restoreAllMocks();
    if (nativeDecode) Object.defineProperty(HTMLImageElement.prototype, 'decode', nativeDecode);
    else Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
  });

  it('offers both widths for the layout to choose from, in a box of its own size', () => {
    render(<CarPhoto image={image} alt="RAV4" sizes="(min-width: 640px) 224px, 100vw" />);
    const photo = screen.getByRole('img', { name: 'RAV4' });
    expect(photo).toHaveAttribute('src', '/uploads/cars/a-480.webp');
    expect(photo).toHaveAttribute(
      'srcset',
      '/uploads/cars/a-480.webp 480w, /uploads/cars/a-800.webp 800w, /uploads/cars/a-1280.webp 1280w',
    );
    expect(photo).toHaveAttribute('sizes', '(min-width: 640px) 224px, 100vw');
    expect(photo).toHaveAttribute('width', '480');
    expect(photo).toHaveAttribute('height', '360');
    expect(photo.parentElement).toHaveClass('aspect-[4/3]');
  });

  it('waits for a photo off the first screen, and asks first for the one that fills it', () => {
    const { unmount } = render(<CarPhoto image={image} alt="later" sizes="100vw" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).toHaveAttribute('decoding', 'async');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
    unmount();
    render(<CarPhoto image={image} alt="first" sizes="100vw" large priority />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/uploads/cars/a-1280.webp');
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it("says 'Image Not Available' for a photo that failed before the page was listening", async () => {
    // A server-drawn page's photo can fail before hydration: complete, with no pixels, and
    // it does not decode.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    HTMLImageElement.prototype.decode = () => Promise.reject(new Error('broken'));
    render(<CarPhoto image={image} alt="RAV4" sizes="100vw" />);
    expect(await screen.findByText('Image Not Available')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('keeps a tiny photo that reads no width but decodes', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    HTMLImageElement.prototype.decode = () => Promise.resolve();
    render(<CarPhoto image={image} alt="RAV4" sizes="100vw" />);
    await Promise.resolve();
    expect(await screen.findByRole('img', { name: 'RAV4' })).toBeInTheDocument();
    expect(screen.queryByText('Image Not Available')).not.toBeInTheDocument();
  });

  it('asks for a photo off the first screen only once it comes near (rules §9.16)', () => {
    FakeIntersections.live = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersections);
    try {
      render(<CarPhoto image={image} alt="later" sizes="100vw" />);
      expect(screen.queryByRole('img')).toBeNull();
      expect(screen.queryByText('Image Not Available')).toBeNull();
      act(() => FakeIntersections.comeNear());
      expect(screen.getByRole('img', { name: 'later' })).toHaveAttribute('loading', 'lazy');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is drawn on the server at once when first, else only for a browser without script', () => {
    const first = renderToString(<CarPhoto image={image} alt="first" sizes="100vw" priority />);
    expect(first).toMatch(/<div[^>]*><img [^>]*fetchPriority="high"/);
    expect(first).not.toContain('<noscript>');
    const later = renderToString(<CarPhoto image={image} alt="later" sizes="100vw" />);
    expect(later).toMatch(/<noscript><img [^>]*alt="later"/);
    expect(later.replace(/<noscript>.*<\/noscript>/, '')).not.toContain('<img');
  });
});
