import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { TicketClass, TicketStatus, TicketType, TripType } from '@kodesha/domain';
import { users } from './users.js';

/**
 * Requests for a flight or a bus ticket (rules §6.1), answered by the team (rules §6.5).
 * The passenger may be someone else than the account that asked (`user_id`). Dates are
 * calendar dates in Kigali; `decided_at` is when an admin confirmed or cancelled, the
 * moment a quoted price counts as ticket revenue (rules §8.12).
 */
export const ticketBookings = pgTable(
  'ticket_bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticketType: text('ticket_type').$type<TicketType>().notNull(),
    tripType: text('trip_type').$type<TripType>().notNull(),
    passengerName: text('passenger_name').notNull(),
    passengerEmail: text('passenger_email').notNull(),
    passengerPhone: text('passenger_phone').notNull(),
    departureCity: text('departure_city').notNull(),
    destinationCountry: text('destination_country').notNull(),
    destinationCity: text('destination_city').notNull(),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    returnDate: date('return_date', { mode: 'string' }),
    passengersCount: smallint('passengers_count').notNull(),
    classType: text('class_type').$type<TicketClass>().notNull(),
    specialRequests: text('special_requests'),
    status: text('status').$type<TicketStatus>().notNull().default('pending'),
    quotedPrice: integer('quoted_price'),
    adminNotes: text('admin_notes'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** What the admin's search looks in: the passenger's name and email, lower-cased. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(passenger_name || ' ' || passenger_email)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ticket_bookings_user_idx').on(table.userId, table.createdAt),
    // The admin's list, newest first, whole or by status; the search by trigram.
    index('ticket_bookings_newest_idx').on(table.createdAt, table.id),
    index('ticket_bookings_status_idx').on(table.status, table.createdAt, table.id),
    index('ticket_bookings_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    // Ticket revenue by the day it was confirmed (rules §8.12).
    index('ticket_bookings_confirmed_idx')
      .on(table.decidedAt)
      .where(sql`${table.status} = 'confirmed'`),
    check('ticket_bookings_type_check', sql`${table.ticketType} in ('flight', 'bus')`),
    check('ticket_bookings_trip_check', sql`${table.tripType} in ('one_way', 'round_trip')`),
    check(
      'ticket_bookings_class_check',
      sql`${table.classType} in ('economy', 'business', 'first')`,
    ),
    check(
      'ticket_bookings_status_check',
      sql`${table.status} in ('pending', 'confirmed', 'cancelled')`,
    ),
    check('ticket_bookings_passengers_check', sql`${table.passengersCount} between 1 and 10`),
    check(
      'ticket_bookings_return_check',
      sql`(${table.tripType} = 'round_trip') = (${table.returnDate} is not null) and (${table.returnDate} is null or ${table.returnDate} >= ${table.departureDate})`,
    ),
    check(
      'ticket_bookings_price_check',
      sql`${table.quotedPrice} is null or (${table.quotedPrice} > 0 and ${table.status} = 'confirmed')`,
    ),
    check(
      'ticket_bookings_decided_check',
      sql`(${table.status} = 'pending') = (${table.decidedAt} is null)`,
    ),
  ],
);

export type TicketBookingRecord = typeof ticketBookings.$inferSelect;
