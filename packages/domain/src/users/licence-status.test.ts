import { describe, expect, it } from 'vitest';
import { canMoveLicence, licenceStatuses, type LicenceStatus } from './licence-status.js';

describe('canMoveLicence', () => {
  it.each(licenceStatuses)('a holder may send a new image from %s', (from) => {
    expect(canMoveLicence('holder', from, 'pending')).toBe(true);
  });

  it('a holder can never decide their own licence', () => {
    for (const from of licenceStatuses) {
      expect(canMoveLicence('holder', from, 'verified')).toBe(false);
      expect(canMoveLicence('holder', from, 'rejected')).toBe(false);
    }
  });

  const adminCases: [LicenceStatus, LicenceStatus, boolean][] = [
    ['pending', 'verified', true],
    ['pending', 'rejected', true],
    ['verified', 'rejected', false],
    ['rejected', 'verified', false],
    ['not_submitted', 'verified', false],
  ];
  it.each(adminCases)('an admin moving %s → %s: %s', (from, to, allowed) => {
    expect(canMoveLicence('admin', from, to)).toBe(allowed);
  });
});
