import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChatSubject } from '@kodesha/domain';
import { users } from './users.js';

/**
 * A conversation between two people about one car or driver (rules §5.1). `user_id`
 * opened it, `recipient_id` was written to. One chat per pair and item, whichever of the
 * two opened it: the unique index on the ordered pair makes a second start — even one
 * racing the first — find the existing chat (rules §5.1). `last_message_*` keep the list's
 * order and preview without scanning messages.
 */
export const chats = pgTable(
  'chats',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relatedToType: text('related_to_type').$type<ChatSubject>().notNull(),
    relatedToId: integer('related_to_id').notNull(),
    /** "2022 Toyota RAV4" or the driver's name, kept when the listing is later removed. */
    relatedTitle: text('related_title').notNull(),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chats_pair_item_key').on(
      sql`least(${table.userId}, ${table.recipientId})`,
      sql`greatest(${table.userId}, ${table.recipientId})`,
      table.relatedToType,
      table.relatedToId,
    ),
    index('chats_user_idx').on(table.userId),
    index('chats_recipient_idx').on(table.recipientId),
    check('chats_two_people_check', sql`${table.userId} <> ${table.recipientId}`),
    check('chats_related_type_check', sql`${table.relatedToType} in ('car', 'driver')`),
  ],
);

export type ChatRecord = typeof chats.$inferSelect;

/**
 * One message (rules §5.3). `recipient_id` is the other participant, kept on the
 * row so a person's unread count is one look-up in a small partial index.
 */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('messages_chat_idx').on(table.chatId, table.id),
    // A reconnecting stream reads what it missed, received and sent (and deleting an
    // account finds its messages) by these.
    index('messages_recipient_idx').on(table.recipientId, table.id),
    index('messages_sender_idx').on(table.senderId, table.id),
    index('messages_unread_idx')
      .on(table.recipientId, table.chatId)
      .where(sql`${table.readAt} is null`),
    check('messages_content_check', sql`char_length(${table.content}) between 1 and 2000`),
  ],
);

export type MessageRecord = typeof messages.$inferSelect;
