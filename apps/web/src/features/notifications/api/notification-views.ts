import type { AdminNotificationView } from '@kodesha/domain';

export {
  deliveryStatuses,
  notificationChannels,
  notificationTypes,
  type DeliveryStatus,
  type NotificationChannel,
  type NotificationSettings,
  type NotificationType,
  type NotificationView,
} from '@kodesha/domain';

/** One row of the outbox, as the admin's Notifications tab lists it. */
export type OutboxRowView = AdminNotificationView;

/**
 * An outbox row an admin may send again (rules §10.8): an SMS or email that failed, or one
 * a stopped process left `unknown`. The server refuses any other with 409.
 */
export const canResend = (row: Pick<OutboxRowView, 'status' | 'channel'>) =>
  row.channel !== 'in_app' && (row.status === 'failed' || row.status === 'unknown');

/**
 * Where a notification leads: a path of this site only (never `//elsewhere` or a full
 * address), else nowhere.
 */
export const safeLink = (link: string | null): string | undefined =>
  link && link.startsWith('/') && !link.startsWith('//') ? link : undefined;
