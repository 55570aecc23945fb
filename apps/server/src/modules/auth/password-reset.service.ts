import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  DomainError,
  passwordResetRules,
  resetCodeSms,
  resetLinkEmail,
  type ForgotPasswordInput,
  type Language,
  type ResetPasswordInput,
} from '@kodesha/domain';
import { lockKeys } from '../../db/locks.js';
import type { RateCounters } from '../../db/rate-counters.js';
import type { UserRecord } from '../../db/schema/users.js';
import type { Transactions, Tx } from '../../db/transactions.js';
import type { Mailer } from '../../providers/email/mailer.js';
import type { SmsGateway } from '../../providers/sms/sms-gateway.js';
import type { Passwords } from './passwords.js';
import type { JobDefinition } from '../jobs/jobs.service.js';
import type { PasswordResetsRepository } from './password-resets.repository.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Whether `code` is the one stored as `salt$hash`, compared in constant time. */
function codeMatches(stored: string, code: string): boolean {
  const [salt = '', hash = ''] = stored.split('$');
  const given = Buffer.from(sha256(`${salt}:${code}`), 'hex');
  const kept = Buffer.from(hash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

const hour = 60 * 60_000;

/** The job that looks the account up and sends its link or code (rules §1.14). */
export const passwordResetJob = 'password.reset';

/** A reset asked for, as its job carries it: one of the two, and the asker's language. */
type ResetAsked = { email?: string; phone?: string; language: Language };

/**
 * Getting back in (rules §1.14, record 23): a link by email or a code by SMS to a verified
 * phone. The answer to a request never tells whether an account exists: the request only
 * queues a job, the same for any address, and the job looks the account up and sends,
 * later and apart from the request's answer. Every limit is counted and spent under a lock
 * in one transaction, so requests arriving at once cannot all pass it.
 */
export function createPasswordResetService(deps: {
  resets: PasswordResetsRepository;
  channels: { sms?: SmsGateway; mail?: Mailer };
  passwords: Passwords;
  transactions: Transactions;
  counters: RateCounters;
  jobs: {
    enqueue(
      tx: Tx,
      job: { kind: string; key: string; payload: Record<string, unknown>; runAt: Date },
    ): Promise<boolean>;
  };
  /** The new password, in the reset's transaction: `password.changed` and every session ended. */
  newPassword: (userId: number, passwordHash: string, tx: Tx) => Promise<void>;
  /** Once it committed: the account's live streams end with its sessions. */
  endStreams: (userId: number) => Promise<void>;
  /** The site's address, for the link (never the request's Host header). */
  publicUrl: string;
  clock: () => Date;
}) {
  const { resets, channels, passwords, transactions, counters, clock } = deps;

  /**
   * Writes the reset if the account and the recipient are within rules §1.14's limits (3 an
   * hour per account, 5 a day per address or number), counted and written under both their
   * locks: a burst of requests is counted one after another. An unknown account takes the
   * same locks and reads the same count, and writes nothing. Answers whether it was written.
   */
  function spendSend(
    userId: number | undefined,
    recipient: string,
    row: () => Omit<Parameters<PasswordResetsRepository['insert']>[0], 'userId'>,
  ): Promise<boolean> {
    const now = clock();
    return transactions.run(async (tx) => {
      // An unknown address has no account to lock: its jobs do not queue behind each other.
      await lockKeys(tx, [
        ...(userId === undefined ? [] : [`password-reset:account:${userId}`]),
        `password-reset:to:${recipient}`,
      ]);
      const sent = await resets.sent(
        userId ?? 0,
        new Date(now.getTime() - hour),
        recipient,
        new Date(now.getTime() - 24 * hour),
        tx,
      );
      if (
        userId === undefined ||
        sent.account >= passwordResetRules.perAccountPerHour ||
        sent.recipient >= passwordResetRules.perRecipientPerDay
      )
        return false;
      // Written before it is sent: a send that fails still counts against the limits.
      await resets.insert({ userId, ...row() }, tx);
      return true;
    });
  }

  const languageOf = (user: UserRecord, asked: Language) => user.preferredLanguage ?? asked;

  async function sendLink(email: string, language: Language): Promise<void> {
    const mail = channels.mail;
    if (!mail) return;
    const user = await resets.accountByEmail(email);
    const token = randomBytes(passwordResetRules.tokenBytes).toString('base64url');
    const now = clock();
    const written = await spendSend(user?.id, user?.email ?? email, () => ({
      channel: 'email',
      recipient: user!.email,
      secretHash: sha256(token),
      expiresAt: new Date(now.getTime() + passwordResetRules.linkLifetimeMs),
      createdAt: now,
    }));
    if (!user || !written) return;
    const link = new URL('/reset-password', deps.publicUrl);
    link.searchParams.set('token', token);
    await mail.send({
      to: user.email,
      ...resetLinkEmail(languageOf(user, language), link.toString()),
    });
  }

  async function sendCode(number: string, language: Language): Promise<void> {
    const sms = channels.sms;
    if (!sms) return;
    // rules §10.7: nothing goes to a number its holder has not shown is theirs.
    const user = await resets.accountByVerifiedPhone(number);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(16).toString('hex');
    const now = clock();
    const written = await spendSend(user?.id, number, () => ({
      channel: 'sms',
      recipient: number,
      secretHash: `${salt}$${sha256(`${salt}:${code}`)}`,
      expiresAt: new Date(now.getTime() + passwordResetRules.codeLifetimeMs),
      createdAt: now,
    }));
    if (!user || !written) return;
    await sms.send(number, resetCodeSms(languageOf(user, language), code));
  }

  /**
   * rules §1.14: the codes tried against one number in an hour, counted and checked in one
   * statement before the code is looked at; beyond, 429.
   */
  async function spendNumberTry(number: string): Promise<void> {
    const retryAfterSeconds = await counters.spendWithin(
      {
        key: `reset-code-tries:${number}`,
        windowMs: hour,
        max: passwordResetRules.codeTriesPerNumberPerHour,
      },
      clock(),
    );
    if (retryAfterSeconds) throw new DomainError('request.rateLimited', { retryAfterSeconds });
  }

  return {
    /**
     * Queues the lookup and the send, whatever the address: the request does the same work
     * whether or not an account matches, and answers once the job is written.
     */
    async request(input: ForgotPasswordInput, language: Language): Promise<void> {
      const payload: ResetAsked = input.email
        ? { email: input.email, language }
        : { phone: input.phone!, language };
      await transactions.run((tx) =>
        deps.jobs.enqueue(tx, {
          kind: passwordResetJob,
          key: `${passwordResetJob}:${randomUUID()}`,
          payload,
          runAt: clock(),
        }),
      );
    },

    /** The runner's job: one lookup and at most one send, never twice (rules §9.20). */
    jobDefinitions(): JobDefinition[] {
      return [
        {
          kind: passwordResetJob,
          run: async (payload) => {
            const asked = payload as ResetAsked;
            if (asked.email) await sendLink(asked.email, asked.language);
            else if (asked.phone) await sendCode(asked.phone, asked.language);
          },
          // A person who gets nothing asks again; a send caught in flight is not repeated.
          maxAttempts: 1,
          afterLostLease: 'unknown',
        },
      ];
    },

    /** rules §1.14: the link's token or the phone's code, then the new password. */
    async reset(input: ResetPasswordInput): Promise<void> {
      const now = clock();
      let resetId: number;
      if (input.token) {
        const live = await resets.liveLink(sha256(input.token), now);
        if (!live) throw new DomainError('reset.tokenWrong');
        resetId = live.id;
      } else {
        await spendNumberTry(input.phone!);
        // The try is spent before the code is compared: a burst gets 5 comparisons, not 300.
        const live = await resets.spendCodeTry(input.phone!, now, passwordResetRules.codeTries);
        if (!live || !codeMatches(live.secretHash, input.code!))
          throw new DomainError('reset.codeWrong');
        resetId = live.id;
      }
      // Hashed before the transaction opens: hashing is slow.
      const passwordHash = await passwords.hash(input.password);
      const userId = await transactions.run(async (tx) => {
        const owner = await resets.use(resetId, now, tx);
        if (owner === undefined)
          throw new DomainError(input.token ? 'reset.tokenWrong' : 'reset.codeWrong');
        await deps.newPassword(owner, passwordHash, tx);
        return owner;
      });
      await deps.endStreams(userId);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
