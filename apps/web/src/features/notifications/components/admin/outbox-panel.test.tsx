import type { AdminInboundSmsView } from '@kodesha/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { toast } from '@/lib/toasts';
import { aPage, aUser } from '@/test/fixtures';
import { renderScreen, requestedUrls, stubApi } from '@/test/render';
import { anOutboxRow } from '../../testing/notification-fixtures';
import { OutboxPanel } from './outbox-panel';

afterEach(() => vi.restoreAllMocks());

const failed = anOutboxRow({
  id: 8,
  status: 'failed',
  attempts: 5,
  last_error: 'gateway answered 500',
  sent_at: null,
});
const email = anOutboxRow({
  id: 7,
  channel: 'email',
  recipient: 'owner@example.rw',
  status: 'delivered',
  text: 'New booking request\n\nAline asks for your Toyota RAV4.',
});

const inbound: AdminInboundSmsView[] = [
  {
    id: 3,
    from: '+250788123456',
    to: '8080',
    text: 'yego 4821',
    outcome: 'confirmed',
    user_id: 5,
    user_name: 'Eric Owner',
    booking_id: 42,
    answer: 'Kodesha: you confirmed B0000042. Aline is told.',
    answer_status: 'sent',
    created_at: '2026-11-24T07:00:00.000Z',
  },
  {
    id: 4,
    from: '+250788555555',
    to: '8080',
    text: 'YES 4821',
    outcome: 'locked',
    user_id: 6,
    user_name: 'Jean Guess',
    booking_id: null,
    answer: null,
    answer_status: null,
    created_at: '2026-11-24T06:30:00.000Z',
  },
  {
    id: 2,
    from: '+250788999999',
    to: '8080',
    text: 'YES 1111',
    outcome: 'unknown_sender',
    user_id: null,
    user_name: null,
    booking_id: null,
    answer: null,
    answer_status: null,
    created_at: '2026-11-24T06:00:00.000Z',
  },
];

function renderOutbox(
  path = '/admin?tab=notifications',
  answer: (url: string, init: RequestInit) => { status?: number; body?: unknown } = (url) =>
    url.startsWith('/api/admin/notifications?') || url === '/api/admin/notifications'
      ? { body: aPage([failed, email]) }
      : { body: { data: { id: 8, status: 'queued' } } },
) {
  // The SMS received below the outbox have their own answer (their own test below).
  const fetch = stubApi((url, init) =>
    url.startsWith('/api/admin/notifications/inbound')
      ? { body: aPage(inbound) }
      : answer(url, init),
  );
  sessionStore.start({ token: 't', user: aUser({ role: 'admin' }) });
  const router = renderScreen(<OutboxPanel />, path);
  return { fetch, router };
}

/** The table (wide screens); jsdom draws the phone's cards too. */
const table = async () => within(await screen.findByRole('table'));

describe('OutboxPanel (the admin’s Notifications tab)', () => {
  it('lists every message with its person, channel, kind, status, tries and words', async () => {
    renderOutbox();
    const rows = (await table()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('Eric Owner')).toBeInTheDocument();
    expect(first.getByText('Account 5')).toBeInTheDocument();
    expect(first.getByText('To +250788123456')).toBeInTheDocument();
    expect(first.getByText('SMS')).toBeInTheDocument();
    expect(first.getByText('Booking requested')).toBeInTheDocument();
    expect(first.getByText('Failed')).toBeInTheDocument();
    expect(first.getByText('5 tries')).toBeInTheDocument();
    expect(first.getByText('Last error: gateway answered 500')).toBeInTheDocument();
    expect(first.getByText(/Reply YES 4821 to accept/)).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Send again' })).toBeInTheDocument();
    const second = within(rows[1]!);
    expect(second.getByText('Delivered')).toBeInTheDocument();
    expect(second.getByText(/New booking request\s+Aline asks/)).toBeInTheDocument();
    expect(second.queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it('shows a direct send — a code, a reset, an answer — with its kind, its words masked, and no account when none holds the number', async () => {
    const code = anOutboxRow({
      id: 9,
      notification_id: null,
      type: 'phone.code',
      text: 'Kodesha: your phone verification code is ******. It is valid for 10 minutes.',
    });
    const answer = anOutboxRow({
      id: 10,
      notification_id: null,
      user_id: null,
      user_name: null,
      type: 'sms.answer',
      recipient: '+250788999999',
      text: 'Kodesha: no request has the code 1111.',
    });
    renderOutbox('/admin?tab=notifications', (url) =>
      url.startsWith('/api/admin/notifications?') || url === '/api/admin/notifications'
        ? { body: aPage([code, answer]) }
        : { status: 202, body: {} },
    );
    const rows = (await table()).getAllByRole('row').slice(1);
    const first = within(rows[0]!);
    expect(first.getByText('Phone verification code')).toBeInTheDocument();
    expect(first.getByText(/code is \*{6}/)).toBeInTheDocument();
    const second = within(rows[1]!);
    expect(second.getByText('Answer to an SMS')).toBeInTheDocument();
    expect(second.getByText('No account')).toBeInTheDocument();
    expect(second.queryByText(/Account /)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'password.reset');
    expect(screen.getByLabelText('Kind')).toHaveValue('password.reset');
  });

  it('filters by status, channel, kind and person, in the address and in the request', async () => {
    const { fetch, router } = renderOutbox();
    await table();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'failed');
    await userEvent.selectOptions(screen.getByLabelText('Channel'), 'sms');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'booking.requested');
    await userEvent.type(screen.getByLabelText('Person (account number)'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(requestedUrls(fetch)).toContain(
        '/api/admin/notifications?status=failed&channel=sms&type=booking.requested&user_id=5',
      ),
    );
    expect(router.state.location.search).toBe(
      '?tab=notifications&status=failed&channel=sms&type=booking.requested&user_id=5',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?tab=notifications');
  });

  it('sends a failed message again and says so', async () => {
    const success = vi.spyOn(toast, 'success');
    const { fetch } = renderOutbox();
    await userEvent.click((await table()).getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('The notification was queued to be sent again'),
    );
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/admin/notifications/8/resend')!;
    expect(init?.method).toBe('POST');
  });

  it('says why a skipped message was not sent, as a reason rather than an error', async () => {
    renderOutbox(undefined, () => ({
      body: aPage([
        anOutboxRow({
          status: 'skipped',
          attempts: 0,
          sent_at: null,
          last_error: 'no SMS gateway is configured (SMS_PROVIDER)',
        }),
      ]),
    }));
    const row = within((await table()).getAllByRole('row')[1]!);
    expect(row.getByText('Not sent: no SMS gateway is configured (SMS_PROVIDER)')).toBeVisible();
    expect(row.queryByText(/Last error/)).toBeNull();
    expect(row.queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it('says an unknown message the gateway took may have arrived, and offers no Send again (rules §10.8)', async () => {
    renderOutbox(undefined, () => ({
      body: aPage([
        anOutboxRow({
          status: 'unknown',
          sent_at: null,
          provider_message_id: 'ATXid_7f3a',
          last_error: 'its server process stopped while sending it',
        }),
        anOutboxRow({ id: 2, status: 'unknown', sent_at: null, provider_message_id: null }),
      ]),
    }));
    const [, taken, never] = (await table()).getAllByRole('row');
    expect(
      within(taken!).getByText('May have arrived: the gateway took it (ATXid_7f3a)'),
    ).toBeVisible();
    expect(within(taken!).queryByRole('button', { name: 'Send again' })).toBeNull();
    expect(within(never!).queryByText(/May have arrived/)).toBeNull();
    expect(within(never!).getByRole('button', { name: 'Send again' })).toBeInTheDocument();
  });

  it('says when nothing matches the filters', async () => {
    renderOutbox('/admin?tab=notifications&status=unknown', () => ({ body: aPage([]) }));
    expect(await screen.findByText('No notifications match these filters.')).toBeInTheDocument();
  });

  it('says when the outbox could not be loaded', async () => {
    renderOutbox(undefined, () => ({ status: 500 }));
    expect(await screen.findByText('Failed to load notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('lists the SMS received: from, words, what each did and the answer sent (rules §10.10)', async () => {
    renderOutbox();
    const list = within(await screen.findByRole('list', { name: 'Messages received by SMS' }));
    const [confirmed, locked, stranger] = list.getAllByRole('listitem').map((item) => within(item));
    expect(confirmed!.getByText('From +250788123456')).toBeInTheDocument();
    expect(confirmed!.getByText('yego 4821')).toBeInTheDocument();
    expect(confirmed!.getByText('Confirmed the request')).toBeInTheDocument();
    expect(confirmed!.getByText(/Eric Owner \(account 5\)/)).toBeInTheDocument();
    expect(confirmed!.getByText('Booking B0000042')).toBeInTheDocument();
    expect(confirmed!.getByText(/Answered: Kodesha: you confirmed B0000042/)).toBeInTheDocument();
    // Past 5 wrong codes in an hour, a reply acts no more (rules §10.10).
    expect(locked!.getByText('Too many wrong codes: nothing done')).toBeInTheDocument();
    expect(locked!.getByText('Not answered')).toBeInTheDocument();
    expect(stranger!.getByText('Unknown number: nothing done')).toBeInTheDocument();
    expect(stranger!.getByText('Not answered')).toBeInTheDocument();
  });
});
