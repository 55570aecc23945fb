import {
  DomainError,
  eastAfricanCities,
  eastAfricanCountries,
  messages,
  myTicketBookingsAnswer,
  myTicketBookingsQuery,
  ticketBookingAnswer,
  ticketDestinationsAnswer,
  ticketRequestFields,
  ticketRequestInput,
  worldwideCities,
  worldwideCountries,
} from '@kodesha/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswers, type App } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import { parseInput } from '../../plugins/errors.js';
import { toTicketBookingView } from './ticket.dto.js';
import type { TicketsService } from './tickets.service.js';

const tags = ['tickets'];

/** The destinations never change while the server runs: one answer, built once. */
const destinations = {
  success: true as const,
  message: messages.ticketDestinationsLoaded,
  data: {
    east_african_countries: eastAfricanCountries,
    east_african_cities: eastAfricanCities,
    worldwide_countries: worldwideCountries,
    worldwide_cities: worldwideCities,
  },
};

/** Ticket requests (rules §6): the catalogue, a request, the traveller's own list. */
export function ticketsRoutes(
  app: App,
  deps: { tickets: TicketsService; hooks: AuthHooks; clock: () => Date },
): void {
  const { tickets, hooks, clock } = deps;

  /** rules §6.3: the first check, in the ticket form's own words. */
  async function mustBeSignedIn(request: FastifyRequest, reply: FastifyReply) {
    try {
      await hooks.authenticate(request, reply);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'auth.unauthenticated')
        throw new DomainError('ticket.loginRequired');
      throw error;
    }
  }

  app.get(
    '/ticket-destinations',
    {
      schema: {
        tags,
        summary: 'Where flights (worldwide) and buses (East Africa) go: ISO codes, names, cities',
        // Public and fixed: only the input guard's 400 (a NUL in the query) can refuse it.
        response: { 200: ticketDestinationsAnswer, ...errorAnswers(400) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return destinations;
    },
  );

  app.post(
    '/ticket-bookings',
    {
      onRequest: mustBeSignedIn,
      config: { rateLimit: 'ticketRequest' },
      schema: {
        tags,
        summary: "Ask the team for a flight or a bus ticket; rules §6.3's checks, in order",
        body: ticketRequestFields,
        response: { 201: ticketBookingAnswer, ...errorAnswers(401, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      const ticket = await tickets.request(
        currentUser(request),
        parseInput(ticketRequestInput(clock()), request.body),
      );
      // The ticket envelope's `message` is the success text (rules §6.7), not an error body.
      const created = {
        success: true as const,
        message: messages.ticketRequested,
        data: toTicketBookingView(ticket),
      };
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/my-ticket-bookings',
    {
      onRequest: hooks.authenticate,
      schema: {
        tags,
        summary: "The caller's own ticket requests, newest first; perhaps of one status",
        querystring: myTicketBookingsQuery,
        response: { 200: myTicketBookingsAnswer, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request) => {
      const rows = await tickets.mine(currentUser(request), request.query.status);
      return {
        success: true as const,
        message: messages.ticketBookingsLoaded,
        data: rows.map(toTicketBookingView),
      };
    },
  );
}
