import { describe, expect, it } from 'vitest';
import { notificationLink } from './notification-links.js';

const [client, owner, driver, admin] = (['client', 'owner', 'driver', 'admin'] as const).map(
  (role) => ({ role }),
);
const user = { type: 'user', id: 5 };
const gps = { type: 'gps_request', id: 3 };
const chat = { type: 'chat', id: 9 };
const profile = { type: 'driver', id: 5 };
const ticket = { type: 'ticket', id: 5 };

describe('where a notification leads (rules §10.2)', () => {
  it.each([
    ['booking.confirmed', { type: 'booking', id: 42 }, client, '/booking/42'],
    ['licence.verified', user, client, '/account/verification'],
    ['driver.rejected', profile, driver, '/driver/profile'],
    ['ticket.confirmed', ticket, client, '/my-ticket-bookings'],
    // An answer shows with its status and note on the owner's dashboard, not in the empty form.
    ['gps.approved', gps, owner, '/owner/dashboard#gps-requests'],
    ['gps.rejected', gps, owner, '/owner/dashboard#gps-requests'],
    // The conversation itself, where the reader's role reads messages (rules §5.7).
    ['chat.message', chat, owner, '/owner/messages?chat=9'],
    ['chat.message', chat, client, '/chat?chat=9'],
    ['chat.message', chat, driver, '/chat?chat=9'],
    // What waits on the team: the admin's tab that acts on it, filtered to what waits.
    ['licence.submitted', user, admin, '/admin?tab=users&license_status=pending'],
    ['driver.submitted', profile, admin, '/admin?tab=drivers&verification=pending'],
    ['ticket.requested', ticket, admin, '/admin?tab=ticket-bookings&status=pending'],
    ['gps.requested', gps, admin, '/admin?tab=gps-requests&status=pending'],
  ] as const)('%s about %o, to %o: %s', (type, subject, recipient, link) => {
    expect(notificationLink(type, subject, recipient!)).toBe(link);
  });
});
