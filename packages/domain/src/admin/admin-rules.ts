import type { DomainErrorCode } from '../shared/domain-error.js';
import type { Role } from '../shared/roles.js';

/**
 * rules §8.5, §8.6: whether an admin may give `target` the role `to` (or delete them,
 * `to: 'deleted'`). Nobody demotes or removes themself, and the last admin stays.
 * `admins` counts the admins there are now, `target` included when they are one.
 */
export function adminChangeRefusal(change: {
  actorId: number;
  target: { id: number; role: Role };
  to: Role | 'deleted';
  admins: number;
}): DomainErrorCode | undefined {
  const { actorId, target, to, admins } = change;
  if (to === 'admin' && to === target.role) return undefined;
  if (target.id === actorId && target.role === 'admin') return 'admin.selfChange';
  if (target.role === 'admin' && admins <= 1) return 'admin.lastAdmin';
  return undefined;
}

/** Letters and digits nobody misreads when a password is read aloud or copied by hand. */
const readableAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Three groups of four: 12 random characters (about 59 bits), easy to pass on. */
export const temporaryPasswordLength = 12;

/**
 * rules §8.5: a temporary password from `random` (at least {@link temporaryPasswordLength}
 * random bytes, which the server draws), in groups of four: `k7mq-2xdp-9hra`.
 */
export function temporaryPasswordFrom(random: Uint8Array): string {
  if (random.length < temporaryPasswordLength)
    throw new RangeError(`need ${temporaryPasswordLength} random bytes`);
  let text = '';
  for (let index = 0; index < temporaryPasswordLength; index += 1) {
    if (index > 0 && index % 4 === 0) text += '-';
    // 256 is not a multiple of the alphabet's 31 letters: the first letters come up a
    // little more often (at most 9 %), which costs well under a bit of the 59.
    text += readableAlphabet[random[index]! % readableAlphabet.length];
  }
  return text;
}

/** What the audit log records (rules §8.13), one name per kind of admin write. */
export const auditActions = [
  'user.created',
  'user.updated',
  'user.deleted',
  'user.role_changed',
  'user.licence_decided',
  'car.created',
  'car.updated',
  'car.deleted',
  'car.status_changed',
  'car.calendar_blocked',
  'car.calendar_freed',
  'driver.created',
  'driver.updated',
  'driver.status_changed',
  'driver.licence_decided',
  'driver.calendar_blocked',
  'driver.calendar_freed',
  'booking.status_changed',
  'ticket.status_changed',
  'ticket.updated',
  'gps_request.status_changed',
  'notification.resent',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditTargetTypes = [
  'user',
  'car',
  'driver',
  'booking',
  'ticket',
  'gps_request',
  'notification',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/** The record an action is about. */
export const auditTargetOf = (action: AuditAction): AuditTargetType =>
  action.slice(0, action.indexOf('.')) as AuditTargetType;
