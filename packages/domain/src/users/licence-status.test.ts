import { describe, expect, it } from 'vitest';
import {
  canMoveLicence,
  licenceEventType,
  licenceStatuses,
  type LicenceStatus,
} from './licence-status.js';

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

describe('the server’s own licence move (rules §8.6)', () => {
  it('forgets a deleted account’s licence, whatever its status', () => {
    for (const from of ['pending', 'verified', 'rejected'] as const)
      expect(canMoveLicence('system', from, 'not_submitted')).toBe(true);
    expect(canMoveLicence('system', 'pending', 'verified')).toBe(false);
    expect(canMoveLicence('admin', 'verified', 'not_submitted')).toBe(false);
  });

  it('names each move’s event, for an account’s licence and a driver’s', () => {
    expect(licenceEventType('licence', 'verified')).toBe('licence.verified');
    expect(licenceEventType('licence', 'pending')).toBe('licence.submitted');
    expect(licenceEventType('driver', 'rejected')).toBe('driver.rejected');
    expect(licenceEventType('licence', 'not_submitted')).toBe('licence.cleared');
  });
});
