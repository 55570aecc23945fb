import { z } from 'zod';
import { dataOf, pageOf } from '../contract/answers.js';
import {
  deliveryStatuses,
  deliveryTypes,
  notificationChannels,
  notificationTypes,
} from './notification-types.js';

/** One notification in the person's list (rules §10.2). */
export const notificationView = z.object({
  id: z.number().int(),
  type: z.enum(notificationTypes),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationView = z.infer<typeof notificationView>;

/** rules §10.5: whether SMS and email may reach the person. */
export const notificationSettingsView = z.object({ sms: z.boolean(), email: z.boolean() });
export type NotificationSettings = z.infer<typeof notificationSettingsView>;

/** One row of the outbox as an admin sees it (rules §10.8), with the words it carried. */
export const adminNotificationView = z.object({
  id: z.number().int(),
  /** The notification it carries; none for a direct send (a code, a link, an SMS answer). */
  notification_id: z.number().int().nullable(),
  /** The account it went to; none for an answer to a number no account holds. */
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  channel: z.enum(notificationChannels),
  type: z.enum(deliveryTypes),
  recipient: z.string().nullable(),
  status: z.enum(deliveryStatuses),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /**
   * The id the gateway or mail server gave the message when it took it: set, the message
   * was handed over and may have arrived, whatever its status says.
   */
  provider_message_id: z.string().nullable(),
  /** What was (or would have been) sent: the SMS, the email's subject and text, the app's title and body. */
  text: z.string(),
});
export type AdminNotificationView = z.infer<typeof adminNotificationView>;

/**
 * rules §10.8: an outbox row an admin may send again — an SMS or email that failed, or one
 * a stopped process left `unknown` — unless a gateway took it (it has the gateway's id):
 * that one may have arrived, and sent again it could arrive twice. The server refuses any
 * other with 409; the admin's outbox offers Resend only where this says yes.
 */
export const canResend = (
  row: Pick<AdminNotificationView, 'status' | 'channel' | 'provider_message_id'>,
): boolean =>
  row.channel !== 'in_app' &&
  (row.status === 'failed' || row.status === 'unknown') &&
  !row.provider_message_id;

/** What an inbound SMS did (rules §10.10). */
export const inboundSmsOutcomes = [
  'received',
  'unknown_sender',
  'confirmed',
  'declined',
  'refused',
  'not_found',
  'locked',
  'stop',
  'start',
] as const;
export type InboundSmsOutcome = (typeof inboundSmsOutcomes)[number];

/** One inbound SMS as an admin reads it (rules §10.10): from, text, what it did, the answer. */
export const adminInboundSmsView = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string().nullable(),
  text: z.string(),
  outcome: z.enum(inboundSmsOutcomes),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  booking_id: z.number().int().nullable(),
  answer: z.string().nullable(),
  answer_status: z.string().nullable(),
  created_at: z.string(),
});
export type AdminInboundSmsView = z.infer<typeof adminInboundSmsView>;

// What the notification calls answer (record 29): one schema for the server and the web.

/** `GET /api/notifications`: a page, newest first. */
export const notificationListAnswer = pageOf(notificationView);

/** `GET /api/notifications/unread-count`. */
export const unreadNotificationsAnswer = z.object({ count: z.number().int() });

/** `GET` and `PUT /api/me/notification-settings`. */
export const notificationSettingsAnswer = dataOf(notificationSettingsView);

/** `GET /api/admin/notifications`: the outbox, a page. */
export const outboxAnswer = pageOf(adminNotificationView);

/** `POST /api/admin/notifications/{id}/resend`: the row queued again. */
export const resendAnswer = dataOf(z.object({ id: z.number().int(), status: z.string() }));

/** `GET /api/admin/notifications/inbound`: SMS received, a page. */
export const inboundSmsAnswer = pageOf(adminInboundSmsView);

/** What the SMS gateway's webhooks (delivery reports, inbound SMS) are answered: 200 whatever the text. */
export const gatewayWebhookAnswer = z.object({ status: z.literal('ok') });

/**
 * The live stream's `notification` event (rules §10.2): the person's unread notifications
 * now, and the new notification when there is one (without, only the count moved).
 */
export const liveNotificationEvent = z.object({
  notification: notificationView.optional(),
  unread_count: z.number().int().min(0),
});
export type LiveNotificationEvent = z.infer<typeof liveNotificationEvent>;
