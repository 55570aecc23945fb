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
import type { BookingsService } from '../bookings/bookings.service.js';
import type { DeliveriesService } from '../deliveries/deliveries.service.js';
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
 * SMS through the outbox, except to a number Kodesha does not know and past the limit
 * of wrong codes.
 */
export function createSmsRepliesService(deps: {
  inbound: SmsInboundRepository;
  bookings: BookingsService;
  transactions: Transactions;
  /** The outbox: an answer is one of its direct sends (rules §10.3). */
  deliveries: Pick<DeliveriesService, 'direct' | 'statuses'>;
  clock: () => Date;
}) {
  const { inbound, bookings, transactions, deliveries, clock } = deps;

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
        // The answer goes by the outbox, to the number it came from (rules §10.3).
        const delivery = answer
          ? await deliveries.direct(tx, {
              type: 'sms.answer',
              userId: result.user?.id ?? null,
              channel: 'sms',
              recipient: toE164(from) ?? from,
              language,
              message: { text: answer },
              shown: answer,
            })
          : undefined;
        const outcome: InboundOutcome = {
          userId: result.user?.id ?? null,
          bookingId: result.bookingId ?? null,
          outcome: result.outcome,
          answer,
          answerLanguage: answer ? language : null,
          answerStatus: delivery?.status ?? null,
          answerError: delivery?.lastError ?? null,
          answerDeliveryId: delivery?.id ?? null,
        };
        await inbound.settle(id, outcome, tx);
      });
    },

    /** The inbound messages for the admin's Notifications tab, newest first. */
    async adminList(query: PageQuery): Promise<Page<AdminInboundSmsView>> {
      const { rows, total } = await inbound.list(query.per_page, (query.page - 1) * query.per_page);
      // An answer's status is its outbox row's (older rows kept their own).
      const sends = await deliveries.statuses(
        rows.flatMap(({ message }) =>
          message.answerDeliveryId === null ? [] : [message.answerDeliveryId],
        ),
      );
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
          answer_status:
            (message.answerDeliveryId !== null && sends.get(message.answerDeliveryId)) ||
            message.answerStatus,
          created_at: message.createdAt.toISOString(),
        })),
        total,
        query,
      );
    },
  };
}

export type SmsRepliesService = ReturnType<typeof createSmsRepliesService>;
