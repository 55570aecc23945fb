import {
  adminTicketBookingAnswer,
  adminTicketBookingsAnswer,
  adminTicketBookingsQuery,
  adminTicketUpdateInput,
  messages,
  type TicketStatus,
} from '@kodesha/domain';
import { errorAnswers, idParams, type App } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import { toAdminTicketBookingView } from './ticket.dto.js';
import type { TicketsService } from './tickets.service.js';

const answerMessages: Record<TicketStatus, string> = {
  pending: messages.ticketUpdated,
  confirmed: messages.ticketConfirmed,
  cancelled: messages.ticketCancelled,
};

/** The admin's ticket requests (rules §6.5, §8.11), admins only; answers keep `success`. */
export function adminTicketsRoutes(
  app: App,
  deps: { tickets: TicketsService; hooks: AuthHooks },
): void {
  const { tickets, hooks } = deps;
  const onRequest = hooks.requireRole('admin');
  const tags = ['admin', 'tickets'];

  app.get(
    '/admin/ticket-bookings',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every ticket request, newest first; passenger name or email, status, type',
        querystring: adminTicketBookingsQuery,
        response: { 200: adminTicketBookingsAnswer, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request) => {
      const [page, summary] = await Promise.all([tickets.list(request.query), tickets.summary()]);
      return {
        success: true as const,
        ...page,
        data: page.data.map(toAdminTicketBookingView),
        summary,
      };
    },
  );

  app.get(
    '/admin/ticket-bookings/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One ticket request',
        params: idParams,
        response: { 200: adminTicketBookingAnswer, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      message: messages.ticketBookingsLoaded,
      data: toAdminTicketBookingView(await tickets.get(request.params.id)),
    }),
  );

  app.put(
    '/admin/ticket-bookings/:id',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Answer a pending request (confirmed, perhaps with a quoted price in RWF, or cancelled) or leave a note; any other move 409',
        params: idParams,
        body: adminTicketUpdateInput,
        response: { 200: adminTicketBookingAnswer, ...errorAnswers(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const updated = await tickets.update(currentUser(request), request.params.id, request.body);
      return {
        success: true as const,
        message: answerMessages[request.body.status ?? 'pending'],
        data: toAdminTicketBookingView(updated),
      };
    },
  );
}
