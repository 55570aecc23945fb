import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions } from '../../db/schema/sessions.js';
import { users, type UserRecord } from '../../db/schema/users.js';
import type { Tx } from '../../db/transactions.js';

export function createSessionsRepository(db: Database) {
  return {
    async insert(session: { tokenHash: string; userId: number; expiresAt: Date }): Promise<void> {
      await db.insert(sessions).values(session);
    },
    async findUser(tokenHash: string, now: Date): Promise<UserRecord | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      return row?.user;
    },
    /** Ends one session; answers whose it was (nobody's when it had ended already). */
    async delete(tokenHash: string): Promise<number | undefined> {
      const [row] = await db
        .delete(sessions)
        .where(eq(sessions.tokenHash, tokenHash))
        .returning({ userId: sessions.userId });
      return row?.userId;
    },
    async deleteOthers(userId: number, keepTokenHash: string): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
    },
    /** Ends every session of `userId`; their stream passes go with them (foreign key). */
    async deleteAll(userId: number, tx: Tx): Promise<void> {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    },
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
