import {
  DomainError,
  adminNoticeTypes,
  bookingReference,
  dealsWithAdminNotice,
  inAppOnly,
  isNotificationType,
  movesReadOwnNotices,
  notificationLink,
  notificationText,
  recipientsOf,
  reminderAt,
  securityNotificationTypes,
  notificationTimings,
  startingAt,
  toE164,
  toPage,
  type Language,
  type NotificationListQuery,
  type NotificationParties,
  type NotificationSettings,
  type NotificationSettingsInput,
  type NotificationType,
  type NotificationValues,
  type NotificationView,
  type Page,
} from '@kodesha/domain';
import type { Transactions, Tx } from '../../db/transactions.js';
import {
  skipReasons as reasons,
  type DeliveriesService,
  type NewDelivery,
} from '../deliveries/deliveries.service.js';
import {
  bookingReminderJob,
  bookingStartingJob,
  chatWaitingJob,
  defineJob,
  eventNotifyJob,
  type JobQueue,
} from '../jobs/job-kinds.js';
import type { JobDefinition } from '../jobs/jobs.service.js';
import type { BookingsService } from '../bookings/bookings.service.js';
import type { ChatsService } from '../chat/chats.service.js';
import { eventFacts, type EventFacts } from '../outbox/event-facts.js';
import type { RecordedEvent } from '../outbox/outbox.service.js';
import type {
  Addressee,
  NotificationRecord,
  NotificationsRepository,
} from './notifications.repository.js';

/** A notification's words' values and its people. */
type Facts = { values: NotificationValues; parties: NotificationParties };

/** A booking's facts as notifications word them (rules §10.4). */
type BookingNotice = {
  id: number;
  itemTitle: string;
  startTime: string;
  endTime: string;
  totalPrice: number;
  clientId: number;
  providerId: number;
  clientName: string;
  replyCode: string | null;
  /** rules §4.4: the provider's reason, carried by a decline's event. */
  note?: string;
};

function bookingFacts(type: string, booking: BookingNotice): Facts {
  return {
    values: {
      ref: bookingReference(booking.id),
      item: booking.itemTitle,
      start: booking.startTime,
      end: booking.endTime,
      total: booking.totalPrice,
      person: booking.clientName,
      // rules §10.10: the request's SMS carries its reply code while it waits for an answer.
      ...(type === 'booking.requested' && booking.replyCode && { code: booking.replyCode }),
      // rules §4.4: the client reads why the provider declined, in every channel.
      ...(type === 'booking.declined' && booking.note && { note: booking.note }),
    },
    parties: { clientId: booking.clientId, providerId: booking.providerId },
  };
}

/** What raises one notification: its type, its cause, its record, who moved it. */
type Raise = {
  /** The words' values and the people, from the event or the record as it stands. */
  facts: Facts;
  type: NotificationType;
  source: string;
  subject: { type: string; id: number };
  actor: string;
  /** The person who made the move, if a person did. */
  actorId?: number | null;
  /** Whether a person already dealt with its cause: theirs is written read (rules §10.2). */
  dealtWith?: (personId: number) => Promise<boolean>;
  /** When its cause happened (an event's move); now unless said. */
  at?: Date;
  /** The address or number to use instead of the person's own (the old one of a change). */
  contact?: Partial<Pick<Addressee, 'email' | 'phoneNumber' | 'isPhoneVerified'>>;
};

/**
 * rules §1.14: a changed email or phone is told to the old one, which its event carries
 * (the account already has the new one when the event is worked out).
 */
function contactOf(event: RecordedEvent): Raise['contact'] {
  const data = event.data ?? {};
  if (event.type === 'email.changed' && typeof data.email === 'string')
    return { email: data.email };
  if (event.type === 'phone.changed')
    return {
      phoneNumber: typeof data.phone_number === 'string' ? data.phone_number : null,
      isPhoneVerified: data.is_phone_verified === true,
    };
  return undefined;
}

const languageOf = (person: Pick<Addressee, 'preferredLanguage'>): Language =>
  person.preferredLanguage ?? 'en';

/**
 * Notifications (rules §10): a door's transaction writes only its event; a job of the runner
 * turns each event, after its commit, into the notifications it raises — the person's
 * notification and one outbox row per channel (the app at once; SMS and email queued for
 * the outbox's sends, or `skipped` with the reason) — once per event and person.
 */
export function createNotificationsService(deps: {
  notifications: NotificationsRepository;
  /** A booking as its reminders see it now (rules §10.6). */
  bookings: Pick<BookingsService, 'notice'>;
  /** A chat message as its waiting notice sees it now (rules §10.6). */
  chats: Pick<ChatsService, 'waitingMessage'>;
  /** The outbox's events, read by id once their move committed. */
  events: {
    find(id: number, tx: Tx): Promise<RecordedEvent | undefined>;
    movedSince(event: RecordedEvent, actorId: number, tx: Tx): Promise<boolean>;
    answeredSince(event: RecordedEvent, tx: Tx): Promise<boolean>;
  };
  deliveries: Pick<DeliveriesService, 'queue' | 'canSend'>;
  jobs: JobQueue;
  live: {
    channel: string;
    /** A new notification, or none when only the count moved (some were marked read). */
    notificationPayload: (
      userId: number,
      view: NotificationView | undefined,
      unread: number,
    ) => string;
  };
  transactions: Transactions;
  clock: () => Date;
}) {
  const { notifications, deliveries, jobs, live, transactions, clock } = deps;

  const viewOf = (row: NotificationRecord, language: Language): NotificationView => {
    const { title, body } = notificationText(row.type, language, row.values);
    return {
      id: row.id,
      type: row.type,
      title,
      body,
      link: row.link,
      read_at: row.readAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    };
  };

  /** The SMS row for a person: queued to their verified number, or skipped and why. */
  function smsDelivery(person: Addressee, type: NotificationType, language: Language): NewDelivery {
    const skipped = (reason: string): NewDelivery => ({
      type,
      userId: person.id,
      channel: 'sms',
      recipient: person.phoneNumber,
      language,
      status: 'skipped',
      lastError: reason,
      sentAt: null,
    });
    if (!deliveries.canSend('sms')) return skipped(reasons.noGateway);
    if (!person.notifySms && !securityNotificationTypes.includes(type))
      return skipped(reasons.smsOff);
    if (!person.phoneNumber) return skipped(reasons.noPhone);
    // rules §10.7: nothing goes to a number its holder has not shown is theirs.
    if (!person.isPhoneVerified) return skipped(reasons.unverified);
    const number = toE164(person.phoneNumber);
    if (!number) return skipped(reasons.badNumber);
    return {
      type,
      userId: person.id,
      channel: 'sms',
      recipient: number,
      language,
      status: 'queued',
      lastError: null,
      sentAt: null,
    };
  }

  function emailDelivery(
    person: Addressee,
    type: NotificationType,
    language: Language,
  ): NewDelivery {
    const base = {
      type,
      userId: person.id,
      channel: 'email' as const,
      recipient: person.email,
      language,
      sentAt: null,
    };
    if (!deliveries.canSend('email'))
      return { ...base, status: 'skipped', lastError: reasons.noMailServer };
    if (!person.notifyEmail && !securityNotificationTypes.includes(type))
      return { ...base, status: 'skipped', lastError: reasons.emailOff };
    return { ...base, status: 'queued', lastError: null };
  }

  /**
   * The facts an event carries of its record (rules §9.20): the words' values and the
   * people of its notification, read from the event alone — only a client's name is read,
   * from the people notifications address. An event without them raises nothing.
   */
  async function factsOfEvent(tx: Tx, event: RecordedEvent): Promise<Facts | undefined> {
    const { subject } = event;
    if (subject.type === 'user') return { values: {}, parties: { holderId: subject.id } };
    const parsed = eventFacts[subject.type].safeParse(event.data ?? {});
    if (!parsed.success) return undefined;
    if (subject.type === 'booking') {
      const booking = parsed.data as EventFacts['booking'];
      const [client] = await notifications.addressees([booking.client_id], tx);
      return bookingFacts(event.type, {
        id: subject.id,
        itemTitle: booking.item_title,
        startTime: booking.start_time,
        endTime: booking.end_time,
        totalPrice: booking.total_price,
        clientId: booking.client_id,
        providerId: booking.provider_id,
        clientName: client?.name ?? '',
        replyCode: booking.reply_code,
        note: booking.note,
      });
    }
    if (subject.type === 'ticket') {
      const ticket = parsed.data as EventFacts['ticket'];
      return {
        values: {
          route: `${ticket.departure_city} - ${ticket.destination_city}`,
          price: ticket.quoted_price,
        },
        parties: { holderId: ticket.user_id },
      };
    }
    if (subject.type === 'gps_request') {
      const request = parsed.data as EventFacts['gps_request'];
      return {
        values: { date: request.installation_date },
        parties: { holderId: request.user_id },
      };
    }
    const driver = parsed.data as EventFacts['driver'];
    return { values: {}, parties: { holderId: driver.user_id } };
  }

  /**
   * rules §10.1: what waits on the team goes to every admin, naming who asked (read from the
   * people notifications address, as a request's client is).
   */
  async function forAdmins(tx: Tx, facts: Facts): Promise<Facts> {
    const askerId = facts.parties.holderId;
    const [asker] = askerId ? await notifications.addressees([askerId], tx) : [];
    return {
      values: { ...facts.values, person: asker?.name ?? '' },
      parties: { ...facts.parties, adminIds: await notifications.adminIds(tx) },
    };
  }

  /**
   * Writes one notification for each of its people, in `tx`: the notification, its three
   * deliveries, the send jobs of those queued, and the live event (sent once `tx` commits).
   * A cause that already notified a person writes nothing more for them.
   */
  async function raise(tx: Tx, spec: Raise): Promise<number> {
    const { facts } = spec;
    const { values } = facts;
    const ids = recipientsOf(spec.type, {
      ...facts.parties,
      actor: spec.actor,
      actorId: spec.actorId,
    });
    const now = clock();
    let written = 0;
    for (const addressee of await notifications.addressees(ids, tx)) {
      const person = { ...addressee, ...spec.contact };
      if (person.deletedAt) continue;
      const language = languageOf(person);
      const notification = await notifications.insert(
        {
          userId: person.id,
          type: spec.type,
          source: spec.source,
          subjectType: spec.subject.type,
          subjectId: spec.subject.id,
          link: notificationLink(spec.type, spec.subject, person),
          values,
          createdAt: spec.at ?? now,
          readAt: (await spec.dealtWith?.(person.id)) ? now : null,
        },
        tx,
      );
      // This cause already notified this person: nothing more for them.
      if (!notification) continue;
      written += 1;
      const carried = { notificationId: notification.id, userId: person.id, type: spec.type };
      const inApp: NewDelivery = {
        ...carried,
        channel: 'in_app',
        recipient: null,
        language,
        status: 'sent',
        lastError: null,
        sentAt: now,
      };
      await deliveries.queue(
        tx,
        inAppOnly(spec.type)
          ? [inApp]
          : [
              inApp,
              { ...smsDelivery(person, spec.type, language), ...carried },
              { ...emailDelivery(person, spec.type, language), ...carried },
            ],
      );
      const unread = await notifications.unreadCount(person.id, tx);
      await notifications.notifyOnCommit(
        live.channel,
        live.notificationPayload(person.id, viewOf(notification, language), unread),
        tx,
      );
    }
    return written;
  }

  /** rules §10.6: what a booking's move schedules or calls off. */
  async function scheduleForBooking(tx: Tx, event: RecordedEvent): Promise<void> {
    const id = event.subject.id;
    const reminderKey = `${bookingReminderJob.kind}:${id}`;
    const startingKey = `${bookingStartingJob.kind}:${id}`;
    const startTime =
      typeof event.data?.start_time === 'string' ? new Date(event.data.start_time) : undefined;
    // Timed from the move, not from when this job ran after it.
    const now = event.at;
    if (event.type === 'booking.requested' && startTime) {
      await jobs.enqueue(tx, bookingReminderJob, {
        key: reminderKey,
        payload: { booking_id: id },
        runAt: reminderAt(now, startTime),
      });
      return;
    }
    await jobs.cancel(tx, reminderKey);
    if (event.type === 'booking.confirmed' && startTime) {
      const at = startingAt(now, startTime);
      if (at)
        await jobs.enqueue(tx, bookingStartingJob, {
          key: startingKey,
          payload: { booking_id: id },
          runAt: at,
        });
    } else await jobs.cancel(tx, startingKey);
  }

  /**
   * rules §10.2: a booking's party who moved it has dealt with what they were told of it
   * before: those notifications are marked read, and their bell told the new count.
   *
   * Done here, from the event, rather than in the door's transaction: the door writes only
   * its event (rules §9.20), and the event names who moved the booking whichever way the
   * move came — the app or an SMS reply both pass the bookings' door. Only what was written
   * up to the move is read, so a later cause (the other party's cancel) stays unread even
   * when its event is worked out first; a notification of an earlier cause worked out after
   * the move is written read instead (`dealtWith`).
   */
  async function readOwnNotices(tx: Tx, event: RecordedEvent): Promise<void> {
    if (event.actorId === null || !movesReadOwnNotices(event.actor)) return;
    await tellNewCounts(
      tx,
      await notifications.markReadAbout(
        { userId: event.actorId },
        event.subject,
        event.at,
        clock(),
        tx,
      ),
    );
  }

  /**
   * rules §10.2: once a record that waited on the team moves on (a driver verified, a ticket
   * answered), every admin's notice of it is read, and their bells told the new count —
   * whoever answered it: another admin, or the demo data made verified at start-up.
   */
  async function readAdminNotices(tx: Tx, event: RecordedEvent): Promise<void> {
    if (!dealsWithAdminNotice(event.type)) return;
    await tellNewCounts(
      tx,
      await notifications.markReadAbout(
        { types: adminNoticeTypes },
        event.subject,
        event.at,
        clock(),
        tx,
      ),
    );
  }

  /** Each person some of whose notifications were just marked read: their bell's new count. */
  async function tellNewCounts(tx: Tx, userIds: number[]): Promise<void> {
    for (const userId of new Set(userIds)) {
      const unread = await notifications.unreadCount(userId, tx);
      await notifications.notifyOnCommit(
        live.channel,
        live.notificationPayload(userId, undefined, unread),
        tx,
      );
    }
  }

  /**
   * rules §10.1: what one event raises, after its commit — its notifications, and what a
   * booking's move schedules or calls off — written in `tx` (the relay's round, or a job's
   * own). Run again, it writes nothing twice: one notification per event and person, one
   * job per key.
   */
  async function fromEvent(tx: Tx, eventId: number): Promise<void> {
    const event = await deps.events.find(eventId, tx);
    if (!event) return;
    const booking = event.subject.type === 'booking';
    if (booking) {
      await scheduleForBooking(tx, event);
      await readOwnNotices(tx, event);
    } else await readAdminNotices(tx, event);
    if (!isNotificationType(event.type)) return;
    const facts = await factsOfEvent(tx, event);
    if (!facts) return;
    const answered = inAppOnly(event.type) && (await deps.events.answeredSince(event, tx));
    await raise(tx, {
      facts: inAppOnly(event.type) ? await forAdmins(tx, facts) : facts,
      type: event.type,
      source: `event:${event.id}`,
      subject: event.subject,
      actor: event.actor,
      actorId: event.actorId,
      ...(booking && {
        dealtWith: (personId: number) => deps.events.movedSince(event, personId, tx),
      }),
      // An admin notice worked out after its record moved on is written read, for every admin.
      ...(inAppOnly(event.type) && {
        dealtWith: async () => answered,
      }),
      contact: contactOf(event),
      // Dated by its move: events worked out side by side still list in the order they happened.
      at: event.at,
    });
  }

  /** A time-based notification of a booking, if the booking still stands as it must. */
  async function bookingTimed(
    type: 'booking.reminder' | 'booking.starting',
    id: number,
  ): Promise<void> {
    // Read through the bookings' own service, before this transaction opens.
    const booking = await deps.bookings.notice(id);
    const now = clock();
    // Skipped when the booking moved on: answered, cancelled, or already started.
    const stands =
      booking !== undefined &&
      booking.startTime.getTime() > now.getTime() &&
      booking.status === (type === 'booking.reminder' ? 'pending' : 'confirmed');
    if (!stands) return;
    await transactions.run(async (tx) => {
      await raise(tx, {
        facts: bookingFacts(type, {
          ...booking,
          startTime: booking.startTime.toISOString(),
          endTime: booking.endTime.toISOString(),
        }),
        type,
        source: `${type}:${id}`,
        subject: { type: 'booking', id },
        actor: 'system',
      });
    });
  }

  /**
   * rules §10.6: a chat message still unread 5 minutes on is told by SMS and email (and in
   * the app), at most once per chat and person in 30 minutes.
   */
  async function chatWaiting(messageId: number): Promise<void> {
    // Read through the chat's own service, before this transaction opens.
    const message = await deps.chats.waitingMessage(messageId);
    if (!message || message.readAt) return;
    await transactions.run(async (tx) => {
      const now = clock();
      const quiet = new Date(now.getTime() - notificationTimings.chatQuietMs);
      if (await notifications.recentChatNotice(message.recipientId, message.chatId, quiet, tx))
        return;
      await raise(tx, {
        facts: {
          values: { person: message.senderName },
          parties: { recipientId: message.recipientId },
        },
        type: 'chat.message',
        source: `chat.message:${messageId}`,
        subject: { type: 'chat', id: message.chatId },
        actor: 'system',
      });
    });
  }

  return {
    fromEvent,

    /** The runner's job kinds for notifications. */
    jobDefinitions(): JobDefinition[] {
      return [
        defineJob(eventNotifyJob, {
          run: (payload) => transactions.run((tx) => fromEvent(tx, payload.event_id)),
        }),
        defineJob(bookingReminderJob, {
          run: (payload) => bookingTimed('booking.reminder', payload.booking_id),
        }),
        defineJob(bookingStartingJob, {
          run: (payload) => bookingTimed('booking.starting', payload.booking_id),
        }),
        defineJob(chatWaitingJob, { run: (payload) => chatWaiting(payload.message_id) }),
      ];
    },

    async list(
      user: { id: number },
      language: Language,
      query: NotificationListQuery,
    ): Promise<Page<NotificationView>> {
      const { rows, total } = await notifications.listOf(user.id, query);
      return toPage(
        rows.map((row) => viewOf(row, language)),
        total,
        query,
      );
    },

    unreadCount: (user: { id: number }) => notifications.unreadCount(user.id),

    async markRead(user: { id: number }, id: number): Promise<void> {
      if (!(await notifications.markRead(user.id, id, clock())))
        throw new DomainError('notification.notFound');
    },

    markAllRead: (user: { id: number }) => notifications.markAllRead(user.id, clock()),

    async settings(user: { id: number }): Promise<NotificationSettings> {
      const settings = await notifications.settings(user.id);
      if (!settings) throw new DomainError('user.notFound');
      return settings;
    },

    async updateSettings(
      user: { id: number },
      input: NotificationSettingsInput,
    ): Promise<NotificationSettings> {
      if (input.sms === undefined && input.email === undefined) return this.settings(user);
      const settings = await notifications.updateSettings(user.id, {
        ...(input.sms !== undefined && { notifySms: input.sms }),
        ...(input.email !== undefined && { notifyEmail: input.email }),
      });
      if (!settings) throw new DomainError('user.notFound');
      return settings;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
