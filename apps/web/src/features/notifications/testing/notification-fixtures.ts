import type { AdminNotificationView as OutboxRowView, NotificationView } from '@kodesha/domain';

/** A notification as `GET /api/notifications` answers it (rules §10.2). */
export function aNotification(overrides: Partial<NotificationView> = {}): NotificationView {
  return {
    id: 1,
    type: 'booking.requested',
    title: 'New booking request',
    body: 'Aline asks for your Toyota RAV4 on 28 Nov, 09:00 to 12:00.',
    link: '/booking/42',
    read_at: null,
    created_at: '2026-11-27T08:00:00.000Z',
    ...overrides,
  };
}

/** A row of the outbox as `GET /api/admin/notifications` answers it. */
export function anOutboxRow(overrides: Partial<OutboxRowView> = {}): OutboxRowView {
  return {
    id: 1,
    notification_id: 1,
    user_id: 5,
    user_name: 'Eric Owner',
    channel: 'sms',
    type: 'booking.requested',
    recipient: '+250788123456',
    status: 'sent',
    attempts: 1,
    last_error: null,
    created_at: '2026-11-27T08:00:00.000Z',
    sent_at: '2026-11-27T08:00:02.000Z',
    provider_message_id: null,
    text: 'Kodesha: Aline asks for your Toyota RAV4. Reply YES 4821 to accept or NO 4821 to decline.',
    ...overrides,
  };
}
