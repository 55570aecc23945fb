import type { LicenceStatus } from '../users/licence-status.js';

/**
 * rules §3.4: a driver is public — listed, searchable, bookable, with a page anyone opens —
 * while their profile is active and their licence verified. Anything else answers 404 to
 * everyone but the driver and admins.
 */
export function isPublicDriver(driver: {
  is_active: boolean;
  license_verification_status: LicenceStatus | null;
}): boolean {
  return driver.is_active && driver.license_verification_status === 'verified';
}
