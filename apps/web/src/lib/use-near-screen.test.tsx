import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarPhoto } from '@/features/cars/components/car-photo';
import { DriverPhoto } from '@/features/drivers/components/driver-photo';
import { aCar } from '@/test/fixtures';
import { nearScreenMargin } from './use-near-screen';

/** The browser's IntersectionObserver, told by the test when a box comes near. */
class FakeIntersections {
  static live: FakeIntersections[] = [];
  readonly targets: Element[] = [];
  constructor(
    private readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersections.live.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    FakeIntersections.live = FakeIntersections.live.filter((o) => o !== this);
  }
  static comeNear(isIntersecting = true) {
    for (const observer of [...FakeIntersections.live])
      observer.callback(observer.targets.map((target) => ({ isIntersecting, target })));
  }
}

const image = aCar().images[0]!;
const driver = {
  name: 'Eric Niyonzima',
  profile_image: '/uploads/drivers/d-1280.webp',
  profile_thumbnail: '/uploads/drivers/d-480.webp',
};

describe('photos asked for near the screen (rules §9.16)', () => {
  beforeEach(() => {
    FakeIntersections.live = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersections);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a card photo only once it comes within a screen of the visible part', () => {
    render(<CarPhoto image={image} alt="later" sizes="100vw" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(FakeIntersections.live[0]!.options.rootMargin).toBe(nearScreenMargin);
    act(() => FakeIntersections.comeNear(false));
    expect(screen.queryByRole('img')).toBeNull();
    act(() => FakeIntersections.comeNear());
    expect(screen.getByRole('img', { name: 'later' })).toHaveAttribute('loading', 'lazy');
    expect(FakeIntersections.live).toHaveLength(0); // watched no longer
  });

  it('asks for the first photo of the page at once', () => {
    render(<CarPhoto image={image} alt="first" sizes="100vw" priority />);
    expect(screen.getByRole('img', { name: 'first' })).toHaveAttribute('fetchpriority', 'high');
    expect(FakeIntersections.live).toHaveLength(0);
  });

  it('does the same for a driver’s portrait', () => {
    render(<DriverPhoto driver={driver} alt="Eric" sizes="160px" />);
    expect(screen.queryByRole('img', { name: 'Eric' })).toBeNull();
    act(() => FakeIntersections.comeNear());
    expect(screen.getByRole('img', { name: 'Eric' })).toHaveAttribute(
      'src',
      driver.profile_thumbnail,
    );
  });

  it('has every photo near in a browser that cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<CarPhoto image={image} alt="old browser" sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'old browser' })).toBeInTheDocument();
  });

  it('draws on the server the first photo, and the others only for a browser without script', () => {
    const first = renderToString(<CarPhoto image={image} alt="first" sizes="100vw" priority />);
    expect(first).toMatch(/<div[^>]*><img [^>]*fetchPriority="high"/);
    expect(first).not.toContain('<noscript>');
    const later = renderToString(<CarPhoto image={image} alt="later" sizes="100vw" />);
    expect(later).toMatch(/<noscript><img [^>]*alt="later"/);
    expect(later.replace(/<noscript>.*<\/noscript>/, '')).not.toContain('<img');
    const portrait = renderToString(<DriverPhoto driver={driver} alt="Eric" sizes="160px" />);
    expect(portrait).toMatch(/<noscript><img [^>]*alt="Eric"/);
  });
});
