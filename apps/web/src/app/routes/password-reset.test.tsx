import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@kodesha/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/app/i18n';
import frShell from '@/locales/fr';
import frAuth from '@/locales/fr-auth';
import rwShell from '@/locales/rw';
import rwAuth from '@/locales/rw-auth';
import { renderRoutes, requestedUrls, stubApi } from '@/test/render';
import { Component as ForgotPassword } from './forgot-password';
import { Component as Login } from './login';
import { Component as ResetPassword } from './reset-password';

// rules §1.14: /forgot-password asks for a link or a code; /reset-password takes the new password.

const routes = [
  { path: '/login', element: <Login /> },
  { path: '/forgot-password', element: <ForgotPassword /> },
  { path: '/reset-password', element: <ResetPassword /> },
];
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

afterEach(() => act(() => i18n.setLanguage('en')));

describe('/forgot-password', () => {
  it('is reached from the login’s "Forgot password?"', async () => {
    stubApi(() => ({ status: 404 }));
    const router = renderRoutes(routes, '/login');
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  });

  it('sends the email and says the same words whatever the answer', async () => {
    const sent: Record<string, unknown>[] = [];
    stubApi((url, init) => {
      if (url === '/api/channels') return { body: { sms: true, email: true } };
      if (url === '/api/password/forgot') {
        sent.push(bodyOf(init));
        return { status: 202, body: { message: messages.resetRequested } };
      }
      return { status: 404 };
    });
    renderRoutes(routes, '/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.emailRequired)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Email address'), 'Aline@Example.rw');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.resetRequested)).toBeVisible();
    expect(sent).toEqual([{ email: 'aline@example.rw' }]);
  });

  it('by SMS: a verified phone, then on to the code with the number', async () => {
    const sent: Record<string, unknown>[] = [];
    stubApi((url, init) => {
      if (url === '/api/channels') return { body: { sms: true, email: true } };
      if (url === '/api/password/forgot') {
        sent.push(bodyOf(init));
        return { status: 202, body: { message: messages.resetRequested } };
      }
      return { status: 404 };
    });
    const router = renderRoutes(routes, '/forgot-password');
    await userEvent.click(await screen.findByRole('radio', { name: 'By SMS' }));
    await userEvent.type(screen.getByLabelText('Verified phone number'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.phoneInvalid)).toBeVisible();
    await userEvent.clear(screen.getByLabelText('Verified phone number'));
    await userEvent.type(screen.getByLabelText('Verified phone number'), '0788 123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.resetRequested)).toBeVisible();
    expect(sent).toEqual([{ phone: '+250788123456' }]);
    await userEvent.click(screen.getByRole('link', { name: 'I have a code' }));
    expect(router.state.location.search).toBe('?phone=%2B250788123456');
    expect(screen.getByLabelText('Verified phone number')).toHaveValue('+250788123456');
  });

  it.each([
    ['fr', { ...frShell, ...frAuth }, 'Mot de passe oublié ?', 'Par SMS'],
    ['rw', { ...rwShell, ...rwAuth }, "Wibagiwe ijambo ry'ibanga?", 'Kuri SMS'],
  ])('speaks %s', async (language, words, title, bySms) => {
    stubApi((url) =>
      url === '/api/channels' ? { body: { sms: true, email: true } } : { status: 404 },
    );
    const realLoader = i18n.useLoader(() => undefined);
    try {
      i18n.addTranslations(language, words);
      act(() => i18n.setLanguage(language));
      renderRoutes(routes, '/forgot-password');
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(await screen.findByRole('radio', { name: bySms })).toBeVisible();
    } finally {
      i18n.useLoader(realLoader);
    }
  });
});

describe('/forgot-password on a server that cannot send everything (rules §1.14)', () => {
  const serve = (channels: { sms: boolean; email: boolean }, phone: string | null = null) =>
    stubApi((url) => {
      if (url === '/api/channels') return { body: channels };
      if (url === '/api/support-contact') return { body: { phone } };
      return { status: 404 };
    });

  it('with neither SMS nor email: never says a link was sent, but how to reach the team', async () => {
    const fetch = serve({ sms: false, email: false }, '+250 788 123 456');
    renderRoutes(routes, '/forgot-password');
    expect(await screen.findByText(/This server cannot send reset links or codes/)).toBeVisible();
    expect(screen.getByText('Get back into your account.')).toBeVisible();
    expect(await screen.findByRole('link', { name: /Call the team/ })).toHaveAttribute(
      'href',
      'tel:+250788123456',
    );
    expect(screen.getByRole('link', { name: /Write to the team/ })).toHaveAttribute(
      'href',
      'mailto:hello@kodesha.rw',
    );
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(requestedUrls(fetch)).not.toContain('/api/password/forgot');
  });

  it('with email only: the email way, and no SMS to choose', async () => {
    serve({ sms: false, email: true });
    renderRoutes(routes, '/forgot-password');
    expect(await screen.findByLabelText('Email address')).toBeVisible();
    expect(screen.getByText('We will send you a link by email.')).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'By SMS' })).toBeNull();
  });

  it('with SMS only: the phone way at once', async () => {
    serve({ sms: true, email: false });
    renderRoutes(routes, '/forgot-password');
    expect(await screen.findByLabelText('Verified phone number')).toBeVisible();
    expect(screen.queryByLabelText('Email address')).toBeNull();
  });
});

describe('/reset-password', () => {
  it('from the link: the new password twice, then Log In (never signed in on its own)', async () => {
    const sent: Record<string, unknown>[] = [];
    stubApi((url, init) => {
      if (url === '/api/password/reset') {
        sent.push(bodyOf(init));
        return { body: { message: messages.resetDone } };
      }
      return { status: 404 };
    });
    const router = renderRoutes(routes, '/reset-password?token=abc_DEF-123');
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
    await userEvent.type(screen.getByLabelText('New password'), 'a-new-secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'another');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(messages.passwordsDoNotMatch)).toBeVisible();
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a-new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(messages.resetDone)).toBeVisible();
    expect(sent).toEqual([
      { token: 'abc_DEF-123', password: 'a-new-secret', password_confirmation: 'a-new-secret' },
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Log In' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says a used or expired link is so, and leads to a new one', async () => {
    stubApi((url) =>
      url === '/api/password/reset'
        ? {
            status: 422,
            body: {
              message: messages.resetTokenWrong,
              errors: { token: [messages.resetTokenWrong] },
            },
          }
        : { status: 404 },
    );
    const router = renderRoutes(routes, '/reset-password?token=old');
    await userEvent.type(screen.getByLabelText('New password'), 'a-new-secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a-new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.resetTokenWrong);
    await userEvent.click(screen.getByRole('link', { name: 'Ask for a new link or code' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('with the SMS code: number, code (spaced as the SMS shows it) and the new password', async () => {
    const sent: Record<string, unknown>[] = [];
    stubApi((url, init) => {
      if (url === '/api/password/reset') {
        sent.push(bodyOf(init));
        if (bodyOf(init).code === '000000')
          return {
            status: 422,
            body: { message: messages.resetCodeWrong, errors: { code: [messages.resetCodeWrong] } },
          };
        return { body: { message: messages.resetDone } };
      }
      return { status: 404 };
    });
    renderRoutes(routes, '/reset-password?phone=%2B250788123456');
    await userEvent.type(screen.getByLabelText('6-digit code'), '000 000');
    await userEvent.type(screen.getByLabelText('New password'), 'a-new-secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a-new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(messages.resetCodeWrong)).toBeVisible();
    await userEvent.clear(screen.getByLabelText('6-digit code'));
    await userEvent.type(screen.getByLabelText('6-digit code'), '482 193');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(messages.resetDone)).toBeVisible();
    expect(sent.at(-1)).toEqual({
      phone: '+250788123456',
      code: '482193',
      password: 'a-new-secret',
      password_confirmation: 'a-new-secret',
    });
  });
});
