import type { DomainErrorCode } from '../shared/domain-error.js';
import type { Role } from '../shared/roles.js';
import type { LicenceStatus } from './licence-status.js';

/**
 * What a viewer may learn of a provider's phone (a car owner's or a driver's):
 * - `login`: nobody is signed in; they must log in first;
 * - `client-only`: owners and drivers do not contact each other; a client account is needed;
 * - `licence`: a client whose driving licence is not verified yet;
 * - `ok`: a verified client, or an admin.
 * The server refuses with the matching error; the contact box shows the matching panel.
 */
export type ContactAccess = 'login' | 'client-only' | 'licence' | 'ok';

export type ContactViewer = { role: Role; license_verification_status: LicenceStatus };

export function contactAccess(viewer: ContactViewer | null | undefined): ContactAccess {
  if (!viewer) return 'login';
  if (viewer.role === 'admin') return 'ok';
  if (viewer.role !== 'client') return 'client-only';
  return viewer.license_verification_status === 'verified' ? 'ok' : 'licence';
}

/** The error the API answers for a refused contact; owners and drivers word "client-only" apart. */
export function contactRefusal(
  access: ContactAccess,
  provider: 'owner' | 'driver',
): DomainErrorCode | undefined {
  switch (access) {
    case 'login':
      return 'contact.loginRequired';
    case 'client-only':
      return provider === 'owner' ? 'contact.clientOnly' : 'contact.driverClientOnly';
    case 'licence':
      return 'contact.licenceRequired';
    case 'ok':
      return undefined;
  }
}

/**
 * Who sees a listing's private details (a car's plate, a driver's licence, a listing not
 * yet public): the user it belongs to, and admins.
 */
export function seesPrivateDetails(
  viewer: { id: number; role: Role } | null | undefined,
  ownerUserId: number,
): boolean {
  return !!viewer && (viewer.role === 'admin' || viewer.id === ownerUserId);
}
