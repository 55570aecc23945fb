import type { UserView } from '@kodesha/domain';
import type { UserRecord } from '../../db/schema/users.js';

/** A user record as the API shows it (the domain's `userView`; its schema strips the rest). */
export function toUserDto(user: UserRecord): UserView {
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
    must_change_password: user.mustChangePassword,
    preferred_language: user.preferredLanguage ?? null,
    created_at: user.createdAt.toISOString(),
  };
}
