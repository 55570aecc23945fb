import { licenceStatuses, roles } from '@kodesha/domain';
import { z } from 'zod';
import type { UserRecord } from '../../db/schema/users.js';

/**
 * What the API says about a user. The response schema strips everything else, so a
 * password hash or a private file name can never leak.
 */
export const userDto = z.object({
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
  created_at: z.string(),
});
export type UserDto = z.infer<typeof userDto>;

export function toUserDto(user: UserRecord): UserDto {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    phone_number: user.phoneNumber,
    is_phone_verified: user.isPhoneVerified,
    license_verification_status: user.licenseVerificationStatus,
    license_image_url:
      user.licenseImageFile && user.licenseSubmittedAt
        ? `/api/users/${user.id}/license-image?v=${user.licenseSubmittedAt.getTime()}`
        : null,
    license_submitted_at: user.licenseSubmittedAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}
