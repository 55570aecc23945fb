import { describe, expect, it } from 'vitest';
import type { Role } from '../shared/roles.js';
import type { LicenceStatus } from './licence-status.js';
import {
  contactAccess,
  contactRefusal,
  seesPrivateDetails,
  type ContactAccess,
} from './viewer-access.js';

describe('contactAccess', () => {
  const cases: [Role | null, LicenceStatus, ContactAccess][] = [
    [null, 'not_submitted', 'login'],
    ['client', 'verified', 'ok'],
    ['client', 'not_submitted', 'licence'],
    ['client', 'pending', 'licence'],
    ['client', 'rejected', 'licence'],
    ['owner', 'verified', 'client-only'],
    ['driver', 'verified', 'client-only'],
    ['owner', 'not_submitted', 'client-only'],
    ['admin', 'not_submitted', 'ok'],
  ];
  it.each(cases)('a %s viewer with a %s licence gets %s', (role, status, expected) => {
    const viewer = role && { role, license_verification_status: status };
    expect(contactAccess(viewer)).toBe(expected);
  });

  it('answers login for an undefined viewer too', () => {
    expect(contactAccess(undefined)).toBe('login');
  });
});

describe('contactRefusal', () => {
  it.each([
    ['login', 'owner', 'contact.loginRequired'],
    ['login', 'driver', 'contact.loginRequired'],
    ['client-only', 'owner', 'contact.clientOnly'],
    ['client-only', 'driver', 'contact.driverClientOnly'],
    ['licence', 'owner', 'contact.licenceRequired'],
    ['licence', 'driver', 'contact.licenceRequired'],
    ['ok', 'owner', undefined],
    ['ok', 'driver', undefined],
  ] as const)('%s for a %s is refused with %s', (access, provider, code) => {
    expect(contactRefusal(access, provider)).toBe(code);
  });
});

describe('seesPrivateDetails', () => {
  const cases: [string, { id: number; role: Role } | null, boolean][] = [
    ['nobody', null, false],
    ['the owner themself', { id: 7, role: 'owner' }, true],
    ['another owner', { id: 8, role: 'owner' }, false],
    ['a client', { id: 9, role: 'client' }, false],
    ['the driver themself', { id: 7, role: 'driver' }, true],
    ['an admin', { id: 1, role: 'admin' }, true],
  ];
  it.each(cases)('%s: %s', (_who, viewer, expected) => {
    expect(seesPrivateDetails(viewer, 7)).toBe(expected);
  });
});
