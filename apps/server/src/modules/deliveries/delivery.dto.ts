import { z } from 'zod';
import {
  deliveryStatuses,
  deliveryTypes,
  notificationChannels,
  type AdminNotificationView,
} from '@kodesha/domain';

/** One outbox row as the admin's list shows it (rules §10.8). */
export const adminNotificationViewSchema = z.object({
  id: z.number().int(),
  notification_id: z.number().int().nullable(),
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
  provider_message_id: z.string().nullable(),
  text: z.string(),
}) satisfies z.ZodType<AdminNotificationView>;
