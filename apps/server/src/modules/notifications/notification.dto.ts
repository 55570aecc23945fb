import { z } from 'zod';
import {
  deliveryStatuses,
  notificationChannels,
  notificationTypes,
  type NotificationView,
} from '@kodesha/domain';

/** A notification on the wire (rules §10.2). */
export const notificationViewSchema = z.object({
  id: z.number().int(),
  type: z.enum(notificationTypes),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  read_at: z.string().nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<NotificationView>;

/** One outbox row as the admin's list shows it (rules §10.8). */
export const adminNotificationViewSchema = z.object({
  id: z.number().int(),
  notification_id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  channel: z.enum(notificationChannels),
  type: z.enum(notificationTypes),
  recipient: z.string().nullable(),
  status: z.enum(deliveryStatuses),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  provider_message_id: z.string().nullable(),
  text: z.string(),
});

export const notificationSettingsSchema = z.object({ sms: z.boolean(), email: z.boolean() });
