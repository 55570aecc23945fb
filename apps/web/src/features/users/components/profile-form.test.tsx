import { messages } from '@kodesha/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '@/test/render';
import { aUser } from '@/test/fixtures';
import { ProfileForm } from './profile-form';

afterEach(() => vi.unstubAllGlobals());

const user = aUser({ email: 'aline@example.rw', name: 'Aline Uwase' });

describe('ProfileForm (rules §1.8)', () => {
  it('asks for the current password only when the email changes, and sends it', async () => {
    const fetch = stubApi(() => ({ body: { data: { ...user, email: 'aline.new@example.rw' } } }));
    renderScreen(<ProfileForm user={user} home="/" />);
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

    const email = screen.getByLabelText('Email address');
    await userEvent.clear(email);
    await userEvent.type(email, 'aline.new@example.rw');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter your current password')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Current password'), 'correct-horse-battery');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const [, init] = fetch.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      email: 'aline.new@example.rw',
      current_password: 'correct-horse-battery',
    });
  });

  it('sends no password with a new name', async () => {
    const fetch = stubApi(() => ({ body: { data: user } }));
    renderScreen(<ProfileForm user={user} home="/" />);
    const name = screen.getByLabelText('Full name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Aline Mukamana');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const sent = JSON.parse(String(fetch.mock.calls[0]![1]?.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Aline Mukamana' });
    expect(sent).not.toHaveProperty('current_password');
  });

  it("shows the server's refusal of a wrong password under its field", async () => {
    stubApi(() => ({
      status: 422,
      body: {
        message: 'Your current password is not correct',
        code: 'auth.currentPasswordWrong',
        errors: { current_password: ['Your current password is not correct'] },
        error_codes: { current_password: ['invalid.currentPasswordWrong'] },
      },
    }));
    renderScreen(<ProfileForm user={user} home="/" />);
    const email = screen.getByLabelText('Email address');
    await userEvent.clear(email);
    await userEvent.type(email, 'someone.else@example.rw');
    await userEvent.type(screen.getByLabelText('Current password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your current password is not correct')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  async function rename() {
    renderScreen(<ProfileForm user={user} home="/" />);
    const name = screen.getByLabelText('Full name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Aline Mukamana');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  }

  it("a change refused as sent, without words: 'Update failed. Please check your information and try again.' (rules §9.10)", async () => {
    stubApi(() => ({ status: 422, body: {} }));
    await rename();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.updateFailed);
    expect(screen.queryByText(messages.profileUpdateFailed)).not.toBeInTheDocument();
  });

  it("a change that fails otherwise, without words: 'Failed to update profile' (rules §9.10)", async () => {
    stubApi(() => ({ status: 404, body: {} }));
    await rename();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.profileUpdateFailed);
  });

  it('a refusal with its reason shows the reason, not the fallback', async () => {
    stubApi(() => ({
      status: 409,
      body: { code: 'user.emailTaken', message: messages.emailTaken },
    }));
    await rename();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.emailTaken);
    expect(screen.queryByText(messages.updateFailed)).not.toBeInTheDocument();
  });
});
