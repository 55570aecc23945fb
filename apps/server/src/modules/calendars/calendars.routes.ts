import {
  availabilityAnswer,
  availabilityQuery,
  calendarBlockAnswer,
  calendarBlockInput,
  calendarBlockListAnswer,
  calendarStretch,
  type BookingItemType,
} from '@kodesha/domain';
import { z } from 'zod';
import { errorAnswers, idParams, type App } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import { toCalendarBlockView } from './calendar.dto.js';
import type { CalendarsService } from './calendars.service.js';

const blockParams = idParams.extend({ block_id: idParams.shape.id });

/** The two kinds of calendar, each under its listing's path and tag. */
const calendarsOf: { type: BookingItemType; path: 'cars' | 'drivers'; name: string }[] = [
  { type: 'car', path: 'cars', name: 'car' },
  { type: 'driver', path: 'drivers', name: 'driver' },
];

/**
 * Cars' and drivers' calendars (rules §4.15): the public availability, and the blocks their
 * providers and admins take out of them.
 */
export function calendarsRoutes(
  app: App,
  deps: { calendars: CalendarsService; hooks: AuthHooks; clock: () => Date },
): void {
  const { calendars, hooks, clock } = deps;

  for (const { type, path, name } of calendarsOf) {
    /** Public, like the listing's page, and naming nobody. Without a stretch: the next 7 days. */
    app.get(
      `/${path}/:id/availability`,
      {
        onRequest: hooks.identify,
        schema: {
          tags: [path],
          summary: `A ${name}'s weekly days and hours and its busy times over a stretch of up to 31 days`,
          params: idParams,
          querystring: availabilityQuery,
          response: { 200: availabilityAnswer, ...errorAnswers(404, 422) },
        },
      },
      async (request) => ({
        data: await calendars.availability(
          request.user,
          { type, id: request.params.id },
          calendarStretch(request.query, clock()),
        ),
      }),
    );

    app.get(
      `/${path}/:id/blocks`,
      {
        onRequest: hooks.authenticate,
        schema: {
          tags: [path],
          summary: `The ${name}'s blocked times still to end, soonest first (its provider, admins)`,
          params: idParams,
          response: { 200: calendarBlockListAnswer, ...errorAnswers(401, 403, 404) },
        },
      },
      async (request) => ({
        data: (
          await calendars.listBlocks(currentUser(request), { type, id: request.params.id })
        ).map(toCalendarBlockView),
      }),
    );

    app.post(
      `/${path}/:id/blocks`,
      {
        onRequest: hooks.authenticate,
        schema: {
          tags: [path],
          summary: `Take a time out of the ${name}'s calendar (its provider, admins); 409 over a confirmed booking`,
          params: idParams,
          body: calendarBlockInput,
          response: { 201: calendarBlockAnswer, ...errorAnswers(401, 403, 404, 409, 422) },
        },
      },
      async (request, reply) => {
        const block = await calendars.block(
          currentUser(request),
          { type, id: request.params.id },
          request.body,
        );
        return reply.status(201).send({ data: toCalendarBlockView(block) });
      },
    );

    app.delete(
      `/${path}/:id/blocks/:block_id`,
      {
        onRequest: hooks.authenticate,
        schema: {
          tags: [path],
          summary: `Free a blocked time of the ${name}'s calendar (its provider, admins)`,
          params: blockParams,
          response: { 204: z.null(), ...errorAnswers(401, 403, 404) },
        },
      },
      async (request, reply) => {
        await calendars.free(
          currentUser(request),
          { type, id: request.params.id },
          request.params.block_id,
        );
        return reply.status(204).send(null);
      },
    );
  }
}
