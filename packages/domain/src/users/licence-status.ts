/**
 * Driving licence verification (rules §1.9). `not_submitted` is where everyone starts;
 * an upload sends it to `pending`, an admin decides.
 */
export const licenceStatuses = ['not_submitted', 'pending', 'verified', 'rejected'] as const;
export type LicenceStatus = (typeof licenceStatuses)[number];

export type LicenceActor = 'holder' | 'admin';

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
} as const satisfies Record<LicenceActor, Partial<Record<LicenceStatus, readonly LicenceStatus[]>>>;

export function canMoveLicence(
  actor: LicenceActor,
  from: LicenceStatus,
  to: LicenceStatus,
): boolean {
  const allowed: Partial<Record<LicenceStatus, readonly LicenceStatus[]>> = licenceMoves[actor];
  return allowed[from]?.includes(to) ?? false;
}

export const licenceDecisions = ['verified', 'rejected'] as const;
export type LicenceDecision = (typeof licenceDecisions)[number];
