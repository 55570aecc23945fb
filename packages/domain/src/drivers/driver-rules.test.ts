import { describe, expect, it } from 'vitest';
import { licenceStatuses } from '../users/licence-status.js';
import { isPublicDriver } from './driver-rules.js';

describe('a public driver (rules §3.4)', () => {
  it('is active and verified, and nothing else is', () => {
    const publicOnes = [true, false].flatMap((active) =>
      licenceStatuses
        .filter((status) =>
          isPublicDriver({ is_active: active, license_verification_status: status }),
        )
        .map((status) => `${active ? 'active' : 'inactive'} ${status}`),
    );
    expect(publicOnes).toEqual(['active verified']);
    expect(isPublicDriver({ is_active: true, license_verification_status: null })).toBe(false);
  });
});
