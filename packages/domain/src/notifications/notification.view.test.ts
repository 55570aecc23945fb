import { describe, expect, it } from 'vitest';
import { canResend, liveNotificationEvent } from './notification.view.js';

describe('canResend (rules §10.8): the one rule the outbox button and the server share', () => {
  it.each([
    [{ channel: 'sms', status: 'failed', provider_message_id: null }, true],
    [{ channel: 'email', status: 'unknown', provider_message_id: null }, true],
    [{ channel: 'sms', status: 'failed', provider_message_id: 'ATXid_1' }, false], // a gateway took it
    [{ channel: 'in_app', status: 'failed', provider_message_id: null }, false],
    [{ channel: 'sms', status: 'sent', provider_message_id: null }, false],
    [{ channel: 'email', status: 'queued', provider_message_id: null }, false],
  ] as const)('%o → %s', (row, expected) => {
    expect(canResend(row)).toBe(expected);
  });
});

describe('the live notification event (rules §10.2)', () => {
  it('carries the unread count, with or without the new notification', () => {
    expect(liveNotificationEvent.safeParse({ unread_count: 3 }).success).toBe(true);
    expect(liveNotificationEvent.safeParse({}).success).toBe(false);
    expect(liveNotificationEvent.safeParse({ unread_count: -1 }).success).toBe(false);
    expect(
      liveNotificationEvent.safeParse({ notification: { id: 9 }, unread_count: 3 }).success,
    ).toBe(false);
  });
});
