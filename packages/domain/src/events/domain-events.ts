import type { bookingEventType } from '../bookings/booking-status.js';
import type { gpsEventType } from '../gps/gps-status.js';
import type { ticketEventType } from '../tickets/ticket-status.js';
import type { licenceEventType } from '../users/licence-status.js';

/**
 * rules §1.14, §10.1: what happens to an account's way in — told to its holder (the old
 * address or number for a changed one, which the event carries).
 */
export const accountEventTypes = ['password.changed', 'email.changed', 'phone.changed'] as const;

/**
 * What a move raises (rules §9.20): one event per record moved, written in the move's own
 * transaction, named `<record>.<what happened>` — what notifications are made from.
 */
export type DomainEventType =
  | ReturnType<typeof bookingEventType>
  // rules §4.16: a request made and confirmed at once by Instant Book.
  | 'booking.instant'
  | ReturnType<typeof ticketEventType>
  | ReturnType<typeof gpsEventType>
  | ReturnType<typeof licenceEventType>
  | (typeof accountEventTypes)[number];

/** The kinds of record a move changes, as an event names its subject. */
export const eventSubjectTypes = ['booking', 'ticket', 'gps_request', 'user', 'driver'] as const;
export type EventSubjectType = (typeof eventSubjectTypes)[number];
