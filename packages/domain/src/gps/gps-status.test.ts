import { describe, expect, it } from 'vitest';
import {
  canMoveGpsRequest,
  gpsEventType,
  installationDateRefusal,
  gpsMovesFrom,
  gpsReference,
  gpsStatuses,
} from './gps-status.js';

describe('the GPS request state machine (rules §7.3)', () => {
  it('allows pending → approved | rejected and approved → completed, nothing else', () => {
    const allowed = gpsStatuses.flatMap((from) =>
      gpsStatuses.filter((to) => canMoveGpsRequest(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['pending→approved', 'pending→rejected', 'approved→completed']);
  });

  it('offers nothing after completed or rejected, and no skipping to completed', () => {
    expect(gpsMovesFrom('pending')).toEqual(['approved', 'rejected']);
    expect(gpsMovesFrom('approved')).toEqual(['completed']);
    expect(gpsMovesFrom('completed')).toEqual([]);
    expect(gpsMovesFrom('rejected')).toEqual([]);
    expect(canMoveGpsRequest('pending', 'completed')).toBe(false);
    expect(canMoveGpsRequest('approved', 'rejected')).toBe(false);
  });

  it('names a request G and seven digits', () => {
    expect(gpsReference(9)).toBe('G0000009');
  });
});

describe('the server’s own GPS moves (rules §7.3, §8.6)', () => {
  it('a deleted owner’s request not yet installed ends rejected; nothing else', () => {
    const allowed = gpsStatuses.flatMap((from) =>
      gpsStatuses
        .filter((to) => canMoveGpsRequest(from, to, 'system'))
        .map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['pending→rejected', 'approved→rejected']);
  });

  it('names each move’s event', () => {
    expect(gpsEventType('pending')).toBe('gps.requested');
    expect(gpsEventType('approved')).toBe('gps.approved');
    expect(gpsEventType('rejected')).toBe('gps.rejected');
    expect(gpsEventType('completed')).toBe('gps.completed');
  });
});

describe('the installation date a move keeps (rules §7.3)', () => {
  const today = '2030-01-10';
  it.each([
    ['approved', null, 'gps.installationDateRequired'],
    ['approved', '2030-01-09', 'gps.installationDatePast'],
    ['approved', '2030-01-10', undefined],
    ['approved', '2031-01-10', undefined],
    ['approved', '2031-01-11', 'gps.installationDateTooFar'],
    ['completed', null, 'gps.installationDateRequired'],
    ['completed', '2030-01-02', undefined],
    ['completed', '2031-01-11', 'gps.installationDateTooFar'],
    ['rejected', null, undefined],
    ['rejected', '2040-01-01', undefined],
  ] as const)('%s with %s: %s', (to, date, refusal) => {
    expect(installationDateRefusal(to, date, today)).toBe(refusal);
  });
});
