import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Language, LicenceStatus, Role } from '@kodesha/domain';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<Role>().notNull().default('client'),
    phoneNumber: text('phone_number'),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    /** File name under DATA_DIR/private/licences; never a public URL (rules §1.13). */
    licenseImageFile: text('license_image_file'),
    licenseVerificationStatus: text('license_verification_status')
      .$type<LicenceStatus>()
      .notNull()
      .default('not_submitted'),
    licenseSubmittedAt: timestamp('license_submitted_at', { withTimezone: true }),
    licenseReviewedAt: timestamp('license_reviewed_at', { withTimezone: true }),
    /** An admin set this password (rules §8.5): the person must choose their own first. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** rules §9.15: the language the person chose; null until they choose one. */
    preferredLanguage: text('preferred_language').$type<Language>(),
    /** rules §10.5: whether notifications also go by SMS and by email (security ones always do). */
    notifySms: boolean('notify_sms').notNull().default(true),
    notifyEmail: boolean('notify_email').notNull().default(true),
    /**
     * When an admin deleted the account (rules §8.6). The row stays, its name, email and
     * phone replaced, so bookings and chats keep their other party.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** What the admin's search looks in: name and email, lower-cased. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || email)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Emails are stored trimmed and lower-cased, so a plain unique index is case-insensitive.
    uniqueIndex('users_email_key').on(table.email),
    index('users_licence_queue_idx').on(table.licenseVerificationStatus, table.licenseSubmittedAt),
    // The admin's list, newest first, whole or by role; deleted accounts are not in it.
    index('users_admin_list_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('users_admin_role_idx')
      .on(table.role, table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('users_search_idx')
      .using('gin', table.searchText.op('gin_trgm_ops'))
      .where(sql`${table.deletedAt} is null`),
    check('users_role_check', sql`${table.role} in ('client', 'owner', 'driver', 'admin')`),
    check('users_preferred_language_check', sql`${table.preferredLanguage} in ('en', 'fr', 'rw')`),
    check(
      'users_licence_status_check',
      sql`${table.licenseVerificationStatus} in ('not_submitted', 'pending', 'verified', 'rejected')`,
    ),
  ],
);

export type UserRecord = typeof users.$inferSelect;
