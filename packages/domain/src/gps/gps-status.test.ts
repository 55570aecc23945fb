import { describe, expect, it } from 'vitest';
import { canMoveGpsRequest, gpsMovesFrom, gpsReference, gpsStatuses } from './gps-status.js';

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
