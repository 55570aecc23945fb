import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventTickets } from '../../db/schema/events.js';
import { sessions } from '../../db/schema/sessions.js';

/** Single-use passes for the live stream, by the SHA-256 of the pass. */
export function createEventTicketsRepository(db: Database) {
  return {
    /** A pass of `sessionHash`'s session: the database drops it when that session ends. */
    async insert(
      ticket: { ticketHash: string; userId: number; sessionHash: string; expiresAt: Date },
      now: Date,
    ): Promise<void> {
      // Passes nobody used are cleared as new ones are issued.
      await db.delete(eventTickets).where(lt(eventTickets.expiresAt, now));
      await db.insert(eventTickets).values(ticket);
    },

    /**
     * Takes the pass (it works once) and answers whose it was and which session took it,
     * if the pass is still good and that session still signs its person in.
     */
    async take(
      ticketHash: string,
      now: Date,
    ): Promise<{ userId: number; sessionHash: string } | undefined> {
      const [row] = await db
        .delete(eventTickets)
        .where(
          and(
            eq(eventTickets.ticketHash, ticketHash),
            gt(eventTickets.expiresAt, now),
            sql`exists (select 1 from ${sessions} where ${sessions.tokenHash} = ${eventTickets.sessionHash} and ${sessions.expiresAt} > ${now.toISOString()}::timestamptz)`,
          ),
        )
        .returning({ userId: eventTickets.userId, sessionHash: eventTickets.sessionHash });
      return row;
    },

    /** Whether the session still signs its person in (a stream checks once it listens). */
    async sessionIsLive(sessionHash: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ hash: sessions.tokenHash })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, sessionHash), gt(sessions.expiresAt, now)))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type EventTicketsRepository = ReturnType<typeof createEventTicketsRepository>;
