import { and, count, desc, eq, inArray, like } from 'drizzle-orm';
import type {
  AdminTicketBookingsQuery,
  TicketBookingSummary,
  TicketRequest,
  TicketStatus,
} from '@kodesha/domain';
import type { Database } from '../../db/client.js';
import { countWhere } from '../../db/counting.js';
import { escapeLike, searchWords, totalOf } from '../../db/like-search.js';
import { ticketBookings, type TicketBookingRecord } from '../../db/schema/ticket-bookings.js';
import { users } from '../../db/schema/users.js';
import type { Tx } from '../../db/transactions.js';

/** A request with the account that made it, as an admin's list shows it. */
export type TicketWithRequester = {
  ticket: TicketBookingRecord;
  requester: { id: number; name: string; email: string };
};

/** A status written on requests still in `from`, with what an admin's answer carries. */
export type TicketStatusChange = {
  from: TicketStatus;
  to: TicketStatus;
  quotedPrice?: number | null;
  adminNotes?: string | null;
  /** The admin who answered; null when the server did (rules §8.6). */
  by: number | null;
  at: Date;
};

/** Ticket requests in the database (rules §6): written by travellers, answered by admins. */
export function createTicketsRepository(db: Database) {
  const requesterColumns = { id: users.id, name: users.name, email: users.email };

  return {
    async insert(
      userId: number,
      request: TicketRequest,
      now: Date,
      tx: Tx,
    ): Promise<TicketBookingRecord> {
      const [row] = await tx
        .insert(ticketBookings)
        .values({
          userId,
          ticketType: request.ticket_type,
          tripType: request.trip_type,
          passengerName: request.passenger_name,
          passengerEmail: request.passenger_email,
          passengerPhone: request.passenger_phone,
          departureCity: request.departure_city,
          destinationCountry: request.destination_country,
          destinationCity: request.destination_city,
          departureDate: request.departure_date,
          returnDate: request.return_date,
          passengersCount: request.passengers_count,
          classType: request.class_type,
          specialRequests: request.special_requests,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return row!;
    },

    async find(id: number): Promise<TicketWithRequester | undefined> {
      const [row] = await db
        .select({ ticket: ticketBookings, requester: requesterColumns })
        .from(ticketBookings)
        .innerJoin(users, eq(users.id, ticketBookings.userId))
        .where(eq(ticketBookings.id, id));
      return row;
    },

    /** One traveller's requests, newest first (a person has tens, never thousands). */
    ofUser(userId: number, status: TicketStatus | undefined): Promise<TicketBookingRecord[]> {
      return db
        .select()
        .from(ticketBookings)
        .where(
          and(
            eq(ticketBookings.userId, userId),
            status ? eq(ticketBookings.status, status) : undefined,
          ),
        )
        .orderBy(desc(ticketBookings.createdAt), desc(ticketBookings.id))
        .limit(500);
    },

    async list(
      query: AdminTicketBookingsQuery,
    ): Promise<{ rows: TicketWithRequester[]; total: number }> {
      const where = and(
        query.status ? eq(ticketBookings.status, query.status) : undefined,
        query.ticket_type ? eq(ticketBookings.ticketType, query.ticket_type) : undefined,
        ...searchWords(query.search ?? '').map((word) =>
          like(ticketBookings.searchText, `%${escapeLike(word)}%`),
        ),
      );
      const rows = await db
        .select({ ticket: ticketBookings, requester: requesterColumns })
        .from(ticketBookings)
        .innerJoin(users, eq(users.id, ticketBookings.userId))
        .where(where)
        .orderBy(desc(ticketBookings.createdAt), desc(ticketBookings.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page);
      const total = await totalOf(rows, query, async () => {
        const [row] = await db.select({ total: count() }).from(ticketBookings).where(where);
        return row?.total ?? 0;
      });
      return { rows, total };
    },

    /** Counts by status and type, over every request (the overview and the list's filter). */
    async summary(): Promise<TicketBookingSummary> {
      const [row] = await db
        .select({
          total: count(),
          pending: countWhere(eq(ticketBookings.status, 'pending')),
          confirmed: countWhere(eq(ticketBookings.status, 'confirmed')),
          cancelled: countWhere(eq(ticketBookings.status, 'cancelled')),
          flight: countWhere(eq(ticketBookings.ticketType, 'flight')),
          bus: countWhere(eq(ticketBookings.ticketType, 'bus')),
        })
        .from(ticketBookings);
      return row ?? { total: 0, pending: 0, confirmed: 0, cancelled: 0, flight: 0, bus: 0 };
    },

    /**
     * Writes `to` on those of `ids` still in `from`, and answers them: of two admins
     * answering at once, one wins and the other finds it answered (409).
     */
    async setStatus(
      ids: number[],
      change: TicketStatusChange,
      tx: Tx,
    ): Promise<TicketBookingRecord[]> {
      if (ids.length === 0) return [];
      return tx
        .update(ticketBookings)
        .set({
          status: change.to,
          ...(change.quotedPrice !== undefined && { quotedPrice: change.quotedPrice }),
          ...(change.adminNotes !== undefined && { adminNotes: change.adminNotes }),
          decidedAt: change.at,
          decidedBy: change.by,
          updatedAt: change.at,
        })
        .where(and(inArray(ticketBookings.id, ids), eq(ticketBookings.status, change.from)))
        .returning();
    },

    /** A traveller's requests still waiting for an answer, locked for `tx`. */
    async pendingOf(userId: number, tx: Tx): Promise<number[]> {
      const rows = await tx
        .select({ id: ticketBookings.id })
        .from(ticketBookings)
        .where(and(eq(ticketBookings.userId, userId), eq(ticketBookings.status, 'pending')))
        .orderBy(ticketBookings.id)
        .for('update');
      return rows.map((row) => row.id);
    },

    /** Every request of a deleted account forgets its passenger (rules §8.6). */
    async forgetPassenger(
      userId: number,
      passenger: { name: string; email: string },
      tx: Tx,
    ): Promise<void> {
      await tx
        .update(ticketBookings)
        .set({ passengerName: passenger.name, passengerEmail: passenger.email, passengerPhone: '' })
        .where(eq(ticketBookings.userId, userId));
    },

    async setNotes(id: number, adminNotes: string | null, now: Date, tx: Tx) {
      const [row] = await tx
        .update(ticketBookings)
        .set({ adminNotes, updatedAt: now })
        .where(eq(ticketBookings.id, id))
        .returning();
      return row;
    },
  };
}

export type TicketsRepository = ReturnType<typeof createTicketsRepository>;
