import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { withLoadedRoutes } from './loaded-routes';

const Home = () => null;
const Cars = () => null;

/** A tree as router.tsx writes it: a layout, its screens loaded on first visit. */
function tree() {
  const home: RouteObject = { index: true, lazy: () => Promise.resolve({ Component: Home }) };
  const cars: RouteObject = { path: 'cars', lazy: () => Promise.resolve({ Component: Cars }) };
  const other: RouteObject = { path: 'help', children: [{ path: 'faq' }] };
  const layout: RouteObject = { id: 'layout', children: [{ children: [home, cars] }] };
  return { routes: [layout, other], home, cars, other };
}

describe('the first screen loaded before the router starts (record 26)', () => {
  it('puts the loaded screen in place of its lazy route', () => {
    const { routes, cars } = tree();
    const [layout] = withLoadedRoutes(routes, new Map([[cars, { Component: Cars, handle: 1 }]]));
    const [home, loadedCars] = layout!.children![0]!.children!;
    expect(loadedCars).toMatchObject({ path: 'cars', Component: Cars, handle: 1, lazy: undefined });
    expect(home!.lazy).toBeTypeOf('function');
    expect(layout!.id).toBe('layout');
  });

  it('leaves the shared route objects as they were', () => {
    const { routes, cars } = tree();
    const before = structuredClone(routes.map((route) => route.children?.length));
    const loaded = withLoadedRoutes(routes, new Map([[cars, { Component: Cars }]]));
    expect(cars.lazy).toBeTypeOf('function');
    expect(cars).not.toHaveProperty('Component');
    expect(loaded[0]).not.toBe(routes[0]);
    expect(routes.map((route) => route.children?.length)).toEqual(before);
  });

  it('keeps every route above nothing loaded as the same object', () => {
    const { routes, cars, other, home } = tree();
    const loaded = withLoadedRoutes(routes, new Map([[cars, { Component: Cars }]]));
    expect(loaded[1]).toBe(other);
    expect(loaded[0]!.children![0]!.children![0]).toBe(home);
    expect(withLoadedRoutes(routes, new Map())).toEqual(routes);
  });
});
