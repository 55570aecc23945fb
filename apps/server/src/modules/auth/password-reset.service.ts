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
import type { DeliveriesService, DirectSend } from '../deliveries/deliveries.service.js';
import { defineJob, passwordResetJob, type JobQueue } from '../jobs/job-kinds.js';
import type { JobDefinition, SettleJob } from '../jobs/jobs.service.js';
import type { Passwords } from './passwords.js';
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

/** What a reset's message shows an admin in place of its secret (rules §10.3). */
const masked = '******';

/**
 * Getting back in (rules §1.14, record 23): a link by email or a code by SMS to a verified
 * phone. The answer to a request never tells whether an account exists: the request only
 * queues a job, the same for any address, and the job looks the account up and sends,
 * later and apart from the request's answer. Every limit is counted and spent under a lock
 * in one transaction, so requests arriving at once cannot all pass it.
 */
export function createPasswordResetService(deps: {
  resets: PasswordResetsRepository;
  /** The outbox: a link or code is one of its direct sends (rules §10.3). */
  deliveries: Pick<DeliveriesService, 'direct' | 'canSend'>;
  passwords: Passwords;
  transactions: Transactions;
  counters: RateCounters;
  jobs: JobQueue;
  /** The new password, in the reset's transaction: `password.changed` and every session ended. */
  newPassword: (userId: number, passwordHash: string, tx: Tx) => Promise<void>;
  /** Once it committed: the account's live streams end with its sessions. */
  endStreams: (userId: number) => Promise<void>;
  /** The site's address, for the link (never the request's Host header). */
  publicUrl: string;
  clock: () => Date;
}) {
  const { resets, deliveries, passwords, transactions, counters, clock } = deps;

  /**
   * Writes the reset and its message if the account and the recipient are within the
   * limits of rules §1.14 (3 an hour per account, 5 a day per address or number), counted and
   * written under both their locks: a burst of requests is counted one after another. An
   * unknown account takes the same locks and reads the same count, and writes nothing. The
   * job that asked ends in the same commit, so a retried job never writes a second reset.
   */
  function spendSend(
    userId: number | undefined,
    recipient: string,
    settle: SettleJob,
    write: (tx: Tx, userId: number) => Promise<void>,
  ): Promise<void> {
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
      const within =
        userId !== undefined &&
        sent.account < passwordResetRules.perAccountPerHour &&
        sent.recipient < passwordResetRules.perRecipientPerDay;
      // Written before it is sent: a send that fails still counts against the limits.
      if (within) await write(tx, userId);
      await settle(tx, { status: 'done', lastError: null });
    });
  }

  const languageOf = (user: UserRecord, asked: Language) => user.preferredLanguage ?? asked;

  /**
   * When this server cannot send on the channel, the asking still shows in the admin's
   * outbox (its row `skipped`) and counts against the limits, but its reset is born expired:
   * a secret nobody was given must not open anything (rules §1.14).
   */
  const lifetime = (channel: 'email' | 'sms', life: number) =>
    deliveries.canSend(channel) ? life : 0;

  async function sendLink(email: string, language: Language, settle: SettleJob): Promise<void> {
    const user = await resets.accountByEmail(email);
    const token = randomBytes(passwordResetRules.tokenBytes).toString('base64url');
    const now = clock();
    await spendSend(user?.id, user?.email ?? email, settle, async (tx, userId) => {
      await resets.insert(
        {
          userId,
          channel: 'email',
          recipient: user!.email,
          secretHash: sha256(token),
          expiresAt: new Date(now.getTime() + lifetime('email', passwordResetRules.linkLifetimeMs)),
          createdAt: now,
        },
        tx,
      );
      const words = languageOf(user!, language);
      const link = (secret: string) => {
        const url = new URL('/reset-password', deps.publicUrl);
        url.searchParams.set('token', secret);
        return url.toString();
      };
      const shown = resetLinkEmail(words, link(masked));
      await deliveries.direct(tx, {
        type: 'password.reset',
        userId,
        channel: 'email',
        recipient: user!.email,
        language: words,
        message: resetLinkEmail(words, link(token)),
        shown: `${shown.subject}\n\n${shown.text}`,
      } satisfies DirectSend);
    });
  }

  async function sendCode(number: string, language: Language, settle: SettleJob): Promise<void> {
    // rules §10.7: nothing goes to a number its holder has not shown is theirs.
    const user = await resets.accountByVerifiedPhone(number);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(16).toString('hex');
    const now = clock();
    await spendSend(user?.id, number, settle, async (tx, userId) => {
      await resets.insert(
        {
          userId,
          channel: 'sms',
          recipient: number,
          secretHash: `${salt}$${sha256(`${salt}:${code}`)}`,
          expiresAt: new Date(now.getTime() + lifetime('sms', passwordResetRules.codeLifetimeMs)),
          createdAt: now,
        },
        tx,
      );
      const words = languageOf(user!, language);
      await deliveries.direct(tx, {
        type: 'password.reset',
        userId,
        channel: 'sms',
        recipient: number,
        language: words,
        message: { text: resetCodeSms(words, code) },
        shown: resetCodeSms(words, masked),
      });
    });
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
      const payload = input.email
        ? { email: input.email, language }
        : { phone: input.phone!, language };
      await transactions.run((tx) =>
        deps.jobs.enqueue(tx, passwordResetJob, {
          key: `${passwordResetJob.kind}:${randomUUID()}`,
          payload,
          runAt: clock(),
        }),
      );
    },

    /**
     * The runner's job: one lookup, and at most one reset and its message, written with the
     * job's end in one commit — run again after a crash, it finds itself ended or starts over.
     */
    jobDefinitions(): JobDefinition[] {
      return [
        defineJob(passwordResetJob, {
          run: async (asked, _job, settle) => {
            if ('email' in asked) await sendLink(asked.email, asked.language, settle);
            else await sendCode(asked.phone, asked.language, settle);
          },
        }),
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
