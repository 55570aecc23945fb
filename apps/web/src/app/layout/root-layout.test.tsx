import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aUser } from '@/test/fixtures';
import { renderRoutes, requestedUrls, stubApi } from '@/test/render';
import { RootLayout } from './root-layout';

const shell = [{ element: <RootLayout />, children: [{ index: true, element: <h1>Home</h1> }] }];

describe('RootLayout', () => {
  it('asks nothing about a visitor: no user to refresh, no unread count', async () => {
    const fetch = stubApi(() => ({ status: 404 }));
    renderRoutes(shell, '/');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(requestedUrls(fetch)).toEqual([]);
  });

  it("keeps a signed-in person's user fresh from the API", async () => {
    stubApi((url) => {
      if (url === '/api/me') return { body: { user: aUser({ name: 'Renamed' }) } };
      if (url === '/api/unread-messages-count') return { body: { count: 0, data: { count: 0 } } };
      return { status: 404 };
    });
    sessionStore.start({ token: 't', user: aUser() });
    renderRoutes(shell, '/');
    await waitFor(() => expect(sessionStore.get()?.user.name).toBe('Renamed'));
  });
});
