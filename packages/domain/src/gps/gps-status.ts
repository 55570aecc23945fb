/**
 * A GPS installation request's life (rules §7.3): an admin approves or rejects a pending
 * request, and marks an approved one completed once the tracker is in. `completed` and
 * `rejected` are final. Only admins move requests.
 */
export const gpsStatuses = ['pending', 'approved', 'completed', 'rejected'] as const;
export type GpsStatus = (typeof gpsStatuses)[number];

/** rules §7.3's table: anything not listed is refused with 409. */
export const gpsMoves = {
  pending: ['approved', 'rejected'],
  approved: ['completed'],
} as const satisfies Partial<Record<GpsStatus, readonly GpsStatus[]>>;

export function canMoveGpsRequest(from: GpsStatus, to: GpsStatus): boolean {
  const allowed: Partial<Record<GpsStatus, readonly GpsStatus[]>> = gpsMoves;
  return allowed[from]?.includes(to) ?? false;
}

/** The moves an admin can make from `status`, in the order a screen shows them. */
export function gpsMovesFrom(status: GpsStatus): GpsStatus[] {
  return gpsStatuses.filter((to) => canMoveGpsRequest(status, to));
}

/** When the owner would like the installation: morning 8–12, afternoon 12–5, evening 5–8. */
export const gpsPreferredTimes = ['morning', 'afternoon', 'evening'] as const;
export type GpsPreferredTime = (typeof gpsPreferredTimes)[number];

/** What the screens promise (rules §7.2): a year's warranty, an answer within 24–48 hours. */
export const gpsWarrantyYears = 1;
export const gpsResponseHours = { from: 24, to: 48 } as const;
/** After a request is sent, the form goes back to the dashboard this much later. */
export const gpsRedirectDelayMs = 3000;

/** The short reference screens show: `G` and the id in seven digits. */
export function gpsReference(id: number): string {
  return `G${String(id).padStart(7, '0')}`;
}
