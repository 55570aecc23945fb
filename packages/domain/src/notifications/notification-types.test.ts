import { describe, expect, it } from 'vitest';
import {
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

  it('reminds half-way to the expiry and warns 2 hours ahead, never for a late confirmation', () => {
    const requested = new Date('2026-11-24T08:00:00Z');
    const start = new Date('2026-11-24T18:00:00Z');
    expect(reminderAt(requested, start).toISOString()).toBe('2026-11-24T13:00:00.000Z');
    expect(startingAt(requested, start)?.toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(startingAt(new Date('2026-11-24T16:30:00Z'), start)).toBeNull();
  });
});
