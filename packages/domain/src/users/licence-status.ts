import { allowsMove, type MoveTable } from '../shared/moves.js';

/**
 * Driving licence verification (rules §1.9). `not_submitted` is where everyone starts;
 * an upload sends it to `pending`, an admin decides.
 */
export const licenceStatuses = ['not_submitted', 'pending', 'verified', 'rejected'] as const;
export type LicenceStatus = (typeof licenceStatuses)[number];

export type LicenceActor = 'holder' | 'admin';
/** A person's move, or the server's own: a deleted account's licence is forgotten (rules §8.6). */
export type LicenceMover = LicenceActor | 'system';

/**
 * Who may move a licence from where to where. A holder may always send a new image
 * (a renewed licence must be checked again); only an admin decides on a pending one.
 */
export const licenceMoves = {
  holder: {
    not_submitted: ['pending'],
    pending: ['pending'],
    rejected: ['pending'],
    verified: ['pending'],
  },
  admin: { pending: ['verified', 'rejected'] },
  system: {
    pending: ['not_submitted'],
    verified: ['not_submitted'],
    rejected: ['not_submitted'],
  },
} as const satisfies MoveTable<LicenceMover, LicenceStatus>;

export function canMoveLicence(
  actor: LicenceMover,
  from: LicenceStatus,
  to: LicenceStatus,
): boolean {
  return allowsMove(licenceMoves, actor, from, to);
}

/**
 * The event a licence's move raises (rules §9.20): an account's own licence (`licence.…`)
 * or a driver profile's (`driver.…`), submitted, verified, rejected or forgotten.
 */
export function licenceEventType(holder: 'licence' | 'driver', to: LicenceStatus) {
  const happened = {
    pending: 'submitted',
    verified: 'verified',
    rejected: 'rejected',
    not_submitted: 'cleared',
  } as const;
  return `${holder}.${happened[to]}` as const;
}

export const licenceDecisions = ['verified', 'rejected'] as const;
export type LicenceDecision = (typeof licenceDecisions)[number];
