import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserView } from '@kodesha/domain';
import { describe, expect, it } from 'vitest';
import { sessionStore, useSession } from '@/lib/session';
import { aUser } from '@/test/fixtures';
import { renderScreen, requestedUrls, stubApi } from '@/test/render';
import { PhoneSection, PhoneVerificationReminder } from './phone-verification';

const owner = aUser({ role: 'owner', phone_number: '+250788123456' });

/** The section as a profile shows it: for the session's user, redrawn when it changes. */
function SessionPhone({ reminder = false }: { reminder?: boolean }) {
  const user = useSession()?.user;
  if (!user) return null;
  return reminder ? <PhoneVerificationReminder user={user} /> : <PhoneSection user={user} />;
}

function renderPhone(
  user: UserView,
  verify: (code: string) => { status?: number; body?: unknown },
  reminder = false,
  sms = true,
) {
  const fetch = stubApi((url, init) => {
    if (url === '/api/channels') return { body: { sms, email: true } };
    if (url === '/api/me/phone/verification') return { status: 202, body: { message: 'Sent' } };
    if (url === '/api/me/phone/verify')
      return verify((JSON.parse(String(init.body)) as { code: string }).code);
    return { status: 404 };
  });
  sessionStore.start({ token: 't', user });
  renderScreen(<SessionPhone reminder={reminder} />);
  return fetch;
}

const wrongCode = {
  status: 422,
  body: {
    message: 'The code is wrong or has expired.',
    errors: { code: ['The code is wrong or has expired.'] },
  },
};

describe('Verifying the phone in place (rules §10.7, §10.9)', () => {
  it('shows the number as not verified, sends a code, and verifies it with the right one', async () => {
    const fetch = renderPhone(owner, (code) =>
      code === '482193' ? { body: { user: { ...owner, is_phone_verified: true } } } : wrongCode,
    );
    expect(screen.getByText('+250788123456')).toBeInTheDocument();
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/We sent a 6-digit code to \+250788123456/)).toBeInTheDocument();
    expect(requestedUrls(fetch)).toContain('/api/me/phone/verification');

    const code = screen.getByLabelText('Verification code');
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is wrong or has expired.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(code);
    await userEvent.type(code, '482 193');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(sessionStore.get()?.user.is_phone_verified).toBe(true);
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it('asks for the 6 digits before sending anything', async () => {
    const fetch = renderPhone(owner, () => wrongCode);
    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText('Verification code'), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter the 6-digit code we sent you')).toBeInTheDocument();
    expect(requestedUrls(fetch)).not.toContain('/api/me/phone/verify');
  });

  it('says when too many codes were asked for', async () => {
    stubApi((url) =>
      url === '/api/channels'
        ? { body: { sms: true, email: false } }
        : {
            status: 429,
            body: { message: 'Too many requests. Please wait a moment and try again.' },
          },
    );
    sessionStore.start({ token: 't', user: owner });
    renderScreen(<SessionPhone />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Too many requests/);
  });

  it('shows a verified phone as verified, with nothing to do', () => {
    renderPhone({ ...owner, is_phone_verified: true }, () => wrongCode);
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
  });

  it('with no number, says where to add one', () => {
    renderPhone(aUser(), () => wrongCode);
    expect(screen.getByRole('link', { name: 'Add a phone number' })).toHaveAttribute(
      'href',
      '/account/edit-profile',
    );
  });

  it('reminds a provider on their dashboard until the phone is verified', async () => {
    renderPhone(owner, () => ({ body: { user: { ...owner, is_phone_verified: true } } }), true);
    expect(
      await screen.findByRole('heading', { name: 'Verify your phone number' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Booking requests reach you by text message only once/),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText('Verification code'), '482193');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Verify your phone number' })).toBeNull(),
    );
  });
});

describe('a server that sends no SMS (rules §10.7)', () => {
  it('offers no code: the profile says phones cannot be verified here', async () => {
    const fetch = renderPhone(owner, () => ({ status: 500 }), false, false);
    expect(await screen.findByText(/This server does not send text messages/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(requestedUrls(fetch)).toEqual(['/api/channels']);
  });

  it('never reminds a provider on their dashboard', async () => {
    const fetch = renderPhone(owner, () => ({ status: 500 }), true, false);
    await waitFor(() => expect(requestedUrls(fetch)).toContain('/api/channels'));
    expect(screen.queryByText('Verify your phone number')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
  });
});
