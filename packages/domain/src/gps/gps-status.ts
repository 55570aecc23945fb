import { aYearAfter } from '../shared/kigali-time.js';
import { allowsMove, movesFrom, type MoveTable } from '../shared/moves.js';

/**
 * A GPS installation request's life (rules §7.3): an admin approves or rejects a pending
 * request, and marks an approved one completed once the tracker is in. `completed` and
 * `rejected` are final. Only admins move requests, and the server itself when the owner's
 * account is deleted (an installation not done yet will not be).
 */
export const gpsStatuses = ['pending', 'approved', 'completed', 'rejected'] as const;
export type GpsStatus = (typeof gpsStatuses)[number];

export type GpsMover = 'admin' | 'system';

/** rules §7.3's table: anything not listed is refused with 409. */
export const gpsMoves = {
  admin: { pending: ['approved', 'rejected'], approved: ['completed'] },
  system: { pending: ['rejected'], approved: ['rejected'] },
} as const satisfies MoveTable<GpsMover, GpsStatus>;

export function canMoveGpsRequest(from: GpsStatus, to: GpsStatus, by: GpsMover = 'admin'): boolean {
  return allowsMove(gpsMoves, by, from, to);
}

/** The moves an admin can make from `status`, in the order a screen shows them. */
export function gpsMovesFrom(status: GpsStatus): GpsStatus[] {
  return movesFrom(gpsMoves, 'admin', status, gpsStatuses);
}

/** The event a GPS request's move raises (rules §9.20). */
export const gpsEventType = (to: GpsStatus) =>
  to === 'pending' ? ('gps.requested' as const) : (`gps.${to}` as const);

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

/**
 * rules §7.3: what is wrong with the installation date a move to `to` would keep (the date
 * sent, else the one the request has), or nothing. An approved or completed installation
 * has a date; approving schedules it from Kigali's `today`; none is more than a year away.
 * A rejection keeps no date, so asks nothing of it.
 */
export function installationDateRefusal(
  to: GpsStatus,
  date: string | null,
  today: string,
):
  | 'gps.installationDateRequired'
  | 'gps.installationDatePast'
  | 'gps.installationDateTooFar'
  | undefined {
  if (to === 'rejected') return undefined;
  if (!date) return 'gps.installationDateRequired';
  if (to === 'approved' && date < today) return 'gps.installationDatePast';
  if (date > aYearAfter(today)) return 'gps.installationDateTooFar';
  return undefined;
}
