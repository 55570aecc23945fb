import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

/** A fresh query cache with no retries, so errors show at once. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Renders routes at `path` with a fresh query cache, or the one a test wants to look into. */
export function renderRoutes(routes: RouteObject[], path: string, queryClient = testQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export function renderScreen(
  element: ReactNode,
  path = '/',
  pattern = '*',
  queryClient?: QueryClient,
) {
  return renderRoutes([{ path: pattern, element }], path, queryClient);
}

type Reply = { status?: number; body?: unknown };

/**
 * Stubs `fetch` with a function of the request; returns the mock, whose calls are
 * `[url, init]`. Answers are JSON (204 has none).
 */
export function stubApi(answer: (url: string, init: RequestInit) => Reply) {
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const { status = 200, body } = answer(url, init);
    return new Response(status === 204 ? null : JSON.stringify(body ?? {}), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

export const requestedUrls = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.map(([url]) => url);
