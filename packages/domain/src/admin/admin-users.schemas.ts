import { z } from 'zod';
import { messages } from '../shared/messages.js';
import { searchPageQuery } from '../shared/pagination.js';
import { roles } from '../shared/roles.js';
import { wireAliases, wireChoice } from '../shared/wire.js';
import { licenceStatuses } from '../users/licence-status.js';
import {
  emailAddress,
  newPassword,
  optionalPhoneNumber,
  personName,
  userAliases,
} from '../users/user.schemas.js';

export const roleChoice = z.enum(roles, { error: messages.roleChoiceInvalid });

/** A password an admin may leave blank: blank means "make a temporary one" or "keep it". */
export const optionalPassword = z
  .union([z.literal('').transform(() => undefined), newPassword])
  .optional()
  .nullable()
  .transform((value) => value ?? undefined);

/**
 * `POST /api/admin/users` (rules §8.5): name and email required, any of the four roles
 * (client by default). A blank password gets a temporary one, shown once.
 */
export const adminCreateUserInput = wireAliases(
  userAliases,
  z.object({
    name: personName,
    email: emailAddress,
    role: roleChoice.default('client'),
    password: optionalPassword,
    phone_number: optionalPhoneNumber,
  }),
);
export type AdminCreateUserInput = z.infer<typeof adminCreateUserInput>;

/**
 * `PUT /api/admin/users/{id}`: any subset (rules §9.7); a blank password keeps the current
 * one; a role goes through the same checks as `update-role`.
 */
export const adminUpdateUserInput = wireAliases(
  userAliases,
  z.object({
    name: personName.optional(),
    email: emailAddress.optional(),
    role: roleChoice.optional(),
    password: optionalPassword,
    phone_number: optionalPhoneNumber,
  }),
);
export type AdminUpdateUserInput = z.infer<typeof adminUpdateUserInput>;

/** The create and edit user form: name and email required (rules §8.5). */
export const adminUserForm = z.object({
  name: personName,
  email: emailAddress,
  role: roleChoice,
  password: optionalPassword,
  phone_number: optionalPhoneNumber,
});
export type AdminUserFormValues = z.input<typeof adminUserForm>;

/** `POST /api/admin/users/{id}/update-role`. */
export const updateRoleInput = z.object({ role: roleChoice });

/** `GET /api/admin/users`: search by name or email, role, licence status, pages. */
export const adminUsersQuery = searchPageQuery.extend({
  role: wireChoice(roles),
  license_status: wireChoice(licenceStatuses),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;
