import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LicenceStatus, RwandaLocation, Specialty } from '@kodesha/domain';
import { users } from './users.js';

/**
 * Driver profiles (rules §3.1), one per driver account. Public only once an admin has
 * verified the licence and while active (rules §3.4).
 */
export const drivers = pgTable(
  'drivers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    age: smallint('age').notNull(),
    experienceYears: smallint('experience_years').notNull(),
    /** Content key of the public WebP portrait (uploads/drivers), or null. */
    profileImageKey: text('profile_image_key'),
    /** Null for a driver an admin added without one (rules §8.8), and once deleted. */
    licenseNumber: text('license_number'),
    /**
     * File name under DATA_DIR/private/driver-licences; never public (rules §1.13). Null for
     * a driver an admin added without a photo, and once the account is deleted (rules §8.6).
     */
    licenseImageFile: text('license_image_file'),
    licenseVerificationStatus: text('license_verification_status')
      .$type<LicenceStatus>()
      .notNull()
      .default('pending'),
    location: text('location').$type<RwandaLocation>().notNull(),
    pricePerHour: integer('price_per_hour').notNull(),
    specialties: text('specialties').array().$type<Specialty[]>().notNull(),
    bio: text('bio'),
    availabilityNotes: text('availability_notes').notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    /**
     * The driver's weekly days and hours (rules §4.14), as a car's: days as bits, Monday = 1
     * … Sunday = 64. A driver who has not said works any day, any hour.
     */
    availableDays: smallint('available_days').notNull().default(127),
    availableFromHour: smallint('available_from_hour').notNull().default(0),
    availableToHour: smallint('available_to_hour').notNull().default(24),
    /** Instant Book (rules §4.16): a verified client's free request is confirmed at once. */
    instantBook: boolean('instant_book').notNull().default(false),
    /** How many hours ahead an Instant Book request must start (0–72). */
    minNoticeHours: smallint('min_notice_hours').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** What the text search looks in: name and town, lower-cased (specialty has its own filter). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || location)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('drivers_user_key').on(table.userId),
    index('drivers_public_newest_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.isActive} and ${table.licenseVerificationStatus} = 'verified'`),
    index('drivers_search_idx')
      .using('gin', table.searchText.op('gin_trgm_ops'), table.location)
      .where(sql`${table.isActive} and ${table.licenseVerificationStatus} = 'verified'`),
    index('drivers_specialties_idx').using('gin', table.specialties),
    index('drivers_licence_queue_idx').on(table.licenseVerificationStatus, table.createdAt),
    index('drivers_admin_list_idx').on(table.createdAt, table.id),
    check('drivers_age_check', sql`${table.age} >= 18`),
    check('drivers_experience_check', sql`${table.experienceYears} >= 1`),
    check(
      'drivers_price_check',
      sql`${table.pricePerHour} >= 1000 and ${table.pricePerHour} % 500 = 0`,
    ),
    check(
      'drivers_licence_status_check',
      sql`${table.licenseVerificationStatus} in ('pending', 'verified', 'rejected')`,
    ),
    check('drivers_days_check', sql`${table.availableDays} between 1 and 127`),
    check(
      'drivers_hours_check',
      sql`${table.availableFromHour} >= 0 and ${table.availableToHour} <= 24 and ${table.availableFromHour} < ${table.availableToHour}`,
    ),
    check('drivers_notice_check', sql`${table.minNoticeHours} between 0 and 72`),
  ],
);

export type DriverRecord = typeof drivers.$inferSelect;
