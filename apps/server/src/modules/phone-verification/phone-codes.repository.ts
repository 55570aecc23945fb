import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { phoneCodes } from '../../db/schema/notifications.js';
import { users } from '../../db/schema/users.js';
import type { Tx } from '../../db/transactions.js';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The codes that prove a phone is its holder's (rules §10.7): hashed, with tries and uses. */
export function createPhoneCodesRepository(db: Database) {
  return {
    /**
     * Codes sent to this account since `since`, and to this number since `numberSince`,
     * read in `tx` (under the locks of the send that counts them).
     */
    async sent(userId: number, since: Date, phone: string, numberSince: Date, tx: Tx) {
      const [row] = await tx
        .select({
          account:
            sql<number>`count(*) filter (where ${phoneCodes.userId} = ${userId} and ${phoneCodes.createdAt} >= ${at(since)})`.mapWith(
              Number,
            ),
          number:
            sql<number>`count(*) filter (where ${phoneCodes.phone} = ${phone} and ${phoneCodes.createdAt} >= ${at(numberSince)})`.mapWith(
              Number,
            ),
        })
        .from(phoneCodes)
        .where(
          sql`(${phoneCodes.userId} = ${userId} or ${phoneCodes.phone} = ${phone}) and ${phoneCodes.createdAt} >= ${at(since < numberSince ? since : numberSince)}`,
        );
      return { account: row?.account ?? 0, number: row?.number ?? 0 };
    },

    async insert(
      row: { userId: number; phone: string; codeHash: string; expiresAt: Date; createdAt: Date },
      tx: Tx,
    ): Promise<void> {
      await tx.insert(phoneCodes).values(row);
    },

    /**
     * Spends one try of the account's newest live code (unused, unexpired) and answers it, in
     * one statement, before the code is compared; nothing when it has no try left. Requests
     * arriving at once each spend their own try, so a burst is compared at most `maxTries`
     * times; only the newest code counts, so an older one's tries are not added.
     */
    async spendTry(userId: number, now: Date, maxTries: number) {
      const newest = db
        .select({ id: phoneCodes.id })
        .from(phoneCodes)
        .where(
          and(
            eq(phoneCodes.userId, userId),
            isNull(phoneCodes.usedAt),
            sql`${phoneCodes.expiresAt} > ${at(now)}`,
          ),
        )
        .orderBy(desc(phoneCodes.id))
        .limit(1);
      const [row] = await db
        .update(phoneCodes)
        .set({ tries: sql`${phoneCodes.tries} + 1` })
        .where(
          and(
            sql`${phoneCodes.id} = (${newest})`,
            isNull(phoneCodes.usedAt),
            sql`${phoneCodes.tries} < ${maxTries}`,
          ),
        )
        .returning();
      return row;
    },

    /**
     * Uses the code and marks the phone verified, if the account's number is still the one
     * the code went to (a number changed meanwhile is not verified by it). Answers whether.
     */
    async use(id: number, userId: number, phone: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(phoneCodes)
          .set({ usedAt: now })
          .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.usedAt)))
          .returning({ id: phoneCodes.id });
        if (used.length === 0) return false;
        const verified = await tx
          .update(users)
          .set({ isPhoneVerified: true, updatedAt: now })
          .where(and(eq(users.id, userId), eq(users.phoneNumber, phone)))
          .returning({ id: users.id });
        return verified.length > 0;
      });
    },
  };
}

export type PhoneCodesRepository = ReturnType<typeof createPhoneCodesRepository>;
