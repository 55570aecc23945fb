import { z } from 'zod';
import { bookingView } from '../bookings/booking.view.js';
import { driverView } from '../drivers/driver.view.js';
import { roles } from '../shared/roles.js';
import { licenceStatuses } from '../users/licence-status.js';
import { userView } from '../users/user.view.js';
import { auditActions, auditTargetTypes } from './admin-rules.js';

/**
 * A user as the admin's lists show them: the user, and for a driver their driver profile
 * (its own licence is reviewed there, rules §3.4).
 */
export const adminUserView = userView.extend({
  driver: z
    .object({ id: z.number().int(), license_verification_status: z.enum(licenceStatuses) })
    .nullable(),
});
export type AdminUserView = z.infer<typeof adminUserView>;

/**
 * The answer to an admin creating an account: the account, and the temporary password
 * when the admin left it blank (rules §8.5). It is shown this once and never stored in
 * the clear.
 */
export const createdAccountFields = { temporary_password: z.string().optional() };

/**
 * A driver as the admin sees them: the profile with its private details, and the account's
 * contact and its own licence (rules §1.9), apart from the profile's (rules §3.4).
 */
export const adminDriverView = driverView.extend({
  user: z.object({
    id: z.number().int(),
    email: z.string(),
    phone_number: z.string().nullable(),
    license_verification_status: z.enum(licenceStatuses),
  }),
});
export type AdminDriverView = z.infer<typeof adminDriverView>;

/** The summary cards of Driver Management, over every driver (not the page shown). */
export const adminDriverSummary = z.object({
  total: z.number().int(),
  verified: z.number().int(),
  pending: z.number().int(),
  rejected: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
});
export type AdminDriverSummary = z.infer<typeof adminDriverSummary>;

/**
 * `GET /api/admin/dashboard` (rules §8.4): the spec's stats (`users_count`, `cars_count`,
 * `drivers_count`, `bookings_count`, `pending_driver_verifications`, `completed_bookings`,
 * `pending_bookings`, `recent_bookings`) and every overview card.
 */
export const adminDashboardView = z.object({
  users_count: z.number().int(),
  users_by_role: z.object(
    Object.fromEntries(roles.map((role) => [role, z.number().int()])) as Record<
      (typeof roles)[number],
      z.ZodNumber
    >,
  ),
  cars_count: z.number().int(),
  active_cars: z.number().int(),
  inactive_cars: z.number().int(),
  drivers_count: z.number().int(),
  available_drivers: z.number().int(),
  unavailable_drivers: z.number().int(),
  bookings_count: z.number().int(),
  pending_bookings: z.number().int(),
  confirmed_bookings: z.number().int(),
  completed_bookings: z.number().int(),
  cancelled_bookings: z.number().int(),
  ticket_bookings_count: z.number().int(),
  flight_ticket_bookings: z.number().int(),
  bus_ticket_bookings: z.number().int(),
  pending_ticket_bookings: z.number().int(),
  confirmed_ticket_bookings: z.number().int(),
  pending_user_verifications: z.number().int(),
  pending_driver_verifications: z.number().int(),
  pending_verifications: z.number().int(),
  recent_bookings: z.array(bookingView),
});
export type AdminDashboardView = z.infer<typeof adminDashboardView>;

/** One line of the audit log (rules §8.13). */
export const auditEntryView = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  action: z.enum(auditActions),
  target_type: z.enum(auditTargetTypes),
  target_id: z.number().int(),
  summary: z.string(),
  created_at: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntryView>;
