import { messages } from '@kodesha/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
