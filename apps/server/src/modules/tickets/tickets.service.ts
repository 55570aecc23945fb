import {
  canMoveTicket,
  DomainError,
  kigaliToday,
  ticketEventType,
  ticketMoveRefusal,
  toPage,
  type TicketMover,
  type AdminTicketBookingsQuery,
  type AdminTicketUpdateInput,
  type Page,
  type TicketRequest,
  type TicketStatus,
} from '@kodesha/domain';
import type { TicketBookingRecord } from '../../db/schema/ticket-bookings.js';
import type { UserRecord } from '../../db/schema/users.js';
import type { Transactions, Tx } from '../../db/transactions.js';
import { statusMove, type AuditLogService } from '../audit/audit-log.service.js';
import { auditedWhen, type Door } from '../outbox/door.service.js';
import type { EventFacts } from '../outbox/event-facts.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { TicketsRepository, TicketWithRequester } from './tickets.repository.js';

type Caller = Pick<UserRecord, 'id'>;

/**
 * Ticket requests (rules §6): a signed-in person asks for a flight or a bus ticket; an
 * admin answers it once, confirmed (perhaps with a quoted price) or cancelled, and may
 * leave the traveller a note. Every admin write is audited (rules §8.13).
 */
export function createTicketsService(deps: {
  tickets: TicketsRepository;
  audit: AuditLogService;
  outbox: OutboxService;
  door: Door;
  transactions: Transactions;
  clock: () => Date;
}) {
  const { tickets, audit, outbox, door, transactions, clock } = deps;

  /**
   * The one door through which a ticket request changes status (rules §6.5, §9.20): the
   * domain's table, the row, the audit row when an admin answers (`extras`: the fields the
   * answer carried) and the event, in the caller's transaction. Answers the requests moved:
   * one moved meanwhile by someone else is left out.
   */
  async function moveTickets(
    tx: Tx,
    move: {
      ids: number[];
      from: TicketStatus;
      to: TicketStatus;
      by: TicketMover;
      actorId: number | null;
      reason: 'account_deleted' | null;
      at: Date;
      quotedPrice?: number | null;
      adminNotes?: string | null;
      extras?: string[];
    },
  ): Promise<TicketBookingRecord[]> {
    return door(tx, {
      allowed: canMoveTicket(move.from, move.to, move.by),
      refusal: 'ticket.moveRefused',
      write: () =>
        tickets.setStatus(
          move.ids,
          {
            from: move.from,
            to: move.to,
            quotedPrice: move.quotedPrice,
            adminNotes: move.adminNotes,
            by: move.actorId,
            at: move.at,
          },
          tx,
        ),
      audit: auditedWhen(move.by, move.actorId, {
        action: 'ticket.status_changed',
        idOf: (ticket: TicketBookingRecord) => ticket.id,
        summary: `${statusMove(move.from, move.to)}${move.extras?.length ? ` (${move.extras.join(', ')})` : ''}`,
      }),
      event: (ticket) => ({
        type: ticketEventType(move.to),
        subject: { type: 'ticket', id: ticket.id },
        actor: move.by,
        actorId: move.actorId,
        from: move.from,
        to: move.to,
        reason: move.reason,
        data: {
          user_id: ticket.userId,
          quoted_price: ticket.quotedPrice,
          departure_city: ticket.departureCity,
          destination_city: ticket.destinationCity,
        } satisfies EventFacts['ticket'],
      }),
    });
  }

  async function found(id: number): Promise<TicketWithRequester> {
    const ticket = await tickets.find(id);
    if (!ticket) throw new DomainError('ticket.notFound');
    return ticket;
  }

  return {
    /** A new request (rules §6.7), with its event, in one transaction. */
    request(caller: Caller, request: TicketRequest): Promise<TicketBookingRecord> {
      return transactions.run(async (tx) => {
        const created = await tickets.insert(caller.id, request, clock(), tx);
        await outbox.record(tx, {
          type: ticketEventType('pending'),
          subject: { type: 'ticket', id: created.id },
          actor: 'traveller',
          actorId: caller.id,
          from: null,
          to: 'pending',
          reason: null,
          data: {
            user_id: caller.id,
            quoted_price: created.quotedPrice,
            departure_city: created.departureCity,
            destination_city: created.destinationCity,
          } satisfies EventFacts['ticket'],
        });
        return created;
      });
    },

    mine(caller: Caller, status: TicketStatus | undefined): Promise<TicketBookingRecord[]> {
      return tickets.ofUser(caller.id, status);
    },

    async list(query: AdminTicketBookingsQuery): Promise<Page<TicketWithRequester>> {
      const { rows, total } = await tickets.list(query);
      return toPage(rows, total, query);
    },

    summary: () => tickets.summary(),

    get: found,

    /**
     * `PUT /api/admin/ticket-bookings/{id}` (rules §6.5): a move out of `pending` with its
     * price and note, or a note alone on any request. A price comes only with a confirmation.
     */
    async update(admin: Caller, id: number, input: AdminTicketUpdateInput) {
      const current = await found(id);
      const now = clock();
      const to = input.status;
      if (to === undefined || to === current.ticket.status) {
        // With the status it already has, a note is a note; a price, or nothing else, is refused.
        if (input.quoted_price != null) throw new DomainError('ticket.priceOnConfirm');
        if (input.admin_notes === undefined) throw new DomainError('ticket.moveRefused');
        await transactions.run(async (tx) => {
          await tickets.setNotes(id, input.admin_notes || null, now, tx);
          await audit.record(admin, 'ticket.updated', id, 'admin_notes', tx);
        });
        return found(id);
      }
      const refusal = ticketMoveRefusal(
        { status: current.ticket.status, departure_date: current.ticket.departureDate },
        to,
        kigaliToday(now),
      );
      if (refusal) throw new DomainError(refusal);
      if (to === 'cancelled' && input.quoted_price != null)
        throw new DomainError('ticket.priceOnConfirm');
      const [answered] = await transactions.run((tx) =>
        moveTickets(tx, {
          ids: [id],
          from: 'pending',
          to,
          by: 'admin',
          actorId: admin.id,
          reason: null,
          at: now,
          quotedPrice: input.quoted_price ?? null,
          adminNotes: input.admin_notes === undefined ? undefined : input.admin_notes || null,
          extras: [
            input.quoted_price != null && 'quoted_price',
            input.admin_notes !== undefined && 'admin_notes',
          ].filter((extra): extra is string => Boolean(extra)),
        }),
      );
      // Another admin answered between the read and the write.
      if (!answered) throw new DomainError('ticket.moveRefused');
      return found(id);
    },

    /**
     * rules §8.6, in the deletion's transaction: the person's requests still waiting are
     * withdrawn (cancelled by the server) and every request forgets its passenger. Answers
     * how many were withdrawn.
     */
    async closeAccount(
      tx: Tx,
      userId: number,
      placeholder: { name: string; email: string },
      now: Date,
    ): Promise<number> {
      const withdrawn = await moveTickets(tx, {
        ids: await tickets.pendingOf(userId, tx),
        from: 'pending',
        to: 'cancelled',
        by: 'system',
        actorId: null,
        reason: 'account_deleted',
        at: now,
      });
      await tickets.forgetPassenger(userId, placeholder, tx);
      return withdrawn.length;
    },
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
