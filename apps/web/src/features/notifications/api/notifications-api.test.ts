import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContractError } from '@/lib/api-client';
import { aPage } from '@/test/fixtures';
import { aNotification, anOutboxRow } from '../testing/notification-fixtures';
import { inboundSmsQuery, outboxQuery } from './admin-notifications';
import { markAllNotificationsRead, markNotificationRead } from './mark-notifications-read';
import { notificationSettingsQuery } from './notification-settings';
import { notificationsQuery } from './notifications';
import { unreadNotificationsQuery } from './unread-notifications';

/** Every answer is this status and JSON (none on a 204), whatever was asked. */
function respond(status: number, body?: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(body === undefined ? null : JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

const client = () => new QueryClient();
const failureOf = (run: () => Promise<unknown>) => run().catch((error: unknown) => error);

afterEach(() => vi.unstubAllGlobals());

const inbound = {
  id: 3,
  from: '+250788123456',
  to: '8080',
  text: 'YES 4821',
  outcome: 'confirmed',
  user_id: 5,
  user_name: 'Eric Owner',
  booking_id: 42,
  answer: 'Booking confirmed.',
  answer_status: 'sent',
  created_at: '2026-11-27T08:00:00.000Z',
} as const;

/** Each call: its name, how to make it, a good answer, what it resolves to, a broken answer. */
const calls = [
  [
    'GET /notifications',
    () => client().fetchQuery(notificationsQuery({})),
    aPage([aNotification()]),
    aPage([aNotification()]),
    aPage([aNotification({ type: 'booking.vanished' as never })]),
  ],
  [
    'GET /notifications/unread-count',
    () => client().fetchQuery(unreadNotificationsQuery),
    { count: 2 },
    2,
    { count: '2' },
  ],
  [
    'GET /me/notification-settings',
    () => client().fetchQuery(notificationSettingsQuery),
    { data: { sms: true, email: false } },
    { sms: true, email: false },
    { data: { sms: 'yes', email: false } },
  ],
  [
    'GET /admin/notifications',
    () => client().fetchQuery(outboxQuery({})),
    aPage([anOutboxRow()]),
    aPage([anOutboxRow()]),
    aPage([{ ...anOutboxRow(), attempts: null }]),
  ],
  [
    'GET /admin/notifications/inbound',
    () => client().fetchQuery(inboundSmsQuery(1)),
    aPage([inbound]),
    aPage([inbound]),
    aPage([{ ...inbound, outcome: 'shouted' }]),
  ],
] as const;

describe('the notification calls parse their answers by the contract (DESIGN §1.34)', () => {
  it.each(calls)('%s: a well-formed answer parses', async (_call, run, good, result) => {
    respond(200, good);
    await expect(run()).resolves.toEqual(result);
  });

  it.each(calls)(
    '%s: a malformed answer is an ApiContractError naming it',
    async (call, run, _good, _result, broken) => {
      respond(200, broken);
      const failure = await failureOf(run);
      expect(failure).toBeInstanceOf(ApiContractError);
      expect((failure as ApiContractError).call).toBe(call);
    },
  );

  it('marking read answers 204: nothing to parse, nothing returned', async () => {
    respond(204);
    await expect(markNotificationRead(9)).resolves.toBeUndefined();
    await expect(markAllNotificationsRead()).resolves.toBeUndefined();
  });
});
