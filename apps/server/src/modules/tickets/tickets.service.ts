import {
  DomainError,
  kigaliToday,
  ticketMoveRefusal,
  toPage,
  type AdminTicketBookingsQuery,
  type AdminTicketUpdateInput,
  type Page,
  type TicketRequest,
  type TicketStatus,
} from '@kodesha/domain';
import type { TicketBookingRecord } from '../../db/schema/ticket-bookings.js';
import type { UserRecord } from '../../db/schema/users.js';
import type { AuditLogService } from '../audit/audit-log.service.js';
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
  clock: () => Date;
}) {
  const { tickets, audit, clock } = deps;

  async function found(id: number): Promise<TicketWithRequester> {
    const ticket = await tickets.find(id);
    if (!ticket) throw new DomainError('ticket.notFound');
    return ticket;
  }

  return {
    request(caller: Caller, request: TicketRequest): Promise<TicketBookingRecord> {
      return tickets.insert(caller.id, request, clock());
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
        await tickets.setNotes(id, input.admin_notes || null, now);
        await audit.record(admin, 'ticket.updated', id, 'admin_notes');
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
      const answered = await tickets.answer(id, {
        status: to as Exclude<TicketStatus, 'pending'>,
        quotedPrice: input.quoted_price ?? null,
        adminNotes: input.admin_notes === undefined ? undefined : input.admin_notes || null,
        by: admin.id,
        at: now,
      });
      // Another admin answered between the read and the write.
      if (!answered) throw new DomainError('ticket.moveRefused');
      const extras = [
        input.quoted_price != null && 'quoted_price',
        input.admin_notes !== undefined && 'admin_notes',
      ].filter(Boolean);
      await audit.record(
        admin,
        'ticket.status_changed',
        id,
        `pending → ${to}${extras.length > 0 ? ` (${extras.join(', ')})` : ''}`,
      );
      return found(id);
    },
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
