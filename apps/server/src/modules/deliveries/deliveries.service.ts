import {
  DomainError,
  canResend,
  notificationEmail,
  notificationText,
  toPage,
  type AdminNotificationQuery,
  type AdminNotificationView,
  type ChannelsView,
  type DeliveryStatus,
  type DirectSendType,
  type Language,
  type NotificationChannel,
  type NotificationType,
  type NotificationValues,
  type Page,
} from '@kodesha/domain';
import type { Transactions, Tx } from '../../db/transactions.js';
import { DeliveryError, recordHandedOver, type Handed } from '../../providers/delivery-error.js';
import type { Mailer } from '../../providers/email/mailer.js';
import type { SmsGateway } from '../../providers/sms/sms-gateway.js';
import type { AuditLogService } from '../audit/audit-log.service.js';
import type { JobDefinition, JobRecord, SettleJob } from '../jobs/jobs.service.js';
import { defineJob, deliverySendJob, type JobQueue } from '../jobs/job-kinds.js';
import type {
  DeliveriesRepository,
  DeliveryMessage,
  DeliveryRecord,
  DeliveryToSend,
  NewDelivery,
} from './deliveries.repository.js';

export type { NewDelivery } from './deliveries.repository.js';

/** The channels this server can send on (rules §10.4): none configured, the app only. */
export type DeliveryChannels = { sms?: SmsGateway; mail?: Mailer };

/** Why a message was not sent, as its outbox row says (rules §10.3). */
export const skipReasons = {
  noGateway: 'no SMS gateway is configured (SMS_PROVIDER)',
  noMailServer: 'no mail server is configured (SMTP_URL)',
  smsOff: 'SMS turned off in the person’s settings',
  emailOff: 'email turned off in the person’s settings',
  noPhone: 'no phone number on the account',
  unverified: 'the phone number is not verified',
  badNumber: 'the phone number cannot be written in E.164',
} as const;

/** A message with no notification behind it: a code, a link, an SMS answer (rules §10.3). */
export type DirectSend = {
  type: DirectSendType;
  userId: number | null;
  channel: Exclude<NotificationChannel, 'in_app'>;
  recipient: string;
  language: Language;
  /** What is sent, its secret included. */
  message: DeliveryMessage;
  /** What an admin reads of it, its secret masked. */
  shown: string;
};

const day = 24 * 60 * 60_000;

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
 * The outbox (rules §10.3): every message Kodesha sends — notifications, reset links and
 * codes, phone codes, SMS answers — is a row here, written in the transaction of its cause,
 * and sent by one job of the runner whose state it shares: the try, the row and the job are
 * recorded in one commit, and a message the gateway took is never handed to it again.
 */
export function createDeliveriesService(deps: {
  deliveries: DeliveriesRepository;
  channels: DeliveryChannels;
  jobs: JobQueue;
  transactions: Transactions;
  audit: AuditLogService;
  /** The site's address, for links in emails. */
  publicUrl: string;
  clock: () => Date;
  log: { error: (error: unknown, message: string) => void };
  /** Tests only: runs once a message is handed over, before it is recorded (services.ts seams). */
  afterHandOver?: () => void | Promise<void>;
}) {
  const { deliveries, channels, jobs, transactions, clock, log } = deps;

  const enqueueSend = (tx: Tx, id: number) =>
    jobs.enqueue(tx, deliverySendJob, {
      key: `${deliverySendJob.kind}:${id}`,
      payload: { delivery_id: id },
      runAt: clock(),
    });

  /** Writes `rows` in `tx` and queues the send of each one `queued`. */
  async function queue(tx: Tx, rows: NewDelivery[]): Promise<DeliveryRecord[]> {
    const written = await deliveries.insert(rows, clock(), tx);
    for (const row of written) if (row.status === 'queued') await enqueueSend(tx, row.id);
    return written;
  }

  /** What one row carries, ready for its channel. */
  function messageOf(delivery: DeliveryToSend): DeliveryMessage | undefined {
    if (delivery.message) return delivery.message;
    if (!delivery.notification) return undefined;
    const { type, values, link } = delivery.notification;
    const text = notificationText(type, delivery.language, values);
    if (delivery.channel === 'sms') return { text: text.sms };
    return notificationEmail(type, delivery.language, text, {
      item: new URL(link, deps.publicUrl).toString(),
      settings: new URL('/notifications', deps.publicUrl).toString(),
    });
  }

  /** Hands one message to its gateway or mail server; throws a DeliveryError when it did not. */
  async function handOver(delivery: DeliveryToSend, recipient: string): Promise<Handed> {
    const message = messageOf(delivery);
    if (!message) throw new DeliveryError('its message is no longer kept', 'final');
    if (delivery.channel === 'sms') {
      if (!channels.sms) throw new DeliveryError(skipReasons.noGateway, 'final');
      return channels.sms.send(recipient, message.text);
    }
    if (!channels.mail) throw new DeliveryError(skipReasons.noMailServer, 'final');
    if (!('subject' in message)) throw new DeliveryError('an email without a subject', 'final');
    return channels.mail.send({ to: recipient, ...message });
  }

  /** Sends one queued delivery (a job's run): `sent`, or why not, never twice. */
  async function send(id: number, job: JobRecord, settle: SettleJob): Promise<void> {
    const delivery = await deliveries.toSend(id);
    if (!delivery || delivery.status !== 'queued' || !delivery.recipient) return;
    const attempts = delivery.attempts + 1;
    let handed: Handed;
    try {
      handed = await handOver(delivery, delivery.recipient);
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
      const lastError = failure.message.slice(0, 1000);
      const record = () =>
        transactions.run(async (tx) => {
          await deliveries.record(id, { status, attempts, lastError }, clock(), tx);
          await settle(tx, { status, lastError });
        });
      // It may have arrived: like a hand-over, never retried because recording it failed.
      if (status === 'unknown') await recordHandedOver(`delivery #${id}`, record, log);
      else await record();
      return;
    }
    // Handed over: whatever fails from here, it is never handed over again (rules §10.3).
    await recordHandedOver(
      `delivery #${id}`,
      () =>
        transactions.run(async (tx) => {
          const now = clock();
          // A report that came before this moment is applied now, not lost.
          const early = handed.messageId
            ? await deliveries.takeEarlyReport(handed.messageId, tx)
            : undefined;
          await deliveries.record(
            id,
            {
              status: early?.status ?? 'sent',
              attempts,
              lastError: early?.lastError ?? null,
              providerMessageId: handed.messageId,
              sentAt: now,
              // The secret goes with the send: nothing is kept that could send it again.
              message: null,
            },
            now,
            tx,
          );
          await settle(tx, { status: 'done', lastError: null });
        }),
      log,
      deps.afterHandOver,
    );
  }

  /** Whether this server has a gateway for `channel` (the app always). */
  const canSend = (channel: NotificationChannel) =>
    channel === 'in_app' || Boolean(channel === 'sms' ? channels.sms : channels.mail);

  return {
    /** rules §10.4: which channels beyond the app this server can send through. */
    channels(): ChannelsView {
      return { sms: Boolean(channels.sms), email: Boolean(channels.mail) };
    },

    canSend,

    queue,

    /**
     * A direct send, in `tx` (the transaction of what it tells: a reset, a code, an answer):
     * queued, or `skipped` when this server has no gateway for its channel.
     */
    async direct(tx: Tx, send: DirectSend): Promise<DeliveryRecord> {
      const can = canSend(send.channel);
      const [row] = await queue(tx, [
        {
          ...send,
          status: can ? 'queued' : 'skipped',
          lastError: can
            ? null
            : send.channel === 'sms'
              ? skipReasons.noGateway
              : skipReasons.noMailServer,
          sentAt: null,
          // Never sent: its secret is not kept.
          message: can ? send.message : null,
        },
      ]);
      return row!;
    },

    /** The runner's job kinds: the one kind of send, and forgetting old secrets. */
    jobDefinitions(): JobDefinition[] {
      return [
        defineJob(deliverySendJob, {
          run: (payload, job, settle) => send(payload.delivery_id, job, settle),
          maxAttempts: 5,
          // rules §10.3: a send caught in flight is never sent again on its own.
          afterLostLease: 'unknown',
          // Its job and its row give up in one commit: the row is left for an admin to resend.
          whenGivenUp: async (job, tx, status) => {
            const parsed = deliverySendJob.payload.safeParse(job.payload);
            if (!parsed.success) return;
            await deliveries.record(
              parsed.data.delivery_id,
              {
                status,
                lastError:
                  status === 'unknown'
                    ? 'its server process stopped while sending it'
                    : (job.lastError ?? 'it could not be sent'),
              },
              clock(),
              tx,
            );
          },
        }),
        {
          kind: 'deliveries.forget',
          everyMs: 60 * 60_000,
          run: () => deliveries.forgetOld(new Date(clock().getTime() - day)),
        },
      ];
    },

    /** The outbox for an admin (rules §10.8), each row with the words it carried. */
    async adminList(query: AdminNotificationQuery): Promise<Page<AdminNotificationView>> {
      const { rows, total } = await deliveries.adminList(query);
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
          text:
            delivery.shown ??
            (values !== null && delivery.notificationId !== null
              ? renderedFor(
                  delivery.channel,
                  delivery.type as NotificationType,
                  delivery.language,
                  values,
                )
              : ''),
        })),
        total,
        query,
      );
    },

    /**
     * rules §10.8: an admin sends a failed or unknown SMS or email again — queued anew, with
     * its audit line, in one transaction. A direct send whose secret is no longer kept cannot.
     */
    async resend(admin: { id: number }, id: number): Promise<DeliveryRecord> {
      const delivery = await deliveries.find(id);
      if (!delivery) throw new DomainError('notification.notFound');
      const resendable =
        canResend({
          status: delivery.status,
          channel: delivery.channel,
          provider_message_id: delivery.providerMessageId,
        }) &&
        (delivery.notificationId !== null || delivery.message !== null);
      if (!resendable) throw new DomainError('notification.notResendable');
      await transactions.run(async (tx) => {
        const from: DeliveryStatus[] = ['failed', 'unknown'];
        const requeued = await deliveries.record(
          id,
          { status: 'queued', lastError: null },
          clock(),
          tx,
          from,
        );
        if (!requeued) throw new DomainError('notification.notResendable');
        await enqueueSend(tx, id);
        // rules §8.13: an admin's resend is an admin write, audited with it.
        await deps.audit.record(
          admin,
          'notification.resent',
          id,
          `${delivery.channel} ${delivery.type}: ${delivery.status} → queued`,
          tx,
        );
      });
      return (await deliveries.find(id))!;
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
      await deliveries.report(
        'sms',
        report.id,
        to,
        to === 'failed' ? `${report.status}: ${report.failureReason ?? 'no reason given'}` : null,
        clock(),
      );
    },

    /** The statuses of the rows `ids` (the answers the inbound SMS list shows). */
    statuses: (ids: number[]) => deliveries.statuses(ids),
  };
}

export type DeliveriesService = ReturnType<typeof createDeliveriesService>;
