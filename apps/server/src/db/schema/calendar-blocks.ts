import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { BookingItemType } from '@kodesha/domain';
import { users } from './users.js';

/**
 * Times a provider (or an admin) took out of a car's or a driver's calendar (rules §4.15).
 * `item_id` names a car or a driver by `item_type`, like a booking's. A block is never shown
 * to anyone but its provider and admins: the public calendar says only "blocked", and the
 * note is private. Ranges are half-open, [start, end).
 */
export const calendarBlocks = pgTable(
  'calendar_blocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itemType: text('item_type').$type<BookingItemType>().notNull(),
    itemId: integer('item_id').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    note: text('note'),
    /** Who set it: the provider, or an admin; null once that account is deleted. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The time search and the calendar ask of one item whether a block meets a window.
    index('calendar_blocks_item_idx').on(table.itemType, table.itemId, table.startTime),
    check('calendar_blocks_item_type_check', sql`${table.itemType} in ('car', 'driver')`),
    check('calendar_blocks_range_check', sql`${table.startTime} < ${table.endTime}`),
  ],
);

export type CalendarBlockRecord = typeof calendarBlocks.$inferSelect;
