import { messages } from '@kodesha/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aUser } from '@/test/fixtures';
import { renderRoutes, stubApi } from '@/test/render';
import { Component as VerifyPhone } from './verify-phone';

const owner = aUser({ role: 'owner', phone_number: '+250788123456' });

function renderAsk() {
  stubApi((url) => {
    if (url === '/api/channels') return { body: { sms: true, email: true } };
    if (url === '/api/me/phone/verification')
      return { status: 202, body: { message: messages.phoneCodeSent } };
    if (url === '/api/me/phone/verify')
      return { body: { user: { ...owner, is_phone_verified: true } } };
    return { status: 404 };
  });
  sessionStore.start({ token: 't', user: owner });
  return renderRoutes(
    [
      { path: '/account/verify-phone', element: <VerifyPhone /> },
      { path: '/owner/dashboard', element: <h1>Owner Dashboard</h1> },
    ],
    '/account/verify-phone?next=%2Fowner%2Fdashboard',
  );
}

describe('/account/verify-phone: asked right after sign-up', () => {
  it('says why, and lets the person do it later', async () => {
    const router = renderAsk();
    expect(
      screen.getByRole('heading', { name: 'Verify your phone number', level: 1 }),
    ).toBeVisible();
    expect(screen.getByText(/reach you by text message, even on a basic phone/)).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Later' }));
    expect(router.state.location.pathname).toBe('/owner/dashboard');
  });

  it('verifies the phone and goes on to the first screen', async () => {
    const router = renderAsk();
    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText('Verification code'), '482193');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Owner Dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/owner/dashboard');
    expect(sessionStore.get()?.user.is_phone_verified).toBe(true);
  });

  it("a code the server refuses without words: 'An error occurred during verification' (rules §9.10)", async () => {
    stubApi((url) => {
      if (url === '/api/channels') return { body: { sms: true, email: true } };
      if (url === '/api/me/phone/verification')
        return { status: 202, body: { message: messages.phoneCodeSent } };
      if (url === '/api/me/phone/verify') return { status: 404, body: {} };
      return { status: 404 };
    });
    sessionStore.start({ token: 't', user: owner });
    renderRoutes(
      [{ path: '/account/verify-phone', element: <VerifyPhone /> }],
      '/account/verify-phone?next=%2Fowner%2Fdashboard',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText('Verification code'), '482193');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.verificationError);
  });

  it('is no step at all on a server that sends no SMS: straight on (rules §10.7)', async () => {
    stubApi((url) => (url === '/api/channels' ? { body: { sms: false, email: true } } : {}));
    sessionStore.start({ token: 't', user: owner });
    const router = renderRoutes(
      [
        { path: '/account/verify-phone', element: <VerifyPhone /> },
        { path: '/owner/dashboard', element: <h1>Owner Dashboard</h1> },
      ],
      '/account/verify-phone?next=%2Fowner%2Fdashboard',
    );
    expect(await screen.findByRole('heading', { name: 'Owner Dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/owner/dashboard');
  });
});
