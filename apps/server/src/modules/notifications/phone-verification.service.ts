import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { DomainError, phoneCodeSms, toE164, type Language } from '@kodesha/domain';
import type { SmsGateway } from '../../providers/sms/sms-gateway.js';
import type { NotificationsRepository } from './notifications.repository.js';

/** rules §10.7: a code works 10 minutes and 5 tries; 3 an hour per account, 5 a day per number. */
export const phoneCodeRules = {
  lifetimeMs: 10 * 60_000,
  maxTries: 5,
  perAccountPerHour: 3,
  perNumberPerDay: 5,
} as const;

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
 * Nothing else is sent to a number until then.
 */
export function createPhoneVerificationService(deps: {
  notifications: NotificationsRepository;
  sms: SmsGateway | undefined;
  clock: () => Date;
}) {
  const { notifications, sms, clock } = deps;
  return {
    async sendCode(
      user: { id: number; phoneNumber: string | null; preferredLanguage: Language | null },
      language: Language,
    ): Promise<void> {
      if (!user.phoneNumber) throw new DomainError('phone.missing');
      const number = toE164(user.phoneNumber);
      if (!number) throw new DomainError('phone.invalid');
      if (!sms) throw new DomainError('phone.smsUnavailable');
      const now = clock();
      const sent = await notifications.codesSent(
        user.id,
        new Date(now.getTime() - 60 * 60_000),
        number,
        new Date(now.getTime() - 24 * 60 * 60_000),
      );
      if (
        sent.account >= phoneCodeRules.perAccountPerHour ||
        sent.number >= phoneCodeRules.perNumberPerDay
      )
        throw new DomainError('phone.tooManyCodes');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const salt = randomBytes(16).toString('hex');
      // Written before it is sent: a send that fails still counts against the limits.
      await notifications.insertCode({
        userId: user.id,
        phone: number,
        codeHash: `${salt}$${hashOf(salt, code)}`,
        expiresAt: new Date(now.getTime() + phoneCodeRules.lifetimeMs),
        createdAt: now,
      });
      try {
        await sms.send(number, phoneCodeSms(user.preferredLanguage ?? language, code));
      } catch {
        throw new DomainError('phone.smsUnavailable');
      }
    },

    /** Checks the code; right, the account's phone is verified (if it is still that number). */
    async verify(user: { id: number; phoneNumber: string | null }, code: string): Promise<void> {
      const now = clock();
      const live = await notifications.liveCode(user.id, now, phoneCodeRules.maxTries);
      const number = user.phoneNumber ? toE164(user.phoneNumber) : null;
      if (!live || !number || live.phone !== number) throw new DomainError('phone.codeWrong');
      if (!matches(live.codeHash, code)) {
        await notifications.codeMissed(live.id);
        throw new DomainError('phone.codeWrong');
      }
      if (!(await notifications.useCode(live.id, user.id, user.phoneNumber!, now)))
        throw new DomainError('phone.codeWrong');
    },
  };
}

export type PhoneVerificationService = ReturnType<typeof createPhoneVerificationService>;
