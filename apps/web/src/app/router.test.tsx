import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aCar } from '@/test/fixtures';
import { renderRoutes, stubApi } from '@/test/render';
import { RootLayout } from './layout/root-layout';
import { isServerPage } from './page-head';
import { routes } from './router';

/** Every route below `route`, with the path it answers. */
function* allRoutes(list: RouteObject[]): Generator<RouteObject> {
  for (const route of list) {
    yield route;
    if (route.children) yield* allRoutes(route.children);
  }
}

describe('router', () => {
  it('loads each screen as a route module that draws it', async () => {
    const lazy = [...allRoutes(routes)].filter((route) => route.lazy);
    expect(lazy.length).toBeGreaterThan(25);
    for (const route of lazy) {
      const module = await (route.lazy as () => Promise<Record<string, unknown>>)();
      // A public page's module also says how the server renders it (`handle`).
      expect(['Component', 'handle'], route.path).toEqual(
        expect.arrayContaining(Object.keys(module)),
      );
      expect(typeof module.Component, route.path).toBe('function');
    }
    // Every screen's code, compiled on first import when this file runs first: seconds.
  }, 30_000);

  it('renders the public pages on the server, and only those (rules §9.16)', async () => {
    const serverRendered: string[] = [];
    for (const route of allRoutes(routes)) {
      if (!route.lazy) continue;
      const module = await (route.lazy as () => Promise<Record<string, unknown>>)();
      if (isServerPage(module.handle)) serverRendered.push(route.path ?? '/');
    }
    expect(serverRendered.sort()).toEqual(
      [
        '/',
        'cars',
        'cars/:id',
        'drivers',
        'drivers/:id',
        'ticket-booking',
        'login',
        'signup',
        'forgot-password',
        'reset-password',
        'terms',
        'privacy',
        'faq',
        'help',
      ].sort(),
    );
  });

  it('shows a car page from its address', async () => {
    stubApi(() => ({ body: { data: aCar() } }));
    renderRoutes(routes, '/cars/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: '2020 Toyota RAV4' }),
    ).toBeInTheDocument();
  });

  it("shows the spinner while the next screen's code arrives, then the screen", async () => {
    stubApi(() => ({ body: {} }));
    let arrive: (module: { Component: () => ReactNode }) => void = () => undefined;
    const slowScreen = new Promise<{ Component: () => ReactNode }>((resolve) => {
      arrive = resolve;
    });
    const router = renderRoutes(
      [
        {
          element: <RootLayout />,
          children: [
            { index: true, element: <h1>First screen</h1> },
            { path: 'next', lazy: () => slowScreen },
          ],
        },
      ],
      '/',
    );
    expect(await screen.findByRole('heading', { name: 'First screen' })).toBeInTheDocument();
    await act(async () => {
      void router.navigate('/next');
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'First screen' })).not.toBeInTheDocument();
    await act(async () => arrive({ Component: () => <h1>Next screen</h1> }));
    expect(await screen.findByRole('heading', { name: 'Next screen' })).toBeInTheDocument();
  });
});
