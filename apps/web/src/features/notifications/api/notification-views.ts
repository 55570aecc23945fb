import type { AdminNotificationView } from '@kodesha/domain';

export {
  canResend,
  deliveryStatuses,
  deliveryTypes,
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
 * Where a notification leads: a path of this site only (never `//elsewhere` or a full
 * address), else nowhere.
 */
export const safeLink = (link: string | null): string | undefined =>
  link && link.startsWith('/') && !link.startsWith('//') ? link : undefined;
