import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersections } from '@/test/fake-intersections';
import { nearScreenMargin, useNearScreen } from './use-near-screen';

function Box({ name, atOnce = false }: { name: string; atOnce?: boolean }) {
  const [ref, near] = useNearScreen(atOnce);
  return (
    <div ref={ref} data-testid={name}>
      {near ? `${name} near` : `${name} far`}
    </div>
  );
}

describe('useNearScreen (rules §9.16)', () => {
  beforeEach(() => {
    FakeIntersections.live = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersections);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is near once the box comes within a screen of the visible part, then stops watching', () => {
    render(<Box name="card" />);
    expect(screen.getByText('card far')).toBeInTheDocument();
    expect(FakeIntersections.live[0]!.options.rootMargin).toBe(nearScreenMargin);
    act(() => FakeIntersections.comeNear(false));
    expect(screen.getByText('card far')).toBeInTheDocument();
    act(() => FakeIntersections.comeNear());
    expect(screen.getByText('card near')).toBeInTheDocument();
    expect(FakeIntersections.live).toHaveLength(0);
  });

  it('watches every box with one observer, each coming near on its own', () => {
    render(
      <>
        <Box name="second" />
        <Box name="third" />
      </>,
    );
    expect(FakeIntersections.live).toHaveLength(1);
    expect(FakeIntersections.live[0]!.targets).toHaveLength(2);
    const second = screen.getByTestId('second');
    act(() => FakeIntersections.comeNear(true, (target) => target === second));
    expect(screen.getByText('second near')).toBeInTheDocument();
    expect(screen.getByText('third far')).toBeInTheDocument();
    act(() => FakeIntersections.comeNear());
    expect(screen.getByText('third near')).toBeInTheDocument();
    expect(FakeIntersections.live).toHaveLength(0);
  });

  it('is near from the first render, on the server too, when asked at once', () => {
    expect(renderToString(<Box name="first" atOnce />)).toContain('first near');
    expect(renderToString(<Box name="later" />)).toContain('later far');
    render(<Box name="first" atOnce />);
    expect(FakeIntersections.live).toHaveLength(0);
  });

  it('has every box near in a browser that cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Box name="old browser" />);
    expect(screen.getByText('old browser near')).toBeInTheDocument();
  });
});
