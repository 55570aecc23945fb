import {
  adminNotificationQuery,
  channelsView,
  gatewayWebhookAnswer,
  outboxAnswer,
  resendAnswer,
} from '@kodesha/domain';
import { z } from 'zod';
import { errorAnswers, idParams, type App } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import { gatewayWebhooks } from '../../plugins/gateway-webhooks.js';
import type { DeliveriesService } from './deliveries.service.js';

/**
 * The outbox (rules §10.3, §10.8): which channels this server sends through; the admin's
 * list of every send and its resend; the SMS gateway's delivery reports.
 */
export function deliveriesRoutes(
  app: App,
  deps: { deliveries: DeliveriesService; hooks: AuthHooks; smsWebhookToken?: string },
): void {
  const { deliveries, hooks } = deps;
  const webhooks = gatewayWebhooks(app, deps.smsWebhookToken);

  // rules §10.4: public — a sign-up or a reset screen asks before it offers SMS or email.
  app.get(
    '/channels',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Which channels beyond the app this server can send through',
        response: { 200: channelsView },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return deliveries.channels();
    },
  );

  app.get(
    '/admin/notifications',
    {
      onRequest: hooks.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'The outbox: every notification per channel, newest first, with its words',
        querystring: adminNotificationQuery,
        response: { 200: outboxAnswer, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return deliveries.adminList(request.query);
    },
  );

  app.post(
    '/admin/notifications/:id/resend',
    {
      onRequest: hooks.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Sends a failed or unknown SMS or email again (audited)',
        params: idParams,
        response: { 200: resendAnswer, ...errorAnswers(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const delivery = await deliveries.resend(currentUser(request), request.params.id);
      return { data: { id: delivery.id, status: delivery.status } };
    },
  );

  // The gateway's delivery reports come form-encoded, to a secret path (rules §10.8).
  webhooks.register((scope) => {
    scope.post(
      '/sms/delivery-reports/:token',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Africa’s Talking delivery reports (a wrong token is 404)',
          params: z.object({ token: z.string() }),
          body: z
            .object({
              id: z.string().optional(),
              status: z.string().optional(),
              phoneNumber: z.string().optional(),
              failureReason: z.string().optional(),
            })
            .passthrough(),
          response: { 200: gatewayWebhookAnswer, ...errorAnswers(404, 422) },
        },
      },
      async (request, reply) => {
        webhooks.checkToken(request.params.token);
        await deliveries.smsReport(request.body);
        return reply.status(200).send({ status: 'ok' });
      },
    );
  });
}
