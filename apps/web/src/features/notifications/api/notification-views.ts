/**
 * What the notification endpoints answer (DESIGN's API contract, "Notifications"), as the
 * screens read it. The server half writes the same shapes into the domain package; until
 * the two halves meet, these types are the screens' copy of that contract.
 */

/** One notification of the signed-in person, its words already in their language. */
export type NotificationView = {
  id: number;
  type: string;
  title: string;
  body: string;
  /** A path of the web app (`/booking/42`), or null when it leads nowhere. */
  link: string | null;
  read_at: string | null;
  created_at: string;
};

export type NotificationSettings = { sms: boolean; email: boolean };

export const notificationChannels = ['in_app', 'sms', 'email'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export const deliveryStatuses = [
  'queued',
  'sent',
  'delivered',
  'failed',
  'skipped',
  'unknown',
] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** Every kind of notification, in the contract's order. */
export const notificationTypes = [
  'booking.requested',
  'booking.confirmed',
  'booking.declined',
  'booking.expired',
  'booking.cancelled',
  'booking.reminder',
  'booking.starting',
  'booking.completed',
  'chat.message',
  'licence.verified',
  'licence.rejected',
  'driver.verified',
  'driver.rejected',
  'ticket.confirmed',
  'ticket.cancelled',
  'gps.approved',
  'gps.rejected',
  'gps.completed',
  'password.changed',
] as const;

/** One row of the outbox, as the admin's Notifications tab lists it. */
export type OutboxRowView = {
  id: number;
  user_id: number;
  channel: NotificationChannel;
  type: string;
  recipient: string | null;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** The message as it was (or would be) sent, when the server shows it. */
  subject?: string | null;
  text?: string | null;
  body?: string | null;
};

/** An outbox row an admin may send again: a failed send, or one nobody knows the end of. */
export const canResend = (row: Pick<OutboxRowView, 'status' | 'channel'>) =>
  row.channel !== 'in_app' && (row.status === 'failed' || row.status === 'unknown');

/**
 * Where a notification leads: a path of this site only (never `//elsewhere` or a full
 * address someone slipped into a link), else nowhere.
 */
export const safeLink = (link: string | null): string | undefined =>
  link && link.startsWith('/') && !link.startsWith('//') ? link : undefined;
