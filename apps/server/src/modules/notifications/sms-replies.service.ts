import {
  DomainError,
  bookingReference,
  parseSmsReply,
  smsAnswerText,
  toE164,
  toPage,
  type AdminInboundSmsView,
  type InboundSmsOutcome,
  type Language,
  type Page,
  type PageQuery,
  type ReplyRefusal,
  type SmsAnswer,
} from '@kodesha/domain';
import type { BookingRecord } from '../../db/schema/bookings.js';
import { lockKeys } from '../../db/locks.js';
import type { UserRecord } from '../../db/schema/users.js';
import type { Transactions, Tx } from '../../db/transactions.js';
import { DeliveryError, recordHandedOver } from '../../providers/delivery-error.js';
import type { SmsGateway } from '../../providers/sms/sms-gateway.js';
import type { BookingsService } from '../bookings/bookings.service.js';
import type { JobRecord } from '../jobs/jobs.service.js';
import type { NotificationJobQueue } from './notifications.service.js';
import type { InboundOutcome, SmsInboundRepository } from './sms-inbound.repository.js';

/** Africa's Talking's inbound message, form-encoded (rules §10.10). */
export type InboundSms = {
  from?: string;
  to?: string;
  text?: string;
  date?: string;
  id?: string;
  linkId?: string;
};

type InboundOutcomeName = InboundSmsOutcome;

/**
 * rules §10.10: wrong codes from one number answered at most this many times an hour; past
 * them, the number's replies act no more until the hour is over (a code cannot be guessed).
 */
export const wrongCodeAnswersPerHour = 5;
const hourMs = 60 * 60_000;

export const smsAnswerJob = 'sms.answer';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

const refusalOf = (booking: BookingRecord): ReplyRefusal =>
  booking.cancelReason === 'slot_taken'
    ? 'slotTaken'
    : booking.cancelReason === 'expired'
      ? 'expired'
      : 'decided';

/**
 * Answering booking requests by SMS (rules §10.10): the gateway's inbound messages, each
 * acting once (by its id), only from the verified phone of the provider whose pending
 * request has the code; YES confirms and NO declines through the bookings' door with the
 * app's rules; STOP and START set the sender's SMS setting. Every outcome is answered by
 * SMS (a job that retries), except to a number Kodesha does not know and past the limit
 * of wrong codes.
 */
export function createSmsRepliesService(deps: {
  inbound: SmsInboundRepository;
  bookings: BookingsService;
  transactions: Transactions;
  sms: SmsGateway | undefined;
  jobs: NotificationJobQueue;
  clock: () => Date;
  log: { error: (error: unknown, message: string) => void };
  /** Tests only: runs once an answer is handed over, before it is recorded (services.ts seams). */
  afterHandOver?: () => void | Promise<void>;
}) {
  const { inbound, bookings, transactions, jobs, clock } = deps;

  /** What the message does, in `tx`: its outcome, the account and booking, the answer. */
  async function act(
    tx: Tx,
    from: string,
    text: string,
    now: Date,
  ): Promise<{
    outcome: InboundOutcomeName;
    user?: UserRecord;
    bookingId?: number;
    answer?: SmsAnswer;
  }> {
    const number = toE164(from);
    if (!number) return { outcome: 'unknown_sender' };
    // One number's messages are read one after another, each seeing the wrong codes before
    // it: a burst of guesses is counted as it arrives, not after (rules §10.10).
    await lockKeys(tx, [`sms-replies:${number}`]);
    const holders = (await inbound.verifiedHolders(number.slice(-9), tx)).filter(
      (user) => user.phoneNumber !== null && toE164(user.phoneNumber) === number,
    );
    // A number Kodesha does not know gets no answer: no SMS to numbers that never asked.
    if (holders.length === 0) return { outcome: 'unknown_sender' };
    const first = holders[0]!;
    const ids = holders.map((user) => user.id);
    const command = parseSmsReply(text);

    if (command.kind === 'stop' || command.kind === 'start') {
      const on = command.kind === 'start';
      const changed = await inbound.setSmsSetting(ids, on, tx);
      // Each answered once: a second STOP (or START) changes nothing and is not answered.
      return {
        outcome: command.kind,
        user: first,
        ...(changed > 0 && { answer: { kind: on ? 'started' : 'stopped' } as const }),
      };
    }

    const wrongCodes = await inbound.wrongCodes(number, new Date(now.getTime() - hourMs), tx);
    // Past the wrong codes of an hour, a reply acts no more, a right code included.
    if (command.kind === 'answer' && wrongCodes >= wrongCodeAnswersPerHour)
      return { outcome: 'locked', user: first };
    const booking =
      command.kind === 'answer' ? await inbound.requestWithCode(ids, command.code, tx) : undefined;
    if (command.kind !== 'answer' || !booking) {
      if (wrongCodes >= wrongCodeAnswersPerHour) return { outcome: 'not_found', user: first };
      return {
        outcome: 'not_found',
        user: first,
        answer: {
          kind: 'notFound',
          code: command.code,
          open: await inbound.openCodes(ids, now, tx),
        },
      };
    }

    const provider = holders.find((user) => user.id === booking.providerId) ?? first;
    const ref = bookingReference(booking.id);
    if (booking.status !== 'pending')
      return {
        outcome: 'refused',
        user: provider,
        bookingId: booking.id,
        answer: { kind: 'refused', ref, why: refusalOf(booking) },
      };
    const to = command.answer === 'yes' ? 'confirmed' : 'cancelled';
    try {
      await bookings.moveBySms(tx, provider, booking.id, to);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const why: ReplyRefusal =
        error.code === 'booking.slotTaken'
          ? 'slotTaken'
          : error.code === 'booking.expired'
            ? 'expired'
            : 'decided';
      return {
        outcome: 'refused',
        user: provider,
        bookingId: booking.id,
        answer: { kind: 'refused', ref, why },
      };
    }
    const client = await inbound.clientName(booking.clientId, tx);
    const person = firstName(client ?? '');
    return {
      outcome: to === 'confirmed' ? 'confirmed' : 'declined',
      user: provider,
      bookingId: booking.id,
      answer: { kind: to === 'confirmed' ? 'confirmed' : 'declined', ref, person },
    };
  }

  return {
    /** One inbound message (the route answers 200 whatever happens here). */
    async receive(message: InboundSms): Promise<void> {
      if (!message.id || !message.from) return;
      const { id: gatewayId, from } = message;
      const text = message.text ?? '';
      await transactions.run(async (tx) => {
        const now = clock();
        const id = await inbound.insertOnce(
          {
            gatewayId,
            // Counted and answered in E.164, however the gateway spelled it (rules §10.7).
            fromNumber: toE164(from) ?? from,
            toNumber: message.to ?? null,
            text: text.slice(0, 1000),
            linkId: message.linkId ?? null,
            receivedAt: message.date ?? null,
          },
          now,
          tx,
        );
        // The same id again (the gateway resending): it acted the first time.
        if (id === undefined) return;
        const result = await act(tx, from, text, now);
        const language: Language = result.user?.preferredLanguage ?? 'en';
        const answer = result.answer ? smsAnswerText(language, result.answer) : null;
        const outcome: InboundOutcome = {
          userId: result.user?.id ?? null,
          bookingId: result.bookingId ?? null,
          outcome: result.outcome,
          answer,
          answerLanguage: answer ? language : null,
          answerStatus: answer ? (deps.sms ? 'queued' : 'skipped') : null,
          answerError: answer && !deps.sms ? 'no SMS gateway is configured (SMS_PROVIDER)' : null,
        };
        await inbound.settle(id, outcome, tx);
        if (answer && deps.sms)
          await jobs.enqueue(tx, {
            kind: smsAnswerJob,
            key: `${smsAnswerJob}:${id}`,
            payload: { inbound_id: id },
            runAt: now,
          });
      });
    },

    /** The runner's job: sends one answer, never twice (a send caught in flight is not retried). */
    jobDefinitions() {
      const send = async (payload: Record<string, unknown>, job: JobRecord) => {
        const message = await inbound.find(Number(payload.inbound_id));
        if (!message?.answer || message.answerStatus !== 'queued') return;
        try {
          if (!deps.sms) throw new DeliveryError('no SMS gateway is configured', 'final');
          await deps.sms.send(message.fromNumber, message.answer);
        } catch (error) {
          const failure =
            error instanceof DeliveryError ? error : new DeliveryError(String(error), 'retry');
          const again = failure.outcome === 'retry' && job.attempts < job.maxAttempts;
          await inbound.recordAnswer(
            message.id,
            again ? 'queued' : 'failed',
            failure.message.slice(0, 1000),
          );
          if (again) throw failure;
          return;
        }
        // Handed over: whatever fails from here, it is never sent again (rules §10.3).
        await recordHandedOver(
          `the answer to SMS #${message.id}`,
          () => inbound.recordAnswer(message.id, 'sent', null),
          deps.log,
          deps.afterHandOver,
        );
      };
      return [
        {
          kind: smsAnswerJob,
          run: send,
          maxAttempts: 5,
          // rules §10.3: an answer caught in flight is never sent again on its own.
          afterLostLease: 'unknown' as const,
          whenGivenUp: (job: JobRecord) =>
            inbound.recordAnswer(
              Number(job.payload.inbound_id),
              'unknown',
              'its server process stopped while sending it',
            ),
        },
      ];
    },

    /** The inbound messages for the admin's Notifications tab, newest first. */
    async adminList(query: PageQuery): Promise<Page<AdminInboundSmsView>> {
      const { rows, total } = await inbound.list(query.per_page, (query.page - 1) * query.per_page);
      return toPage(
        rows.map(({ message, userName }) => ({
          id: message.id,
          from: message.fromNumber,
          to: message.toNumber,
          text: message.text,
          outcome: message.outcome as InboundSmsOutcome,
          user_id: message.userId,
          user_name: userName,
          booking_id: message.bookingId,
          answer: message.answer,
          answer_status: message.answerStatus,
          created_at: message.createdAt.toISOString(),
        })),
        total,
        query,
      );
    },
  };
}

export type SmsRepliesService = ReturnType<typeof createSmsRepliesService>;
