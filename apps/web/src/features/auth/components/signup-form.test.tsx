import { messages } from '@kodesha/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser } from '@/test/fixtures';
import { renderRoutes, stubApi } from '@/test/render';
import { SignupForm } from './signup-form';

async function fillValidClient() {
  await userEvent.type(screen.getByLabelText('Full name'), 'Jean Client');
  await userEvent.type(screen.getByLabelText('Email address'), 'jean@example.rw');
  await userEvent.type(screen.getByLabelText('Password'), 'long enough');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'long enough');
  await userEvent.click(screen.getByRole('checkbox'));
}

describe('SignupForm: what the server refuses', () => {
  it('puts each field error of a 422 on its field, in words chosen by its code', async () => {
    // The server's words are another language's here: the screen goes by the codes.
    stubApi(() => ({
      status: 422,
      body: {
        code: 'request.invalid',
        message: 'Adresse déjà utilisée. Mot de passe trop court',
        errors: { email: ['Adresse déjà utilisée'], password: ['Mot de passe trop court'] },
        error_codes: { email: ['auth.emailTaken'], password: ['invalid.passwordTooShort'] },
      },
    }));
    renderRoutes([{ path: '/signup', element: <SignupForm /> }], '/signup');
    await fillValidClient();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByLabelText('Email address')).toHaveAccessibleDescription(
      messages.emailTaken,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      `At least 8 characters. ${messages.passwordTooShort}`,
    );
    expect(screen.queryByText(/déjà|trop court/)).not.toBeInTheDocument();
    // Every error found its field: nothing more above the form.
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('shows a field error it has no field for above the form, by its code', async () => {
    stubApi(() => ({
      status: 422,
      body: {
        code: 'request.invalid',
        message: 'Rôle inconnu',
        errors: { body: ['Rôle inconnu'] },
        error_codes: { body: ['invalid.roleInvalid'] },
      },
    }));
    renderRoutes([{ path: '/signup', element: <SignupForm /> }], '/signup');
    await fillValidClient();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.roleInvalid);
  });
});

describe('SignupForm: where a new account goes', () => {
  it.each([
    ['List my car', '/owner/dashboard'],
    ['Register as driver', '/driver/register'],
  ])('asks a new %s account to verify its phone first, then goes on', async (role, landing) => {
    const fetch = stubApi((url) =>
      url === '/api/channels'
        ? { body: { sms: true, email: true } }
        : { status: 201, body: { token: 't', user: aUser({ role: 'owner' }) } },
    );
    const router = renderRoutes(
      [
        { path: '/signup', element: <SignupForm /> },
        { path: '*', element: <p>next screen</p> },
      ],
      '/signup',
    );
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(role) }));
    await fillValidClient();
    await userEvent.type(screen.getByLabelText('Phone number'), '0788123456');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('next screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/verify-phone');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(landing);
    // Typed the Rwandan way, sent in E.164 (rules §10.7).
    const [, sent] = fetch.mock.calls.find(([url]) => url === '/api/register')!;
    expect(JSON.parse(String(sent?.body))).toMatchObject({
      phone_number: '+250788123456',
    });
  });

  it('sends a new client straight to licence verification', async () => {
    stubApi(() => ({ status: 201, body: { token: 't', user: aUser() } }));
    const router = renderRoutes(
      [
        { path: '/signup', element: <SignupForm /> },
        { path: '*', element: <p>next screen</p> },
      ],
      '/signup',
    );
    await fillValidClient();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('next screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/verification');
  });

  it('skips the phone step on a server that sends no SMS (rules §10.7)', async () => {
    stubApi((url) =>
      url === '/api/channels'
        ? { body: { sms: false, email: false } }
        : { status: 201, body: { token: 't', user: aUser({ role: 'owner' }) } },
    );
    const router = renderRoutes(
      [
        { path: '/signup', element: <SignupForm /> },
        { path: '*', element: <p>next screen</p> },
      ],
      '/signup?role=owner',
    );
    // "List Your Car" opened it as an owner: the phone is asked at once.
    expect(screen.getByRole('radio', { name: /List my car/ })).toBeChecked();
    await fillValidClient();
    await userEvent.type(screen.getByLabelText('Phone number'), '0788123456');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('next screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/owner/dashboard');
  });

  it('brings a visitor who signed up mid-booking back to the car (rules §1.3)', async () => {
    stubApi(() => ({ status: 201, body: { token: 't', user: aUser() } }));
    const router = renderRoutes(
      [
        { path: '/signup', element: <SignupForm /> },
        { path: '*', element: <p>next screen</p> },
      ],
      '/signup?next=%2Fcars%2F7',
    );
    expect(screen.getByRole('radio', { name: /Rent a car/ })).toBeChecked();
    await fillValidClient();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('next screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cars/7');
  });
});
