import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPage } from '@/test/fixtures';
import { freshClient, itParsesByContract, respondWith } from '@/test/contract';
import { aNotification, anOutboxRow } from '../testing/notification-fixtures';
import { inboundSmsQuery, outboxQuery } from './admin-notifications';
import { markAllNotificationsRead, markNotificationRead } from './mark-notifications-read';
import { notificationSettingsQuery } from './notification-settings';
import { notificationsQuery } from './notifications';
import { unreadNotificationsQuery } from './unread-notifications';

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
    () => freshClient().fetchQuery(notificationsQuery({})),
    aPage([aNotification()]),
    aPage([aNotification()]),
    aPage([aNotification({ type: 'booking.vanished' as never })]),
  ],
  [
    'GET /notifications/unread-count',
    () => freshClient().fetchQuery(unreadNotificationsQuery),
    { count: 2 },
    2,
    { count: '2' },
  ],
  [
    'GET /me/notification-settings',
    () => freshClient().fetchQuery(notificationSettingsQuery),
    { data: { sms: true, email: false } },
    { sms: true, email: false },
    { data: { sms: 'yes', email: false } },
  ],
  [
    'GET /admin/notifications',
    () => freshClient().fetchQuery(outboxQuery({})),
    aPage([anOutboxRow()]),
    aPage([anOutboxRow()]),
    aPage([{ ...anOutboxRow(), attempts: null }]),
  ],
  [
    'GET /admin/notifications/inbound',
    () => freshClient().fetchQuery(inboundSmsQuery(1)),
    aPage([inbound]),
    aPage([inbound]),
    aPage([{ ...inbound, outcome: 'shouted' }]),
  ],
] as const;

describe('the notification calls parse their answers by the contract (record 29)', () => {
  itParsesByContract(calls);

  it('marking read answers 204: nothing to parse, nothing returned', async () => {
    respondWith(204);
    await expect(markNotificationRead(9)).resolves.toBeUndefined();
    await expect(markAllNotificationsRead()).resolves.toBeUndefined();
  });
});
