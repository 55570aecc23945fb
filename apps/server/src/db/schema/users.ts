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
import type { LicenceStatus, Role } from '@kodesha/domain';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Emails are stored trimmed and lower-cased, so a plain unique index is case-insensitive.
    uniqueIndex('users_email_key').on(table.email),
    index('users_licence_queue_idx').on(table.licenseVerificationStatus, table.licenseSubmittedAt),
    check('users_role_check', sql`${table.role} in ('client', 'owner', 'driver', 'admin')`),
    check(
      'users_licence_status_check',
      sql`${table.licenseVerificationStatus} in ('not_submitted', 'pending', 'verified', 'rejected')`,
    ),
  ],
);

export type UserRecord = typeof users.$inferSelect;
