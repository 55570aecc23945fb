import { z } from 'zod';
import { messages } from '../shared/messages.js';
import { pageQuery } from '../shared/pagination.js';
import { wireChoice } from '../shared/wire.js';
import {
  deliveryStatuses,
  deliveryTypes,
  notificationChannels,
  type DeliveryStatus,
  type DeliveryType,
  type NotificationChannel,
  type NotificationType,
} from './notification-types.js';

/** `GET /api/notifications` (rules §10.2): a page, newest first; `?unread=1` the unread only. */
export const notificationListQuery = pageQuery.extend({
  unread: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .enum(['1', '0', 'true', 'false'])
      .transform((value) => value === '1' || value === 'true')
      .optional(),
  ),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

/** One notification in the person's list (rules §10.2). */
export type NotificationView = {
  id: number;
  type: NotificationType;
  title: string;
  body: string;
  link: string;
  read_at: string | null;
  created_at: string;
};

/** `GET/PUT /api/me/notification-settings` (rules §10.5): SMS and email on or off. */
export const notificationSettingsInput = z
  .object({ sms: z.boolean().optional(), email: z.boolean().optional() })
  .strict();
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInput>;
export type NotificationSettings = { sms: boolean; email: boolean };

/** `POST /api/me/phone/verify` (rules §10.7): the 6 digits of the code sent by SMS. */
export const phoneVerifyInput = z.object({
  code: z
    .string({ error: messages.phoneCodeInvalid })
    .trim()
    .regex(/^\d{6}$/, messages.phoneCodeInvalid),
});

/** `GET /api/admin/notifications` (rules §10.8): the outbox, filtered. */
export const adminNotificationQuery = pageQuery.extend({
  status: wireChoice(deliveryStatuses),
  channel: wireChoice(notificationChannels),
  type: wireChoice(deliveryTypes),
  user_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type AdminNotificationQuery = z.infer<typeof adminNotificationQuery>;

/** One row of the outbox as an admin sees it (rules §10.8), with the words it carried. */
export type AdminNotificationView = {
  id: number;
  /** The notification it carries; none for a direct send (a code, a link, an SMS answer). */
  notification_id: number | null;
  /** The account it went to; none for an answer to a number no account holds. */
  user_id: number | null;
  user_name: string | null;
  channel: NotificationChannel;
  type: DeliveryType;
  recipient: string | null;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /**
   * The id the gateway or mail server gave the message when it took it: set, the message
   * was handed over and may have arrived, whatever its status says.
   */
  provider_message_id: string | null;
  /** What was (or would have been) sent: the SMS, the email's subject and text, the app's title and body. */
  text: string;
};

/**
 * rules §10.8: an outbox row an admin may send again — an SMS or email that failed, or one
 * a stopped process left `unknown` — unless a gateway took it (it has the gateway's id):
 * that one may have arrived, and sent again it could arrive twice. The server refuses any
 * other with 409.
 */
export const canResend = (
  row: Pick<AdminNotificationView, 'status' | 'channel' | 'provider_message_id'>,
): boolean =>
  row.channel !== 'in_app' &&
  (row.status === 'failed' || row.status === 'unknown') &&
  !row.provider_message_id;

/**
 * rules §10.4: what this server can send beyond the app — an SMS gateway, a mail server —
 * so that no screen asks for what cannot happen (`GET /api/channels`, public).
 */
export const channelsView = z.object({ sms: z.boolean(), email: z.boolean() });
export type ChannelsView = z.infer<typeof channelsView>;

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
export type AdminInboundSmsView = {
  id: number;
  from: string;
  to: string | null;
  text: string;
  outcome: InboundSmsOutcome;
  user_id: number | null;
  user_name: string | null;
  booking_id: number | null;
  answer: string | null;
  answer_status: string | null;
  created_at: string;
};
