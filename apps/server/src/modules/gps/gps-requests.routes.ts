import {
  adminGpsRequestsAnswer,
  adminGpsRequestsQuery,
  gpsRequestAnswer,
  gpsRequestBody,
  gpsRequestInput,
  gpsStatusUpdateInput,
  myGpsRequestsAnswer,
  messages,
  type GpsStatus,
} from '@kodesha/domain';
import { errorAnswers, idParams, type App } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import { parseInput } from '../../plugins/errors.js';
import { toGpsRequestView } from './gps-request.dto.js';
import type { GpsRequestsService } from './gps-requests.service.js';

const moveMessages: Record<GpsStatus, string> = {
  pending: messages.gpsMoveRefused,
  approved: messages.gpsApproved,
  rejected: messages.gpsRejected,
  completed: messages.gpsCompleted,
};

/** GPS installation requests (rules §7): owners ask, admins schedule (rules §8.10). */
export function gpsRequestsRoutes(
  app: App,
  deps: { requests: GpsRequestsService; hooks: AuthHooks; clock: () => Date },
): void {
  const { requests, hooks, clock } = deps;
  const tags = ['gps'];

  app.post(
    '/gps-requests',
    {
      onRequest: hooks.requireRole('owner'),
      config: { rateLimit: 'gpsRequest' },
      schema: {
        tags,
        summary: 'An owner asks for a GPS tracker in a car (the owner form’s spellings too)',
        body: gpsRequestBody,
        response: { 201: gpsRequestAnswer, ...errorAnswers(401, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      const created = await requests.request(
        currentUser(request),
        parseInput(gpsRequestInput(clock()), request.body),
      );
      // The envelope's `message` is the success text, not an error body.
      const answer = {
        success: true as const,
        message: messages.gpsRequested,
        data: toGpsRequestView(created),
      };
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/my-gps-requests',
    {
      onRequest: hooks.requireRole('owner'),
      schema: {
        tags,
        summary: "The owner's own requests, newest first, with the team's answers",
        response: { 200: myGpsRequestsAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      message: messages.gpsRequestsLoaded,
      data: (await requests.mine(currentUser(request))).map(toGpsRequestView),
    }),
  );

  const admin = hooks.requireRole('admin');

  app.get(
    '/admin/gps-requests',
    {
      onRequest: admin,
      schema: {
        tags: ['admin', ...tags],
        summary: 'Every request, newest first; car make, model, owner name or email; status',
        querystring: adminGpsRequestsQuery,
        response: { 200: adminGpsRequestsAnswer, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request) => {
      const [page, summary] = await Promise.all([requests.list(request.query), requests.summary()]);
      return { success: true as const, ...page, data: page.data.map(toGpsRequestView), summary };
    },
  );

  app.get(
    '/admin/gps-requests/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['admin', ...tags],
        summary: 'One request as it is now',
        params: idParams,
        response: { 200: gpsRequestAnswer, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      message: messages.gpsRequestsLoaded,
      data: toGpsRequestView(await requests.get(request.params.id)),
    }),
  );

  app.post(
    '/admin/gps-requests/:id/update-status',
    {
      onRequest: admin,
      schema: {
        tags: ['admin', ...tags],
        summary:
          'Approve (with an installation date), reject, or complete a request; other moves 409',
        params: idParams,
        body: gpsStatusUpdateInput,
        response: { 200: gpsRequestAnswer, ...errorAnswers(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const moved = await requests.move(currentUser(request), request.params.id, request.body);
      return {
        success: true as const,
        message: moveMessages[request.body.status],
        data: toGpsRequestView(moved),
      };
    },
  );
}
