import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventTickets } from '../../db/schema/events.js';

/** Single-use passes for the live stream, by the SHA-256 of the pass. */
export function createEventTicketsRepository(db: Database) {
  return {
    async insert(ticketHash: string, userId: number, expiresAt: Date, now: Date): Promise<void> {
      // Passes nobody used are cleared as new ones are issued.
      await db.delete(eventTickets).where(lt(eventTickets.expiresAt, now));
      await db.insert(eventTickets).values({ ticketHash, userId, expiresAt });
    },

    /** Takes the pass (it works once) and answers whose it was, if it is still good. */
    async take(ticketHash: string, now: Date): Promise<number | undefined> {
      const [row] = await db
        .delete(eventTickets)
        .where(and(eq(eventTickets.ticketHash, ticketHash), gt(eventTickets.expiresAt, now)))
        .returning({ userId: eventTickets.userId });
      return row?.userId;
    },
  };
}

export type EventTicketsRepository = ReturnType<typeof createEventTicketsRepository>;
