import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { DomainError, phoneCodeSms, toE164, type Language } from '@kodesha/domain';
import { lockKeys } from '../../db/locks.js';
import type { RateCounters } from '../../db/rate-counters.js';
import type { Transactions } from '../../db/transactions.js';
import type { DeliveriesService } from '../deliveries/deliveries.service.js';
import type { PhoneCodesRepository } from './phone-codes.repository.js';

/**
 * rules §10.7: a code works 10 minutes and 5 tries; 3 an hour per account, 5 a day per
 * number; codes tried against one number, 15 an hour.
 */
export const phoneCodeRules = {
  lifetimeMs: 10 * 60_000,
  maxTries: 5,
  perAccountPerHour: 3,
  perNumberPerDay: 5,
  triesPerNumberPerHour: 15,
} as const;

const hour = 60 * 60_000;

const hashOf = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex');

/** Whether `code` is the one stored as `salt$hash`, compared in constant time. */
function matches(stored: string, code: string): boolean {
  const [salt = '', hash = ''] = stored.split('$');
  const given = Buffer.from(hashOf(salt, code), 'hex');
  const kept = Buffer.from(hash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/**
 * Verified phones (rules §10.7): a 6-digit code by SMS to the account's number (kept
 * hashed, with its expiry and its tries), and the code back proves the number is theirs.
 * Nothing else is sent to a number until then. Every limit is checked and spent at once
 * (under a lock, or in one statement), so requests arriving together cannot all pass it.
 */
export function createPhoneVerificationService(deps: {
  codes: PhoneCodesRepository;
  transactions: Transactions;
  counters: RateCounters;
  /** The outbox: a code is one of its direct sends (rules §10.3). */
  deliveries: Pick<DeliveriesService, 'direct' | 'canSend'>;
  clock: () => Date;
}) {
  const { codes, transactions, counters, deliveries, clock } = deps;
  return {
    async sendCode(
      user: { id: number; phoneNumber: string | null; preferredLanguage: Language | null },
      language: Language,
    ): Promise<void> {
      if (!user.phoneNumber) throw new DomainError('phone.missing');
      const number = toE164(user.phoneNumber);
      if (!number) throw new DomainError('phone.invalid');
      if (!deliveries.canSend('sms')) throw new DomainError('phone.smsUnavailable');
      const now = clock();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const salt = randomBytes(16).toString('hex');
      const words = user.preferredLanguage ?? language;
      // Counted and written under the account's and the number's locks: a burst of requests
      // is counted one after another. The code and its message are written together, and
      // the outbox sends it after the commit: a failed send still counts.
      const written = await transactions.run(async (tx) => {
        await lockKeys(tx, [`phone-code:account:${user.id}`, `phone-code:number:${number}`]);
        const sent = await codes.sent(
          user.id,
          new Date(now.getTime() - hour),
          number,
          new Date(now.getTime() - 24 * hour),
          tx,
        );
        if (
          sent.account >= phoneCodeRules.perAccountPerHour ||
          sent.number >= phoneCodeRules.perNumberPerDay
        )
          return false;
        await codes.insert(
          {
            userId: user.id,
            phone: number,
            codeHash: `${salt}$${hashOf(salt, code)}`,
            expiresAt: new Date(now.getTime() + phoneCodeRules.lifetimeMs),
            createdAt: now,
          },
          tx,
        );
        await deliveries.direct(tx, {
          type: 'phone.code',
          userId: user.id,
          channel: 'sms',
          recipient: number,
          language: words,
          message: { text: phoneCodeSms(words, code) },
          shown: phoneCodeSms(words, '******'),
        });
        return true;
      });
      if (!written) throw new DomainError('phone.tooManyCodes');
    },

    /**
     * Checks the code; right, the account's phone is verified (if it is still that number).
     * The number's tries and then the code's are spent before the code is compared.
     */
    async verify(user: { id: number; phoneNumber: string | null }, code: string): Promise<void> {
      const now = clock();
      const number = user.phoneNumber ? toE164(user.phoneNumber) : null;
      if (!number) throw new DomainError('phone.codeWrong');
      const retryAfterSeconds = await counters.spendWithin(
        {
          key: `phone-code-tries:${number}`,
          windowMs: hour,
          max: phoneCodeRules.triesPerNumberPerHour,
        },
        now,
      );
      if (retryAfterSeconds) throw new DomainError('request.rateLimited', { retryAfterSeconds });
      const live = await codes.spendTry(user.id, now, phoneCodeRules.maxTries);
      if (!live || live.phone !== number || !matches(live.codeHash, code))
        throw new DomainError('phone.codeWrong');
      if (!(await codes.use(live.id, user.id, user.phoneNumber!, now)))
        throw new DomainError('phone.codeWrong');
    },
  };
}

export type PhoneVerificationService = ReturnType<typeof createPhoneVerificationService>;
