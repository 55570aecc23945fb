import { z } from 'zod';
import { messages } from '../shared/messages.js';
import { pageQuery } from '../shared/pagination.js';
import { wireChoice } from '../shared/wire.js';
import { deliveryStatuses, deliveryTypes, notificationChannels } from './notification-types.js';

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

/** `GET/PUT /api/me/notification-settings` (rules §10.5): SMS and email on or off. */
export const notificationSettingsInput = z
  .object({ sms: z.boolean().optional(), email: z.boolean().optional() })
  .strict();
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInput>;

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

/**
 * rules §10.4: what this server can send beyond the app — an SMS gateway, a mail server —
 * so that no screen asks for what cannot happen (`GET /api/channels`, public).
 */
export const channelsView = z.object({ sms: z.boolean(), email: z.boolean() });
export type ChannelsView = z.infer<typeof channelsView>;
