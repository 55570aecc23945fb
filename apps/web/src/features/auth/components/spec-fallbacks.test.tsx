import { messages } from '@kodesha/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubApi } from '@/test/render';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

/**
 * The product's words for a failed login or sign-up, where the server gives none better: an
 * answer with no words of its own (here a 400 with an empty body). A server that says why
 * is shown as it is, and no connection keeps its own words (rules §9.10).
 */
describe('the spec’s fallback words for logging in and signing up', () => {
  async function logIn() {
    renderRoutes([{ path: '/login', element: <LoginForm /> }], '/login');
    await userEvent.type(screen.getByLabelText('Email address'), 'jean@example.rw');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
  }

  it("a login the server refuses without words: 'An error occurred during login'", async () => {
    stubApi(() => ({ status: 400, body: {} }));
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.loginError);
  });

  it('a login the server refuses with its reason shows the reason, not the fallback', async () => {
    stubApi(() => ({
      status: 401,
      body: { code: 'auth.invalidCredentials', message: messages.loginFailed },
    }));
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.loginFailed);
    expect(screen.queryByText(messages.loginError)).not.toBeInTheDocument();
  });

  async function signUp() {
    renderRoutes([{ path: '/signup', element: <SignupForm /> }], '/signup');
    await userEvent.type(screen.getByLabelText('Full name'), 'Jean Client');
    await userEvent.type(screen.getByLabelText('Email address'), 'jean@example.rw');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long enough');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  }

  it("a sign-up refused as sent, without words: 'Registration failed. Please check your information and try again.'", async () => {
    stubApi(() => ({ status: 400, body: {} }));
    await signUp();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.registrationFailed);
    expect(screen.queryByText(messages.registrationError)).not.toBeInTheDocument();
  });

  it("a sign-up that fails otherwise, without words: 'An error occurred during registration'", async () => {
    stubApi(() => ({ status: 404, body: {} }));
    await signUp();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.registrationError);
  });
});
