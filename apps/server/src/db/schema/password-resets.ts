import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Password resets asked for (rules §1.14): a link's token or an SMS code, only as a hash
 * (`sha256` of the token; `salt$sha256` of a code), where it was sent (an email address or
 * an E.164 number), until when it works, its wrong tries and when it was used. The rows
 * also count the limits (per account an hour, per address or number a day).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('password_resets_person_idx').on(table.userId, table.createdAt),
    index('password_resets_recipient_idx').on(table.recipient, table.createdAt),
    index('password_resets_secret_idx').on(table.secretHash),
    check('password_resets_channel_check', sql`${table.channel} in ('email', 'sms')`),
  ],
);

export type PasswordResetRecord = typeof passwordResets.$inferSelect;
