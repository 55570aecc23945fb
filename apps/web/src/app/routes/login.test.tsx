import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aUser } from '@/test/fixtures';
import { renderRoutes, requestedUrls, stubApi } from '@/test/render';
import { Component as Login } from './login';

const routes = [
  { path: '/login', element: <Login /> },
  { path: '*', element: <p>elsewhere</p> },
];

describe('/login while signed in (rules §1.5)', () => {
  it('says so and ends nothing: Continue goes on, with the session kept', async () => {
    const fetch = stubApi(() => ({ status: 204 }));
    sessionStore.start({ token: 't', user: aUser({ name: 'Aline Uwase', role: 'owner' }) });
    const router = renderRoutes(routes, '/login?next=%2Fcars%2F7');
    expect(screen.getByRole('heading', { name: 'You are logged in' })).toBeVisible();
    expect(screen.getByText('You are logged in as Aline Uwase.')).toBeVisible();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/cars/7');
    expect(sessionStore.get()?.token).toBe('t');
    expect(requestedUrls(fetch)).not.toContain('/api/logout');
  });

  it("without a next, Continue is the role's own home", () => {
    stubApi(() => ({ status: 204 }));
    sessionStore.start({ token: 't', user: aUser({ role: 'owner' }) });
    renderRoutes(routes, '/login');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/owner/dashboard',
    );
  });

  it('logs out only when asked, then offers the form', async () => {
    const fetch = stubApi(() => ({ status: 204 }));
    sessionStore.start({ token: 't', user: aUser() });
    renderRoutes(routes, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Log out to use another account' }));
    expect(await screen.findByLabelText('Password')).toBeVisible();
    expect(sessionStore.get()).toBeNull();
    expect(requestedUrls(fetch)).toContain('/api/logout');
  });
});
