import {
  DomainError,
  canResend,
  type ChannelsView,
  bookingReference,
  isNotificationType,
  notificationEmail,
  notificationLink,
  notificationText,
  recipientsOf,
  reminderAt,
  securityNotificationTypes,
  notificationTimings,
  startingAt,
  toE164,
  toPage,
  type AdminNotificationQuery,
  type AdminNotificationView,
  type Language,
  type NotificationChannel,
  type NotificationListQuery,
  type NotificationParties,
  type NotificationSettings,
  type NotificationSettingsInput,
  type NotificationType,
  type NotificationValues,
  type NotificationView,
  type Page,
} from '@kodesha/domain';
import type { Tx } from '../../db/transactions.js';
import { DeliveryError, recordHandedOver } from '../../providers/delivery-error.js';
import type { Mailer } from '../../providers/email/mailer.js';
import type { SmsGateway } from '../../providers/sms/sms-gateway.js';
import type { AuditLogService } from '../audit/audit-log.service.js';
import type { JobRecord } from '../jobs/jobs.service.js';
import type { DomainEvent } from '../outbox/outbox.service.js';
import type {
  Addressee,
  DeliveryRecord,
  NewDelivery,
  NotificationRecord,
  NotificationsRepository,
} from './notifications.repository.js';

/** An event as the outbox recorded it: with its id, which names it as a notification's cause. */
export type RecordedEvent = DomainEvent & { id: number };

/** The channels this server can send on (rules §10.4): none configured, the app only. */
export type NotificationChannels = { sms?: SmsGateway; mail?: Mailer };

/** The job kinds of notifications (rules §10.3, §10.6). */
export const notificationJobs = {
  send: 'notifications.send',
  reminder: 'notifications.booking-reminder',
  starting: 'notifications.booking-starting',
  chat: 'notifications.chat-message',
} as const;

/** How a notification's send jobs and time-based jobs reach the runner (given by services.ts). */
export type NotificationJobQueue = {
  enqueue(
    tx: Tx,
    job: { kind: string; key: string; payload: Record<string, unknown>; runAt: Date },
  ): Promise<boolean>;
  cancel(tx: Tx, key: string): Promise<boolean>;
};

/** What raises one notification: its type, its cause, its record, who moved it. */
type Raise = {
  type: NotificationType;
  source: string;
  subject: { type: string; id: number };
  actor: string;
  /** A chat message's reader and writer, which no record read here names. */
  parties?: NotificationParties;
  values?: NotificationValues;
};

const reasons = {
  noGateway: 'no SMS gateway is configured (SMS_PROVIDER)',
  noMailServer: 'no mail server is configured (SMTP_URL)',
  smsOff: 'SMS turned off in the person’s settings',
  emailOff: 'email turned off in the person’s settings',
  noPhone: 'no phone number on the account',
  unverified: 'the phone number is not verified',
  badNumber: 'the phone number cannot be written in E.164',
} as const;

const languageOf = (person: Pick<Addressee, 'preferredLanguage'>): Language =>
  person.preferredLanguage ?? 'en';

/** The words one channel carried, as an admin reads them (rules §10.8). */
function renderedFor(
  channel: NotificationChannel,
  type: NotificationType,
  language: Language,
  values: NotificationValues,
): string {
  const text = notificationText(type, language, values);
  if (channel === 'sms') return text.sms;
  if (channel === 'email') return `${text.title}\n\n${text.body}`;
  return `${text.title}: ${text.body}`;
}

/**
 * Notifications (rules §10): written from the outbox's events in the transaction of their
 * cause — the person's notification, and one delivery row per channel (the app at once;
 * SMS and email queued for the runner, or `skipped` with the reason) — then sent by jobs
 * that retry, never twice.
 */
export function createNotificationsService(deps: {
  notifications: NotificationsRepository;
  channels: NotificationChannels;
  jobs: NotificationJobQueue;
  live: {
    channel: string;
    notificationPayload: (userId: number, view: NotificationView, unread: number) => string;
  };
  transactions: { run<T>(work: (tx: Tx) => Promise<T>): Promise<T> };
  audit: AuditLogService;
  /** The site's address, for links in emails. */
  publicUrl: string;
  clock: () => Date;
  log: { error: (error: unknown, message: string) => void };
  /** Tests only: runs once a message is handed over, before it is recorded (services.ts seams). */
  afterHandOver?: () => void | Promise<void>;
}) {
  const { notifications, channels, jobs, live, transactions, clock, log } = deps;

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
      channel: 'sms',
      recipient: person.phoneNumber,
      language,
      status: 'skipped',
      lastError: reason,
      sentAt: null,
    });
    if (!channels.sms) return skipped(reasons.noGateway);
    if (!person.notifySms && !securityNotificationTypes.includes(type))
      return skipped(reasons.smsOff);
    if (!person.phoneNumber) return skipped(reasons.noPhone);
    // rules §10.7: nothing goes to a number its holder has not shown is theirs.
    if (!person.isPhoneVerified) return skipped(reasons.unverified);
    const number = toE164(person.phoneNumber);
    if (!number) return skipped(reasons.badNumber);
    return {
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
    const base = { channel: 'email' as const, recipient: person.email, language, sentAt: null };
    if (!channels.mail) return { ...base, status: 'skipped', lastError: reasons.noMailServer };
    if (!person.notifyEmail && !securityNotificationTypes.includes(type))
      return { ...base, status: 'skipped', lastError: reasons.emailOff };
    return { ...base, status: 'queued', lastError: null };
  }

  /** The facts of the record a notification is about: its words' values and its people. */
  async function factsOf(
    tx: Tx,
    raise: Raise,
  ): Promise<{ values: NotificationValues; parties: NotificationParties } | undefined> {
    const { subject } = raise;
    if (subject.type === 'booking') {
      const booking = await notifications.bookingFacts(subject.id, tx);
      if (!booking) return undefined;
      return {
        values: {
          ref: bookingReference(booking.id),
          item: booking.itemTitle,
          start: booking.startTime.toISOString(),
          end: booking.endTime.toISOString(),
          total: booking.totalPrice,
          person: booking.clientName,
          // rules §10.10: the request's SMS carries its reply code while it waits for an answer.
          ...(raise.type === 'booking.requested' &&
            booking.status === 'pending' &&
            booking.replyCode && { code: booking.replyCode }),
        },
        parties: { clientId: booking.clientId, providerId: booking.providerId },
      };
    }
    if (subject.type === 'ticket') {
      const ticket = await notifications.ticketFacts(subject.id, tx);
      if (!ticket) return undefined;
      return {
        values: { route: `${ticket.from} - ${ticket.to}`, price: ticket.quotedPrice },
        parties: { holderId: ticket.userId },
      };
    }
    if (subject.type === 'gps_request') {
      const request = await notifications.gpsFacts(subject.id, tx);
      if (!request) return undefined;
      return { values: { date: request.installationDate }, parties: { holderId: request.userId } };
    }
    if (subject.type === 'driver') {
      const holderId = await notifications.driverHolder(subject.id, tx);
      return holderId === undefined ? undefined : { values: {}, parties: { holderId } };
    }
    if (subject.type === 'user') return { values: {}, parties: { holderId: subject.id } };
    return { values: {}, parties: {} };
  }

  /**
   * Writes one notification for each of its people, in `tx`: the notification, its three
   * deliveries, the send jobs of those queued, and the live event (sent once `tx` commits).
   * A cause that already notified a person writes nothing more for them.
   */
  async function raise(tx: Tx, spec: Raise): Promise<number> {
    const facts = await factsOf(tx, spec);
    if (!facts) return 0;
    const values = { ...facts.values, ...spec.values };
    const ids = recipientsOf(spec.type, { ...facts.parties, ...spec.parties, actor: spec.actor });
    const now = clock();
    let written = 0;
    for (const person of await notifications.addressees(ids, tx)) {
      if (person.deletedAt) continue;
      const language = languageOf(person);
      const inserted = await notifications.insert(
        {
          userId: person.id,
          type: spec.type,
          source: spec.source,
          subjectType: spec.subject.type,
          subjectId: spec.subject.id,
          link: notificationLink(spec.type, spec.subject),
          values,
          createdAt: now,
        },
        [
          {
            channel: 'in_app',
            recipient: null,
            language,
            status: 'sent',
            lastError: null,
            sentAt: now,
          },
          smsDelivery(person, spec.type, language),
          emailDelivery(person, spec.type, language),
        ],
        tx,
      );
      if (!inserted) continue;
      written += 1;
      for (const delivery of inserted.deliveries)
        if (delivery.status === 'queued')
          await jobs.enqueue(tx, {
            kind: notificationJobs.send,
            key: `${notificationJobs.send}:${delivery.id}`,
            payload: { delivery_id: delivery.id },
            runAt: now,
          });
      const unread = await notifications.unreadCount(person.id, tx);
      await notifications.notifyOnCommit(
        live.channel,
        live.notificationPayload(person.id, viewOf(inserted.notification, language), unread),
        tx,
      );
    }
    return written;
  }

  /** rules §10.6: what a booking's move schedules or calls off. */
  async function scheduleForBooking(tx: Tx, event: RecordedEvent): Promise<void> {
    const id = event.subject.id;
    const reminderKey = `${notificationJobs.reminder}:${id}`;
    const startingKey = `${notificationJobs.starting}:${id}`;
    const startTime =
      typeof event.data?.start_time === 'string' ? new Date(event.data.start_time) : undefined;
    const now = clock();
    if (event.type === 'booking.requested' && startTime) {
      await jobs.enqueue(tx, {
        kind: notificationJobs.reminder,
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
        await jobs.enqueue(tx, {
          kind: notificationJobs.starting,
          key: startingKey,
          payload: { booking_id: id },
          runAt: at,
        });
    } else await jobs.cancel(tx, startingKey);
  }

  /** A time-based notification of a booking, if the booking still stands as it must. */
  async function bookingTimed(
    type: 'booking.reminder' | 'booking.starting',
    payload: Record<string, unknown>,
  ): Promise<void> {
    const id = Number(payload.booking_id);
    await transactions.run(async (tx) => {
      const booking = await notifications.bookingFacts(id, tx);
      const now = clock();
      // Skipped when the booking moved on: answered, cancelled, or already started.
      const stands =
        booking !== undefined &&
        booking.startTime.getTime() > now.getTime() &&
        booking.status === (type === 'booking.reminder' ? 'pending' : 'confirmed');
      if (!stands) return;
      await raise(tx, {
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
  async function chatWaiting(payload: Record<string, unknown>): Promise<void> {
    const messageId = Number(payload.message_id);
    await transactions.run(async (tx) => {
      const message = await notifications.chatMessageFacts(messageId, tx);
      if (!message || message.readAt) return;
      const now = clock();
      const quiet = new Date(now.getTime() - notificationTimings.chatQuietMs);
      if (await notifications.recentChatNotice(message.recipientId, message.chatId, quiet, tx))
        return;
      await raise(tx, {
        type: 'chat.message',
        source: `chat.message:${messageId}`,
        subject: { type: 'chat', id: message.chatId },
        actor: 'system',
        parties: { recipientId: message.recipientId },
        values: { person: message.senderName },
      });
    });
  }

  /** Sends one queued delivery (a job's run): `sent`, or why not, never twice. */
  async function send(payload: Record<string, unknown>, job: JobRecord): Promise<void> {
    const delivery = await notifications.deliveryToSend(Number(payload.delivery_id));
    if (!delivery || delivery.status !== 'queued' || !delivery.recipient) return;
    const { type, values, link } = delivery.notification;
    const now = () => clock();
    const attempts = delivery.attempts + 1;
    let handed: { messageId: string | null };
    try {
      const text = notificationText(type, delivery.language, values);
      if (delivery.channel === 'sms') {
        if (!channels.sms) throw new DeliveryError(reasons.noGateway, 'final');
        handed = await channels.sms.send(delivery.recipient, text.sms);
      } else if (delivery.channel === 'email') {
        if (!channels.mail) throw new DeliveryError(reasons.noMailServer, 'final');
        const email = notificationEmail(type, delivery.language, text, {
          item: new URL(link, deps.publicUrl).toString(),
          settings: new URL('/notifications', deps.publicUrl).toString(),
        });
        handed = await channels.mail.send({ to: delivery.recipient, ...email });
      } else return;
    } catch (error) {
      const failure =
        error instanceof DeliveryError ? error : new DeliveryError(String(error), 'retry');
      const lastTry = job.attempts >= job.maxAttempts;
      const status =
        failure.outcome === 'unknown'
          ? 'unknown'
          : failure.outcome === 'final' || lastTry
            ? 'failed'
            : 'queued';
      await notifications.record(
        delivery.id,
        { status, attempts, lastError: failure.message.slice(0, 1000) },
        now(),
      );
      // Only a send that may be tried again goes back to the runner, which waits and retries.
      if (status === 'queued') throw failure;
      return;
    }
    // Handed over: whatever fails from here, it is never handed over again (rules §10.3).
    await recordHandedOver(
      `delivery #${delivery.id}`,
      () =>
        notifications.record(
          delivery.id,
          {
            status: 'sent',
            attempts,
            lastError: null,
            providerMessageId: handed.messageId,
            sentAt: now(),
          },
          now(),
        ),
      log,
      deps.afterHandOver,
    );
  }

  return {
    /** rules §10.4: which channels beyond the app this server can send through. */
    channels(): ChannelsView {
      return { sms: Boolean(channels.sms), email: Boolean(channels.mail) };
    },

    /**
     * rules §10.1: the notifications the outbox's events raise, written in `tx`, the
     * transaction of their cause; and what a booking's move schedules or calls off.
     */
    async fromEvents(tx: Tx, events: RecordedEvent[]): Promise<void> {
      for (const event of events) {
        if (event.subject.type === 'booking') await scheduleForBooking(tx, event);
        if (!isNotificationType(event.type)) continue;
        await raise(tx, {
          type: event.type,
          source: `event:${event.id}`,
          subject: event.subject,
          actor: event.actor,
        });
      }
    },

    /** A notification with no event behind it (`password.changed`). */
    raise,

    /**
     * A chat message was written (in `tx`): its reader is told if it is still unread in 5
     * minutes. One job per chat and reader waits at a time; it looks at the first message.
     */
    async chatMessageSent(
      tx: Tx,
      message: { id: number; chatId: number; recipientId: number; createdAt: Date },
    ): Promise<void> {
      await jobs.enqueue(tx, {
        kind: notificationJobs.chat,
        key: `${notificationJobs.chat}:${message.chatId}:${message.recipientId}`,
        payload: { message_id: message.id },
        runAt: new Date(message.createdAt.getTime() + notificationTimings.chatUnreadAfterMs),
      });
    },

    /** The runner's job kinds for notifications. */
    jobDefinitions() {
      return [
        {
          kind: notificationJobs.send,
          run: send,
          maxAttempts: 5,
          // rules §10.3: a send caught in flight is never sent again on its own.
          afterLostLease: 'unknown' as const,
          whenGivenUp: async (job: JobRecord) => {
            await notifications.record(
              Number(job.payload.delivery_id),
              { status: 'unknown', lastError: 'its server process stopped while sending it' },
              clock(),
            );
          },
        },
        {
          kind: notificationJobs.reminder,
          run: (payload: Record<string, unknown>) => bookingTimed('booking.reminder', payload),
        },
        {
          kind: notificationJobs.starting,
          run: (payload: Record<string, unknown>) => bookingTimed('booking.starting', payload),
        },
        { kind: notificationJobs.chat, run: chatWaiting },
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

    /** The outbox for an admin (rules §10.8), each row with the words it carried. */
    async adminList(query: AdminNotificationQuery): Promise<Page<AdminNotificationView>> {
      const { rows, total } = await notifications.adminList(query);
      return toPage(
        rows.map(({ delivery, values, userName }) => ({
          id: delivery.id,
          notification_id: delivery.notificationId,
          user_id: delivery.userId,
          user_name: userName,
          channel: delivery.channel,
          type: delivery.type,
          recipient: delivery.recipient,
          status: delivery.status,
          attempts: delivery.attempts,
          last_error: delivery.lastError,
          created_at: delivery.createdAt.toISOString(),
          sent_at: delivery.sentAt?.toISOString() ?? null,
          provider_message_id: delivery.providerMessageId,
          text: renderedFor(delivery.channel, delivery.type, delivery.language, values),
        })),
        total,
        query,
      );
    },

    /**
     * rules §10.8: an admin sends a failed or unknown SMS or email again — queued anew, with
     * its audit line, in one transaction.
     */
    async resend(admin: { id: number }, id: number): Promise<DeliveryRecord> {
      const delivery = await notifications.delivery(id);
      if (!delivery) throw new DomainError('notification.notFound');
      if (
        !canResend({
          status: delivery.status,
          channel: delivery.channel,
          provider_message_id: delivery.providerMessageId,
        })
      )
        throw new DomainError('notification.notResendable');
      await transactions.run(async (tx) => {
        const requeued = await notifications.record(
          id,
          { status: 'queued', lastError: null },
          clock(),
          ['failed', 'unknown'],
          tx,
        );
        if (!requeued) throw new DomainError('notification.notResendable');
        await jobs.enqueue(tx, {
          kind: notificationJobs.send,
          key: `${notificationJobs.send}:${id}`,
          payload: { delivery_id: id },
          runAt: clock(),
        });
        // rules §8.13: an admin's resend is an admin write, audited with it.
        await deps.audit.record(
          admin,
          'notification.resent',
          id,
          `${delivery.channel} ${delivery.type}: ${delivery.status} → queued`,
          tx,
        );
      });
      return (await notifications.delivery(id))!;
    },

    /** rules §10.8: a gateway's delivery report on an SMS it took. */
    async smsReport(report: {
      id?: string;
      status?: string;
      failureReason?: string;
    }): Promise<void> {
      if (!report.id || !report.status) return;
      const to =
        report.status === 'Success'
          ? 'delivered'
          : report.status === 'Failed' || report.status === 'Rejected'
            ? 'failed'
            : undefined;
      if (!to) return;
      await notifications.reportDelivery(
        'sms',
        report.id,
        to,
        to === 'failed' ? `${report.status}: ${report.failureReason ?? 'no reason given'}` : null,
        clock(),
      );
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
