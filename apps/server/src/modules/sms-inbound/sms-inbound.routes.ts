import { gatewayWebhookAnswer, inboundSmsAnswer, pageQuery } from '@kodesha/domain';
import { z } from 'zod';
import { errorAnswers, type App } from '../../http.js';
import type { AuthHooks } from '../../plugins/auth.js';
import { gatewayWebhooks } from '../../plugins/gateway-webhooks.js';
import type { SmsRepliesService } from './sms-replies.service.js';

/**
 * SMS received (rules §10.10): the gateway's inbound messages — replies to booking
 * requests, STOP, START — and the admin's list of them.
 */
export function smsInboundRoutes(
  app: App,
  deps: { smsReplies: SmsRepliesService; hooks: AuthHooks; smsWebhookToken?: string },
): void {
  const { smsReplies, hooks } = deps;
  const webhooks = gatewayWebhooks(app, deps.smsWebhookToken);

  app.get(
    '/admin/notifications/inbound',
    {
      onRequest: hooks.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'SMS received (rules §10.10): from, text, what each did, the answer sent',
        querystring: pageQuery,
        response: { 200: inboundSmsAnswer, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return smsReplies.adminList(request.query);
    },
  );

  webhooks.register((scope) => {
    // rules §10.10: replies to booking requests, STOP and START. 200 whatever the text, so
    // the gateway does not send it again; a wrong token is 404.
    scope.post(
      '/sms/inbound/:token',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Africa’s Talking inbound SMS: answers to booking requests, STOP, START',
          params: z.object({ token: z.string() }),
          body: z
            .object({
              from: z.string().optional(),
              to: z.string().optional(),
              text: z.string().optional(),
              date: z.string().optional(),
              id: z.string().optional(),
              linkId: z.string().optional(),
            })
            .passthrough(),
          response: { 200: gatewayWebhookAnswer, ...errorAnswers(404, 422) },
        },
      },
      async (request, reply) => {
        webhooks.checkToken(request.params.token);
        await smsReplies.receive(request.body);
        return reply.status(200).send({ status: 'ok' });
      },
    );
  });
}
