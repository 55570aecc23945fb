import { and, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type {
  AdminTicketBookingsQuery,
  TicketBookingSummary,
  TicketRequest,
  TicketStatus,
} from '@kodesha/domain';
import type { Database } from '../../db/client.js';
import { escapeLike, searchWords, totalOf } from '../../db/like-search.js';
import { ticketBookings, type TicketBookingRecord } from '../../db/schema/ticket-bookings.js';
import { users } from '../../db/schema/users.js';

/** A request with the account that made it, as an admin's list shows it. */
export type TicketWithRequester = {
  ticket: TicketBookingRecord;
  requester: { id: number; name: string; email: string };
};

export type TicketAnswer = {
  status: Exclude<TicketStatus, 'pending'>;
  quotedPrice: number | null;
  adminNotes: string | null | undefined;
  by: number;
  at: Date;
};

const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Ticket requests in the database (rules §6): written by travellers, answered by admins. */
export function createTicketsRepository(db: Database) {
  const requesterColumns = { id: users.id, name: users.name, email: users.email };

  return {
    async insert(userId: number, request: TicketRequest, now: Date): Promise<TicketBookingRecord> {
      const [row] = await db
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
     * Answers a pending request, only if it is still pending when the row is written: of
     * two admins answering at once, one wins and the other finds it answered (409).
     */
    async answer(id: number, answer: TicketAnswer): Promise<TicketBookingRecord | undefined> {
      const [row] = await db
        .update(ticketBookings)
        .set({
          status: answer.status,
          quotedPrice: answer.quotedPrice,
          ...(answer.adminNotes !== undefined && { adminNotes: answer.adminNotes }),
          decidedAt: answer.at,
          decidedBy: answer.by,
          updatedAt: answer.at,
        })
        .where(and(eq(ticketBookings.id, id), eq(ticketBookings.status, 'pending')))
        .returning();
      return row;
    },

    async setNotes(id: number, adminNotes: string | null, now: Date) {
      const [row] = await db
        .update(ticketBookings)
        .set({ adminNotes, updatedAt: now })
        .where(eq(ticketBookings.id, id))
        .returning();
      return row;
    },
  };
}

export type TicketsRepository = ReturnType<typeof createTicketsRepository>;
