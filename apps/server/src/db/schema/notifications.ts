import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  DeliveryStatus,
  DeliveryType,
  Language,
  NotificationChannel,
  NotificationType,
  NotificationValues,
} from '@kodesha/domain';
import { users } from './users.js';

/**
 * One notification to one person (rules §10.2), written in the transaction of its cause.
 * `source` names what raised it (`event:<outbox id>`, `booking.reminder:<booking id>`,
 * `chat:<chat id>:<time>`), so one cause notifies a person once. Its words are made from
 * `values` when it is read, in the language the person reads in.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').$type<NotificationType>().notNull(),
    source: text('source').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    link: text('link').notNull(),
    values: jsonb('values')
      .$type<NotificationValues>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notifications_source_person_key').on(table.source, table.userId),
    index('notifications_person_idx').on(table.userId, table.id),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);

export type NotificationRecord = typeof notifications.$inferSelect;

/**
 * What a direct send carries (rules §10.3): an SMS's text, or an email's subject and parts.
 * It holds the secret (a code, a link), so it is kept only while it may still be sent.
 */
export type DeliveryMessage = { text: string } | { subject: string; text: string; html: string };

/**
 * The outbox of everything sent (rules §10.3): one row per notification and channel, so one
 * cause reaches a person at most once on each, and one per direct send (a reset's link or
 * code, a phone's code, an SMS answer: no notification, `message` and `shown` instead).
 * `recipient` is the number or address it went to; `language` the one its words were
 * written in; `provider_message_id` the gateway's id, which its delivery reports name.
 * Each row is sent by one job of the runner, whose state it shares (rules §9.20).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    notificationId: bigint('notification_id', { mode: 'number' }).references(
      () => notifications.id,
      { onDelete: 'cascade' },
    ),
    userId: integer('user_id'),
    type: text('type').$type<DeliveryType>().notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    recipient: text('recipient'),
    language: text('language').$type<Language>().notNull(),
    status: text('status').$type<DeliveryStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    /** A direct send's message, secret included; cleared once it can no longer be sent. */
    message: jsonb('message').$type<DeliveryMessage>(),
    /** A direct send's words as an admin reads them, its secret masked. */
    shown: text('shown'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notification_deliveries_channel_key').on(table.notificationId, table.channel),
    index('notification_deliveries_status_idx').on(table.status, table.id),
    index('notification_deliveries_person_idx').on(table.userId, table.id),
    index('notification_deliveries_provider_idx')
      .on(table.providerMessageId)
      .where(sql`${table.providerMessageId} is not null`),
    check(
      'notification_deliveries_status_check',
      sql`${table.status} in ('queued', 'sent', 'delivered', 'failed', 'skipped', 'unknown')`,
    ),
    check(
      'notification_deliveries_channel_check',
      sql`${table.channel} in ('in_app', 'sms', 'email')`,
    ),
  ],
);

export type DeliveryRecord = typeof notificationDeliveries.$inferSelect;

/**
 * Codes sent to verify a phone (rules §10.7): only their hash, the number they were sent
 * to, until when they work and how many wrong tries they took. The rows count the limits
 * (per account an hour, per number a day).
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('phone_codes_person_idx').on(table.userId, table.createdAt),
    index('phone_codes_number_idx').on(table.phone, table.createdAt),
  ],
);

/**
 * Delivery reports that came before their send was recorded (rules §10.8): a gateway can
 * report on a message in the moment between taking it and Kodesha writing down its id.
 * Kept here until the send is recorded, which applies them; pruned after a day.
 */
export const earlyDeliveryReports = pgTable('early_delivery_reports', {
  providerMessageId: text('provider_message_id').primaryKey(),
  status: text('status').$type<'delivered' | 'failed'>().notNull(),
  lastError: text('last_error'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
