import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { toE164 } from '@kodesha/domain';
import type { Database } from '../../db/client.js';
import { passwordResets } from '../../db/schema/password-resets.js';
import { users, type UserRecord } from '../../db/schema/users.js';
import type { Tx } from '../../db/transactions.js';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The rows of rules §1.14: resets asked for, their hashed secrets, their tries and uses. */
export function createPasswordResetsRepository(db: Database) {
  return {
    /** A live account by its email (a deleted one cannot be reset). */
    async accountByEmail(email: string): Promise<UserRecord | undefined> {
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.email, email), isNull(users.deletedAt)))
        .limit(1);
      return user;
    },

    /**
     * The live account whose verified phone is `number` (E.164). Numbers are kept as people
     * wrote them: the last 9 digits narrow the search, the domain's reading decides. When two
     * accounts verified the same number, the first one verified it first and keeps it.
     */
    async accountByVerifiedPhone(number: string): Promise<UserRecord | undefined> {
      const tail = number.replace(/\D/g, '').slice(-9);
      const candidates = await db
        .select()
        .from(users)
        .where(
          and(
            eq(users.isPhoneVerified, true),
            isNull(users.deletedAt),
            sql`regexp_replace(${users.phoneNumber}, '[^0-9]', '', 'g') like ${`%${tail}`}`,
          ),
        )
        .orderBy(asc(users.id));
      return candidates.find((user) => user.phoneNumber && toE164(user.phoneNumber) === number);
    },

    /**
     * How many resets went to the account since `accountSince`, and to `recipient` since
     * `recipientSince`, read in `tx` (under the locks of the send that counts them).
     */
    async sent(
      userId: number,
      accountSince: Date,
      recipient: string,
      recipientSince: Date,
      tx: Tx,
    ) {
      const [row] = await tx
        .select({
          account:
            sql<number>`count(*) filter (where ${passwordResets.userId} = ${userId} and ${passwordResets.createdAt} >= ${at(accountSince)})`.mapWith(
              Number,
            ),
          recipient:
            sql<number>`count(*) filter (where ${passwordResets.recipient} = ${recipient} and ${passwordResets.createdAt} >= ${at(recipientSince)})`.mapWith(
              Number,
            ),
        })
        .from(passwordResets)
        .where(
          sql`(${passwordResets.userId} = ${userId} or ${passwordResets.recipient} = ${recipient}) and ${passwordResets.createdAt} >= ${at(
            accountSince < recipientSince ? accountSince : recipientSince,
          )}`,
        );
      return { account: row?.account ?? 0, recipient: row?.recipient ?? 0 };
    },

    async insert(
      row: {
        userId: number;
        channel: 'email' | 'sms';
        recipient: string;
        secretHash: string;
        expiresAt: Date;
        createdAt: Date;
      },
      tx: Tx,
    ): Promise<void> {
      await tx.insert(passwordResets).values(row);
    },

    /** The live reset a link's token names (unused, unexpired), if any. */
    async liveLink(secretHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.secretHash, secretHash),
            eq(passwordResets.channel, 'email'),
            isNull(passwordResets.usedAt),
            sql`${passwordResets.expiresAt} > ${at(now)}`,
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Spends one try of the newest live code sent to `number` (unused, unexpired) and answers
     * it, in one statement, before the code is compared; nothing when it has no try left
     * (rules §1.14). Requests arriving at once each spend their own try: a burst of guesses
     * gets as many comparisons as the code has tries, never more. Only the newest code
     * counts, so asking again does not add an older code's tries.
     */
    async spendCodeTry(number: string, now: Date, maxTries: number) {
      const newest = db
        .select({ id: passwordResets.id })
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.recipient, number),
            eq(passwordResets.channel, 'sms'),
            isNull(passwordResets.usedAt),
            sql`${passwordResets.expiresAt} > ${at(now)}`,
          ),
        )
        .orderBy(desc(passwordResets.id))
        .limit(1);
      const [row] = await db
        .update(passwordResets)
        .set({ tries: sql`${passwordResets.tries} + 1` })
        .where(
          and(
            sql`${passwordResets.id} = (${newest})`,
            isNull(passwordResets.usedAt),
            sql`${passwordResets.tries} < ${maxTries}`,
          ),
        )
        .returning();
      return row;
    },

    /**
     * Uses the reset `id`, in `tx`, if nobody did meanwhile, and with it every other live
     * reset of its account (a new password ends them all). Answers its account, or nothing.
     */
    async use(id: number, now: Date, tx: Tx): Promise<number | undefined> {
      const [used] = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
        .returning({ userId: passwordResets.userId });
      if (!used) return undefined;
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)));
      return used.userId;
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
