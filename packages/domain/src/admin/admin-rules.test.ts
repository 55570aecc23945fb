import { describe, expect, it } from 'vitest';
import type { Role } from '../shared/roles.js';
import {
  adminChangeRefusal,
  auditActions,
  auditTargetOf,
  temporaryPasswordFrom,
  temporaryPasswordLength,
} from './admin-rules.js';

describe('adminChangeRefusal', () => {
  const actorId = 1;
  const cases: [
    string,
    { id: number; role: Role },
    Role | 'deleted',
    number,
    string | undefined,
  ][] = [
    ['an admin makes a client an owner', { id: 2, role: 'client' }, 'owner', 1, undefined],
    ['an admin makes a client an admin', { id: 2, role: 'client' }, 'admin', 1, undefined],
    ['an admin demotes another admin', { id: 2, role: 'admin' }, 'client', 2, undefined],
    ['an admin deletes another admin', { id: 2, role: 'admin' }, 'deleted', 2, undefined],
    ['an admin deletes a driver', { id: 2, role: 'driver' }, 'deleted', 1, undefined],
    ['an admin demotes themself', { id: 1, role: 'admin' }, 'owner', 3, 'admin.selfChange'],
    ['an admin deletes themself', { id: 1, role: 'admin' }, 'deleted', 3, 'admin.selfChange'],
    ['an admin keeps their own role', { id: 1, role: 'admin' }, 'admin', 1, undefined],
    ['the last admin is demoted', { id: 2, role: 'admin' }, 'driver', 1, 'admin.lastAdmin'],
    ['the last admin is deleted', { id: 2, role: 'admin' }, 'deleted', 1, 'admin.lastAdmin'],
  ];
  it.each(cases)('%s', (_, target, to, admins, refusal) => {
    expect(adminChangeRefusal({ actorId, target, to, admins })).toBe(refusal);
  });
});

describe('temporaryPasswordFrom', () => {
  it('reads as three groups of four unambiguous letters and digits', () => {
    const bytes = Uint8Array.from({ length: temporaryPasswordLength }, (_, index) => index * 37);
    const password = temporaryPasswordFrom(bytes);
    expect(password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(password).not.toMatch(/[01ilo]/);
    expect(password.length).toBeGreaterThanOrEqual(8); // a valid password (rules §1.4)
  });

  it('differs with its random bytes and refuses too few of them', () => {
    const a = temporaryPasswordFrom(new Uint8Array(12).fill(3));
    const b = temporaryPasswordFrom(new Uint8Array(12).fill(4));
    expect(a).not.toBe(b);
    expect(() => temporaryPasswordFrom(new Uint8Array(5))).toThrow(RangeError);
  });
});

describe('auditTargetOf', () => {
  it('names the kind of record of every action', () => {
    for (const action of auditActions)
      expect([
        'user',
        'car',
        'driver',
        'booking',
        'ticket',
        'gps_request',
        'notification',
      ]).toContain(auditTargetOf(action));
    expect(auditTargetOf('driver.licence_decided')).toBe('driver');
    expect(auditTargetOf('ticket.status_changed')).toBe('ticket');
  });
});
