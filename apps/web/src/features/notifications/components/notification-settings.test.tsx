import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { toast } from '@/lib/toasts';
import { aUser } from '@/test/fixtures';
import { renderScreen, stubApi } from '@/test/render';
import { NotificationSettings } from './notification-settings';

function renderSettings(
  put: (body: Record<string, boolean>) => { status?: number; body?: unknown },
) {
  const fetch = stubApi((url, init) => {
    if (url !== '/api/me/notification-settings') return { status: 404 };
    if (init.method === 'PUT') return put(JSON.parse(String(init.body)) as Record<string, boolean>);
    return { body: { data: { sms: true, email: true } } };
  });
  sessionStore.start({ token: 't', user: aUser({ email: 'aline@example.rw' }) });
  renderScreen(<NotificationSettings />);
  return fetch;
}

const puts = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

afterEach(() => vi.restoreAllMocks());

describe('NotificationSettings (rules §10.5, §10.9)', () => {
  it('shows SMS and email as switches, both on by default, and says where email goes', async () => {
    renderSettings(() => ({ status: 500 }));
    expect(await screen.findByRole('switch', { name: 'Text messages (SMS)' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email' })).toBeChecked();
    expect(screen.getByText('Sent to aline@example.rw.')).toBeInTheDocument();
    expect(screen.getByText(/Security messages .* are always sent/)).toBeInTheDocument();
  });

  it('saves one setting at a time, sending only what changed', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetch = renderSettings((body) => ({
      body: { data: { sms: true, email: true, ...body } },
    }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Text messages (SMS)' }));
    await waitFor(() => expect(puts(fetch)).toEqual([{ sms: false }]));
    expect(screen.getByRole('switch', { name: 'Text messages (SMS)' })).not.toBeChecked();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Notification settings saved'));
  });

  it('puts the switch back and says so when the save fails', async () => {
    const failure = vi.spyOn(toast, 'error');
    renderSettings(() => ({ status: 500 }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Email' }));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith(
        expect.stringMatching(/^Failed to save your notification settings/),
      ),
    );
    expect(screen.getByRole('switch', { name: 'Email' })).toBeChecked();
  });

  it('says when the settings could not be loaded', async () => {
    stubApi(() => ({ status: 500 }));
    sessionStore.start({ token: 't', user: aUser() });
    renderScreen(<NotificationSettings />);
    expect(
      await screen.findByText('Failed to load your notification settings'),
    ).toBeInTheDocument();
  });
});
