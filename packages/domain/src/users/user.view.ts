import { z } from 'zod';
import { languages } from '../shared/language.js';
import { roles } from '../shared/roles.js';
import { licenceStatuses } from './licence-status.js';

/**
 * A user as the API shows them, to themself or to an admin. The server's response schema
 * strips everything else, so a password hash or a private file name can never leak.
 */
export const userView = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
  phone_number: z.string().nullable(),
  is_phone_verified: z.boolean(),
  license_verification_status: z.enum(licenceStatuses),
  /**
   * An authorised API path (bearer token needed), never a public file. `?v=` changes with
   * every new photo, so no screen keeps showing an old one from its cache.
   */
  license_image_url: z.string().nullable(),
  license_submitted_at: z.string().nullable(),
  /**
   * An admin set this password (a temporary one, rules §8.5): every screen sends the person
   * to choose their own first, and the API answers 403 to anything else until they do.
   */
  must_change_password: z.boolean(),
  /** rules §9.15: the language the person chose, null until they choose one. */
  preferred_language: z.enum(languages).nullable(),
  created_at: z.string(),
});
export type UserView = z.infer<typeof userView>;
