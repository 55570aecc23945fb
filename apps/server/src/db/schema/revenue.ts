import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { BookingItemType } from '@kodesha/domain';

/**
 * Completed bookings rolled up by Kigali day and item type (rules §8.12): the period
 * totals and the monthly trend read a few hundred rows here instead of every booking.
 * The migration's trigger keeps it in step with `bookings` in the same transaction.
 */
export const revenueDays = pgTable(
  'revenue_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    itemType: text('item_type').$type<BookingItemType>().notNull(),
    bookings: integer('bookings').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.itemType] })],
);

/**
 * Completed bookings rolled up by Kigali month and item: the top earners of a month or of
 * all time sum these rows (the trigger keeps them in step too).
 */
export const revenueItemMonths = pgTable(
  'revenue_item_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    itemType: text('item_type').$type<BookingItemType>().notNull(),
    itemId: integer('item_id').notNull(),
    bookings: integer('bookings').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.month, table.itemType, table.itemId] })],
);
