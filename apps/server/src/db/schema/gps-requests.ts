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
import type { GpsPreferredTime, GpsStatus } from '@kodesha/domain';
import { cars } from './cars.js';
import { users } from './users.js';

/**
 * Owners' requests for a GPS tracker in a car (rules §7.1), scheduled by the team
 * (rules §7.3). The car's make, model, year and plate are kept as the owner sent them; `car_id`
 * links one of their listed cars when they chose it (null once that car is deleted).
 * Dates are calendar dates in Kigali.
 */
export const gpsRequests = pgTable(
  'gps_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carId: integer('car_id').references(() => cars.id, { onDelete: 'set null' }),
    status: text('status').$type<GpsStatus>().notNull().default('pending'),
    carMake: text('car_make').notNull(),
    carModel: text('car_model').notNull(),
    carYear: smallint('car_year'),
    licensePlate: text('license_plate').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email'),
    installationLocation: text('installation_location').notNull(),
    preferredInstallationDate: date('preferred_installation_date', { mode: 'string' }),
    preferredTime: text('preferred_time').$type<GpsPreferredTime>(),
    reason: text('reason'),
    installationDate: date('installation_date', { mode: 'string' }),
    adminNotes: text('admin_notes'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** What the admin's search looks in besides the owner: make and model, lower-cased. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(car_make || ' ' || car_model)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('gps_requests_user_idx').on(table.userId, table.createdAt),
    index('gps_requests_newest_idx').on(table.createdAt, table.id),
    index('gps_requests_status_idx').on(table.status, table.createdAt, table.id),
    index('gps_requests_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    check(
      'gps_requests_status_check',
      sql`${table.status} in ('pending', 'approved', 'completed', 'rejected')`,
    ),
    check(
      'gps_requests_time_check',
      sql`${table.preferredTime} is null or ${table.preferredTime} in ('morning', 'afternoon', 'evening')`,
    ),
    check(
      'gps_requests_scheduled_check',
      sql`${table.status} not in ('approved', 'completed') or ${table.installationDate} is not null`,
    ),
    check(
      'gps_requests_decided_check',
      sql`(${table.status} = 'pending') = (${table.decidedAt} is null)`,
    ),
  ],
);

export type GpsRequestRecord = typeof gpsRequests.$inferSelect;
