import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BookingItemType, BookingMover, BookingStatus, CancelReason } from '@kodesha/domain';
import { users } from './users.js';

/**
 * Requests to hire a car or a driver for 1 to 8 hours (rules §4.1). `item_id` names a car
 * or a driver by `item_type`; it has no foreign key so a booking outlives its listing,
 * and `item_title` keeps what was booked. `provider_id` is the account that answers
 * (the car's owner, the driver). The migration adds what drizzle-kit cannot write: an
 * exclusion constraint that makes two overlapping confirmed bookings of one item
 * impossible (rules §4.7).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text('item_type').$type<BookingItemType>().notNull(),
    itemId: integer('item_id').notNull(),
    itemTitle: text('item_title').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    hours: smallint('hours').notNull(),
    pricePerHour: integer('price_per_hour').notNull(),
    totalPrice: integer('total_price').notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('pending'),
    cancelReason: text('cancel_reason').$type<CancelReason>(),
    notes: text('notes'),
    /** When the provider marked it completed: the moment its value counts as revenue (rules §8.12). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The request's 4-digit SMS reply code (rules §10.10): it acts only while pending. */
    replyCode: text('reply_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bookings_client_idx').on(table.clientId, table.createdAt),
    index('bookings_provider_idx').on(table.providerId, table.createdAt),
    index('bookings_pending_item_idx')
      .on(table.itemType, table.itemId, table.startTime)
      .where(sql`${table.status} = 'pending'`),
    // rules §4.14: the time search asks of each car or driver whether a confirmed booking
    // meets the window.
    index('bookings_confirmed_item_idx')
      .on(table.itemType, table.itemId, table.startTime)
      .where(sql`${table.status} = 'confirmed'`),
    // The admin's lists: every booking newest first, or those of one status. The start
    // answers, from the index alone, whether a pending one is still pending or already
    // reads as expired (rules §4.6), so the pending list needs no row it does not show.
    index('bookings_newest_idx').on(table.createdAt, table.id),
    index('bookings_status_newest_idx').on(
      table.status,
      table.createdAt,
      table.id,
      table.startTime,
    ),
    index('bookings_item_title_idx').using('gin', sql`lower(${table.itemTitle}) gin_trgm_ops`),
    index('bookings_pending_start_idx')
      .on(table.startTime)
      .where(sql`${table.status} = 'pending'`),
    // Revenue over a period (rules §8.12): completed bookings by when they were completed.
    index('bookings_completed_idx')
      .on(table.completedAt, table.itemType, table.itemId, table.totalPrice)
      .where(sql`${table.status} = 'completed'`),
    // rules §10.10: a code names one of its provider's pending requests.
    uniqueIndex('bookings_pending_reply_code_key')
      .on(table.providerId, table.replyCode)
      .where(sql`${table.status} = 'pending' and ${table.replyCode} is not null`),
    check('bookings_item_type_check', sql`${table.itemType} in ('car', 'driver')`),
    check(
      'bookings_status_check',
      sql`${table.status} in ('pending', 'confirmed', 'completed', 'cancelled')`,
    ),
    check('bookings_period_check', sql`${table.endTime} > ${table.startTime}`),
    check('bookings_hours_check', sql`${table.hours} between 1 and 8`),
    check(
      'bookings_price_check',
      sql`${table.totalPrice} = ${table.hours} * ${table.pricePerHour}`,
    ),
    check(
      'bookings_cancel_reason_check',
      sql`(${table.status} = 'cancelled') = (${table.cancelReason} is not null)`,
    ),
  ],
);

export type BookingRecord = typeof bookings.$inferSelect;

/** Every status change (who, when, from, to): the timeline of a booking (rules §4.5). */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<BookingStatus>(),
    toStatus: text('to_status').$type<BookingStatus>().notNull(),
    by: text('by').$type<BookingMover>().notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').$type<CancelReason>(),
    /** `sms` when the move came by an SMS reply (rules §10.10); null in the app. */
    via: text('via').$type<'sms'>(),
    /** rules §4.4: the provider's reason for declining, for the client; only on a decline. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booking_events_booking_idx').on(table.bookingId, table.id),
    check(
      'booking_events_note_check',
      sql`${table.note} is null or (${table.reason} = 'declined' and char_length(${table.note}) <= 500)`,
    ),
  ],
);

export type BookingEventRecord = typeof bookingEvents.$inferSelect;

/** One review per completed booking, by its client (rules §4.10: ratings come from these). */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text('item_type').$type<BookingItemType>().notNull(),
    itemId: integer('item_id').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reviews_booking_key').on(table.bookingId),
    index('reviews_item_idx').on(table.itemType, table.itemId),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

export type ReviewRecord = typeof reviews.$inferSelect;

/**
 * How many bookings there are, and their value, by status and item type: what the admin's
 * counts read instead of counting 100,000 rows a time (`npm run bench:admin`). Triggers on
 * `bookings` (hand-written in the migration) append every change to
 * `booking_total_changes` — appending takes no lock, so writers never wait on each other —
 * and a sweep folds those into these rows now and then. A reader sums both.
 */
export const bookingTotals = pgTable(
  'booking_totals',
  {
    status: text('status').$type<BookingStatus>().notNull(),
    itemType: text('item_type').$type<BookingItemType>().notNull(),
    bookings: integer('bookings').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.status, table.itemType] })],
);

/** Changes to `booking_totals` not folded in yet (one row per statement that wrote bookings). */
export const bookingTotalChanges = pgTable('booking_total_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  status: text('status').$type<BookingStatus>().notNull(),
  itemType: text('item_type').$type<BookingItemType>().notNull(),
  bookings: integer('bookings').notNull(),
  value: bigint('value', { mode: 'number' }).notNull(),
});
