import { z } from 'zod';
import { notificationTypes, type NotificationView } from '@kodesha/domain';

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

export const notificationSettingsSchema = z.object({ sms: z.boolean(), email: z.boolean() });
