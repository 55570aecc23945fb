import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  DomainError,
  passwordResetRules,
  resetCodeSms,
  resetLinkEmail,
  type ForgotPasswordInput,
  type Language,
  type ResetPasswordInput,
} from '@kodesha/domain';
import type { UserRecord } from '../../db/schema/users.js';
import type { Transactions, Tx } from '../../db/transactions.js';
import type { Mailer } from '../../providers/email/mailer.js';
import type { SmsGateway } from '../../providers/sms/sms-gateway.js';
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

/**
 * Getting back in (rules §1.14, record 23): a link by email or a code by SMS to a verified
 * phone. The answer to a request never tells whether an account exists: the lookup and the
 * send happen after it, off the request's path, so an unknown address answers as fast.
 */
export function createPasswordResetService(deps: {
  resets: PasswordResetsRepository;
  channels: { sms?: SmsGateway; mail?: Mailer };
  passwords: Passwords;
  transactions: Transactions;
  /** The new password, in the reset's transaction: `password.changed` and every session ended. */
  newPassword: (userId: number, passwordHash: string, tx: Tx) => Promise<void>;
  /** Once it committed: the account's live streams end with its sessions. */
  endStreams: (userId: number) => Promise<void>;
  /** The site's address, for the link (never the request's Host header). */
  publicUrl: string;
  clock: () => Date;
  log: { error: (error: unknown, message: string) => void };
}) {
  const { resets, channels, passwords, transactions, clock, log } = deps;

  /** rules §1.14: 3 an hour per account, 5 a day per address or number. */
  async function withinLimits(userId: number, recipient: string, now: Date): Promise<boolean> {
    const sent = await resets.sent(
      userId,
      new Date(now.getTime() - hour),
      recipient,
      new Date(now.getTime() - 24 * hour),
    );
    return (
      sent.account < passwordResetRules.perAccountPerHour &&
      sent.recipient < passwordResetRules.perRecipientPerDay
    );
  }

  /** Sends under way: the app waits for them as it closes, and so can a test. */
  const pending = new Set<Promise<void>>();

  const languageOf = (user: UserRecord, asked: Language) => user.preferredLanguage ?? asked;

  async function sendLink(email: string, language: Language): Promise<void> {
    const mail = channels.mail;
    if (!mail) return;
    const user = await resets.accountByEmail(email);
    if (!user) return;
    const now = clock();
    if (!(await withinLimits(user.id, user.email, now))) return;
    const token = randomBytes(passwordResetRules.tokenBytes).toString('base64url');
    // Written before it is sent: a send that fails still counts against the limits.
    await resets.insert({
      userId: user.id,
      channel: 'email',
      recipient: user.email,
      secretHash: sha256(token),
      expiresAt: new Date(now.getTime() + passwordResetRules.linkLifetimeMs),
      createdAt: now,
    });
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
    if (!user) return;
    const now = clock();
    if (!(await withinLimits(user.id, number, now))) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(16).toString('hex');
    await resets.insert({
      userId: user.id,
      channel: 'sms',
      recipient: number,
      secretHash: `${salt}$${sha256(`${salt}:${code}`)}`,
      expiresAt: new Date(now.getTime() + passwordResetRules.codeLifetimeMs),
      createdAt: now,
    });
    await sms.send(number, resetCodeSms(languageOf(user, language), code));
  }

  return {
    /** Answers at once, whatever the outcome; the lookup and the send go on behind. */
    request(input: ForgotPasswordInput, language: Language): void {
      const work = input.email ? sendLink(input.email, language) : sendCode(input.phone!, language);
      const done = work
        .catch((error: unknown) => log.error(error, 'a password reset message could not be sent'))
        .finally(() => pending.delete(done));
      pending.add(done);
    },

    /** Resolves once every send asked for so far is done. */
    async idle(): Promise<void> {
      while (pending.size) await Promise.all([...pending]);
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
        const live = await resets.liveCode(input.phone!, now, passwordResetRules.codeTries);
        if (!live) throw new DomainError('reset.codeWrong');
        if (!codeMatches(live.secretHash, input.code!)) {
          await resets.missed(live.id);
          throw new DomainError('reset.codeWrong');
        }
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
