/**
 * rules §10.1: every event a person must act on or should know of, and who gets it. The
 * names are the events' own where an event raises them (`booking.requested`), so an event
 * and its notification read the same; the time-based ones (`booking.reminder`,
 * `booking.starting`, `chat.message`) come from jobs.
 */
export const notificationTypes = [
  'booking.requested',
  // rules §4.16: a request confirmed at once, told to its provider in place of the request.
  'booking.instant',
  'booking.confirmed',
  'booking.declined',
  'booking.expired',
  'booking.cancelled',
  'booking.reminder',
  'booking.starting',
  'booking.completed',
  'chat.message',
  'licence.verified',
  'licence.rejected',
  'driver.verified',
  'driver.rejected',
  'ticket.confirmed',
  'ticket.cancelled',
  'gps.approved',
  'gps.rejected',
  'gps.completed',
  'password.changed',
  'email.changed',
  'phone.changed',
  // rules §10.1: what waits on the team, told to every admin.
  'licence.submitted',
  'driver.submitted',
  'ticket.requested',
  'gps.requested',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const isNotificationType = (value: unknown): value is NotificationType =>
  typeof value === 'string' && (notificationTypes as readonly string[]).includes(value);

/**
 * rules §10.3: what else goes by SMS or email, through the same outbox as notifications but
 * with no notification behind it — a reset's link or code, a phone's code, the answer to an
 * SMS reply. Their secret part is masked wherever an admin reads them.
 */
export const directSendTypes = ['password.reset', 'phone.code', 'sms.answer'] as const;
export type DirectSendType = (typeof directSendTypes)[number];

/** Every kind of message the outbox carries: the notifications and the direct sends. */
export const deliveryTypes = [...notificationTypes, ...directSendTypes] as const;
export type DeliveryType = (typeof deliveryTypes)[number];

/** The channels a notification takes (rules §10.2): the app always, SMS and email when they can. */
export const notificationChannels = ['in_app', 'sms', 'email'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/**
 * Where one channel's copy of a notification stands (rules §10.3): waiting to go, handed to
 * the gateway, confirmed delivered by it, refused for good, caught in flight by a process
 * that stopped (so nobody knows: an admin may resend it), or not sent at all (with why).
 */
export const deliveryStatuses = [
  'queued',
  'sent',
  'delivered',
  'failed',
  'skipped',
  'unknown',
] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** Security messages go whatever the person's settings say (rules §10.5). */
export const securityNotificationTypes: readonly NotificationType[] = [
  'password.changed',
  // rules §1.14: told to the old address or number, so a taken account is noticed.
  'email.changed',
  'phone.changed',
];

/**
 * The parts a notification's recipient plays: the provider (the car's owner or the driver)
 * and the client of a booking; `other_party` is the one of the two who did not make the
 * move (both when an admin or the server made it); `both` a booking's two parties;
 * `holder` the person the record belongs to (an account, a driver profile, a ticket or
 * GPS request); `recipient` a chat message's reader; `admins` every admin account but the
 * one who made the move (an admin who registers a driver needs no word of it).
 */
export type RecipientPart =
  'provider' | 'client' | 'other_party' | 'both' | 'holder' | 'recipient' | 'admins';

/** rules §10.1: who gets each type. */
export const notificationRecipients: Record<NotificationType, RecipientPart> = {
  'booking.requested': 'provider',
  'booking.instant': 'provider',
  'booking.confirmed': 'client',
  'booking.declined': 'client',
  'booking.expired': 'client',
  'booking.cancelled': 'other_party',
  'booking.reminder': 'provider',
  'booking.starting': 'both',
  'booking.completed': 'client',
  'chat.message': 'recipient',
  'licence.verified': 'holder',
  'licence.rejected': 'holder',
  'driver.verified': 'holder',
  'driver.rejected': 'holder',
  'ticket.confirmed': 'holder',
  'ticket.cancelled': 'holder',
  'gps.approved': 'holder',
  'gps.rejected': 'holder',
  'gps.completed': 'holder',
  'password.changed': 'holder',
  'email.changed': 'holder',
  'phone.changed': 'holder',
  'licence.submitted': 'admins',
  'driver.submitted': 'admins',
  'ticket.requested': 'admins',
  'gps.requested': 'admins',
};

/**
 * rules §10.1: what waits on the team is told to admins in the app only — their bell is
 * where they work from; no SMS or email is written for it.
 */
export const inAppOnly = (type: NotificationType): boolean =>
  notificationRecipients[type] === 'admins';

/** What waits on the team: the types told to every admin (the `admins` of the table above). */
export const adminNoticeTypes = [
  'licence.submitted',
  'driver.submitted',
  'ticket.requested',
  'gps.requested',
] as const satisfies readonly NotificationType[];

/**
 * rules §10.2: what waited on the team is dealt with once its record moves on — any later
 * event of it but a new asking (a notice of its own) or a change to an account's way in.
 * A driver verified, a ticket answered, a licence withdrawn: every admin's notice of it is
 * read then, whoever answered (another admin, or the demo data made verified).
 */
export const dealsWithAdminNotice = (eventType: string): boolean =>
  !(adminNoticeTypes as readonly string[]).includes(eventType) &&
  !(securityNotificationTypes as readonly string[]).includes(eventType);

/** The people a notification concerns: a booking's parties, or the record's holder. */
export type NotificationParties = {
  clientId?: number | null;
  providerId?: number | null;
  holderId?: number | null;
  recipientId?: number | null;
  /** Every admin account, for what waits on the team. */
  adminIds?: readonly number[];
  /** Who made the move, as the event names them (`client`, `provider`, `admin`, `system`). */
  actor?: string;
  /** The person who made it, if a person did. */
  actorId?: number | null;
};

/** The ids of the people who get a notification of `type`, each once. */
export function recipientsOf(type: NotificationType, parties: NotificationParties): number[] {
  const { clientId, providerId, holderId, recipientId, adminIds = [], actor, actorId } = parties;
  const part = notificationRecipients[type];
  const ids = (() => {
    switch (part) {
      case 'provider':
        return [providerId];
      case 'client':
        return [clientId];
      case 'both':
        return [clientId, providerId];
      case 'other_party':
        if (actor === 'client') return [providerId];
        if (actor === 'provider') return [clientId];
        return [clientId, providerId];
      case 'holder':
        return [holderId];
      case 'recipient':
        return [recipientId];
      case 'admins':
        return adminIds.filter((id) => id !== actorId);
    }
  })();
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
}

/**
 * rules §10.2: a booking's party who moves it (answers a request, cancels, completes) has
 * dealt with what they were told of it: their unread notifications about it are read.
 * The server's and an admin's moves read nobody's.
 */
export const movesReadOwnNotices = (actor: string): boolean =>
  actor === 'client' || actor === 'provider';

/** rules §10.6: a time-based notification's timing. */
export const notificationTimings = {
  /** `booking.starting` goes this long before the start; none for a booking confirmed later. */
  startingAheadMs: 2 * 60 * 60_000,
  /** A chat message still unread this long after it came goes by SMS or email. */
  chatUnreadAfterMs: 5 * 60_000,
  /** At most one chat message notification per chat and person in this long. */
  chatQuietMs: 30 * 60_000,
} as const;

/**
 * When `booking.reminder` goes (rules §10.6): half-way from the request to its expiry (a
 * pending request expires at its start, rules §4.6).
 */
export function reminderAt(requestedAt: Date, startTime: Date): Date {
  return new Date(requestedAt.getTime() + (startTime.getTime() - requestedAt.getTime()) / 2);
}

/** When `booking.starting` goes, or null for a booking confirmed less than 2 hours ahead. */
export function startingAt(confirmedAt: Date, startTime: Date): Date | null {
  const at = startTime.getTime() - notificationTimings.startingAheadMs;
  return at > confirmedAt.getTime() ? new Date(at) : null;
}
