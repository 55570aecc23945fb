import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Language } from '@kodesha/domain';
import { users } from './users.js';

/**
 * Every SMS the gateway brought in (rules §10.10): its fields as Africa's Talking sent
 * them, the gateway's `id` once (a resent callback acts once), whose verified phone it
 * came from, what it did (`outcome`), and the answer Kodesha sent back, if any, with how
 * that send went. Wrong codes from one number are counted here for their limit.
 */
export const smsInbound = pgTable(
  'sms_inbound',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gatewayId: text('gateway_id').notNull(),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number'),
    text: text('text').notNull(),
    linkId: text('link_id'),
    receivedAt: text('received_at'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    bookingId: integer('booking_id'),
    outcome: text('outcome').notNull(),
    answer: text('answer'),
    answerLanguage: text('answer_language').$type<Language>(),
    answerStatus: text('answer_status'),
    answerError: text('answer_error'),
    /** The outbox row that carries the answer (rules §10.3): its status is the answer's. */
    answerDeliveryId: bigint('answer_delivery_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sms_inbound_gateway_id_key').on(table.gatewayId),
    index('sms_inbound_wrong_codes_idx')
      .on(table.fromNumber, table.createdAt)
      .where(sql`${table.outcome} = 'not_found'`),
  ],
);

export type SmsInboundRecord = typeof smsInbound.$inferSelect;
