import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@kodesha/domain';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubApi } from '@/test/render';
import { Component as ResetPassword } from './reset-password';

const routes = [{ path: '/reset-password', element: <ResetPassword /> }];

describe('/reset-password from the link (rules §9.21)', () => {
  it('takes the token out of the address once read, and still sends it with the new password', async () => {
    const sent: unknown[] = [];
    stubApi((url, init) => {
      if (url !== '/api/password/reset') return { status: 404 };
      sent.push(JSON.parse(String(init.body)));
      return { body: { message: messages.resetDone } };
    });
    const router = renderRoutes(routes, '/reset-password?token=abc_DEF-123&utm_source=email');
    await screen.findByLabelText('New password');
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(router.state.location.search).toBe('?utm_source=email');
    expect(router.state.historyAction).toBe('REPLACE');
    // Still the link's form: no code asked for.
    expect(screen.queryByLabelText('6-digit code')).toBeNull();

    await userEvent.type(screen.getByLabelText('New password'), 'a-new-secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a-new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(messages.resetDone)).toBeVisible();
    expect(sent).toEqual([
      { token: 'abc_DEF-123', password: 'a-new-secret', password_confirmation: 'a-new-secret' },
    ]);
  });
});
