import { describe, expect, it } from 'vitest';
import {
  adminNoticeTypes,
  dealsWithAdminNotice,
  inAppOnly,
  movesReadOwnNotices,
  notificationRecipients,
  notificationTypes,
  recipientsOf,
  reminderAt,
  startingAt,
} from './notification-types.js';

const parties = { clientId: 1, providerId: 2, holderId: 3, recipientId: 4 };

describe('who gets each notification (rules §10.1)', () => {
  it('names a recipient for every type', () => {
    for (const type of notificationTypes) expect(notificationRecipients[type]).toBeDefined();
  });

  it.each([
    ['booking.requested', 'client', [2]],
    ['booking.confirmed', 'provider', [1]],
    ['booking.declined', 'provider', [1]],
    ['booking.expired', 'system', [1]],
    ['booking.cancelled', 'client', [2]],
    ['booking.cancelled', 'provider', [1]],
    ['booking.cancelled', 'admin', [1, 2]],
    ['booking.reminder', 'system', [2]],
    ['booking.starting', 'system', [1, 2]],
    ['booking.completed', 'provider', [1]],
    ['chat.message', 'client', [4]],
    ['licence.verified', 'admin', [3]],
    ['driver.rejected', 'admin', [3]],
    ['ticket.confirmed', 'admin', [3]],
    ['gps.completed', 'admin', [3]],
    ['password.changed', 'holder', [3]],
  ] as const)('%s moved by %s goes to %j', (type, actor, expected) => {
    expect(recipientsOf(type, { ...parties, actor })).toEqual(expected);
  });

  it.each(['licence.submitted', 'driver.submitted', 'ticket.requested', 'gps.requested'] as const)(
    '%s goes to every admin but the one who made the move, in the app only',
    (type) => {
      const admins = { ...parties, adminIds: [7, 8, 9] };
      expect(recipientsOf(type, { ...admins, actor: 'holder', actorId: 3 })).toEqual([7, 8, 9]);
      expect(recipientsOf(type, { ...admins, actor: 'admin', actorId: 8 })).toEqual([7, 9]);
      expect(recipientsOf(type, { ...parties, actor: 'holder' })).toEqual([]);
      expect(inAppOnly(type)).toBe(true);
    },
  );

  it('sends every other type on every channel', () => {
    expect(notificationTypes.filter(inAppOnly)).toEqual([
      'licence.submitted',
      'driver.submitted',
      'ticket.requested',
      'gps.requested',
    ]);
  });

  it('reads the own notices of a party who moves a booking, not the server’s or an admin’s', () => {
    expect(['client', 'provider', 'admin', 'system'].filter(movesReadOwnNotices)).toEqual([
      'client',
      'provider',
    ]);
  });

  it('reminds half-way to the expiry and warns 2 hours ahead, never for a late confirmation', () => {
    const requested = new Date('2026-11-24T08:00:00Z');
    const start = new Date('2026-11-24T18:00:00Z');
    expect(reminderAt(requested, start).toISOString()).toBe('2026-11-24T13:00:00.000Z');
    expect(startingAt(requested, start)?.toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(startingAt(new Date('2026-11-24T16:30:00Z'), start)).toBeNull();
  });
});

describe('admin notices (rules §10.1, §10.2)', () => {
  it('are the types the table tells every admin, and nothing else', () => {
    expect([...adminNoticeTypes].sort()).toEqual(
      notificationTypes.filter((type) => notificationRecipients[type] === 'admins').sort(),
    );
  });

  it('are dealt with by the record moving on, never by a new asking or an account change', () => {
    for (const answer of [
      'driver.verified',
      'licence.rejected',
      'ticket.confirmed',
      'gps.approved',
    ])
      expect(dealsWithAdminNotice(answer)).toBe(true);
    for (const other of [
      'driver.submitted',
      'ticket.requested',
      'password.changed',
      'phone.changed',
    ])
      expect(dealsWithAdminNotice(other)).toBe(false);
  });
});
