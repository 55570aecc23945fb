import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aUser } from '@/test/fixtures';
import { renderRoutes, stubApi } from '@/test/render';
import { routes } from '../router';

describe('a temporary password (rules §8.5)', () => {
  it('sends every screen to /account/change-password, then home once it is changed', async () => {
    const temporary = aUser({ role: 'owner', must_change_password: true });
    let changed = false;
    const fetch = stubApi((url, init) => {
      if (url === '/api/users/update-password' && init.method === 'POST') {
        changed = true;
        return { body: { message: 'Password changed successfully!' } };
      }
      if (url === '/api/me')
        return { body: { user: { ...temporary, must_change_password: !changed } } };
      return { status: 403, body: { code: 'auth.passwordChangeRequired', message: 'No' } };
    });
    sessionStore.start({ token: 't', user: temporary });
    const router = renderRoutes(routes, '/owner/dashboard');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Choose a new password' },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/change-password');
    await userEvent.type(screen.getByLabelText('Current password'), 'k7mq-2xdp-9hra');
    await userEvent.type(screen.getByLabelText('New password'), 'my-own-password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'my-own-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    await screen.findByText('Password changed. Welcome to Kodesha!');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/owner/dashboard'));
    expect(sessionStore.get()?.user.must_change_password).toBe(false);
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/users/update-password')!;
    const body = JSON.parse(String(init?.body)) as Record<string, string>;
    expect(body).toEqual({
      current_password: 'k7mq-2xdp-9hra',
      new_password: 'my-own-password',
      new_password_confirmation: 'my-own-password',
    });
  });

  it("a change the server refuses without words says 'Failed to change password' (rules §9.10)", async () => {
    stubApi((url) => {
      if (url === '/api/users/update-password') return { status: 400, body: {} };
      if (url === '/api/me') return { body: { user: aUser() } };
      return { body: {} };
    });
    sessionStore.start({ token: 't', user: aUser() });
    renderRoutes(routes, '/account/change-password');
    await userEvent.type(
      await screen.findByLabelText('Current password', {}, { timeout: 5_000 }),
      'k7mq-2xdp-9hra',
    );
    await userEvent.type(screen.getByLabelText('New password'), 'my-own-password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'my-own-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
  });
});
