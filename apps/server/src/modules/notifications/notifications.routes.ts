import { timingSafeEqual } from 'node:crypto';
import {
  channelsView,
  DomainError,
  adminNotificationQuery,
  notificationListQuery,
  notificationSettingsInput,
  inboundSmsOutcomes,
  pageQuery,
} from '@kodesha/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, pageOf, type App } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import { languageOfRequest } from '../../plugins/errors.js';
import {
  adminNotificationViewSchema,
  notificationSettingsSchema,
  notificationViewSchema,
} from './notification.dto.js';
import type { NotificationsService } from './notifications.service.js';
import type { SmsRepliesService } from './sms-replies.service.js';

const adminInboundSmsSchema = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string().nullable(),
  text: z.string(),
  outcome: z.enum(inboundSmsOutcomes),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  booking_id: z.number().int().nullable(),
  answer: z.string().nullable(),
  answer_status: z.string().nullable(),
  created_at: z.string(),
});

/** Whether `given` is the webhook's secret, compared in constant time (rules §10.8). */
function isWebhookToken(given: string, secret: string | undefined): boolean {
  if (!secret) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Notifications (rules §10): the person's own list, unread count and reads; their SMS and
 * email settings; the admin's outbox and resend; the SMS gateway's delivery reports.
 */
export function notificationsRoutes(
  app: App,
  deps: {
    notifications: NotificationsService;
    smsReplies: SmsRepliesService;
    hooks: AuthHooks;
    smsWebhookToken?: string;
  },
): void {
  const { notifications, smsReplies, hooks } = deps;

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
      return notifications.channels();
    },
  );

  app.get(
    '/notifications',
    {
      onRequest: hooks.authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'The person’s notifications, newest first, in their language',
        querystring: notificationListQuery,
        response: { 200: pageOf(notificationViewSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      void reply.header('cache-control', 'private, no-store');
      return notifications.list(
        user,
        user.preferredLanguage ?? languageOfRequest(request),
        request.query,
      );
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      onRequest: hooks.authenticate,
      schema: {
        tags: ['notifications'],
        response: { 200: z.object({ count: z.number().int() }) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return { count: await notifications.unreadCount(currentUser(request)) };
    },
  );

  app.post(
    '/notifications/read-all',
    { onRequest: hooks.authenticate, schema: { tags: ['notifications'] } },
    async (request, reply) => {
      await notifications.markAllRead(currentUser(request));
      return reply.status(204).send();
    },
  );

  app.post(
    '/notifications/:id/read',
    { onRequest: hooks.authenticate, schema: { tags: ['notifications'], params: idParams } },
    async (request, reply) => {
      await notifications.markRead(currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/me/notification-settings',
    {
      onRequest: hooks.authenticate,
      schema: {
        tags: ['notifications'],
        response: { 200: z.object({ data: notificationSettingsSchema }) },
      },
    },
    async (request) => ({ data: await notifications.settings(currentUser(request)) }),
  );

  app.put(
    '/me/notification-settings',
    {
      onRequest: hooks.authenticate,
      schema: {
        tags: ['notifications'],
        body: notificationSettingsInput,
        response: { 200: z.object({ data: notificationSettingsSchema }) },
      },
    },
    async (request) => ({
      data: await notifications.updateSettings(currentUser(request), request.body),
    }),
  );

  app.get(
    '/admin/notifications',
    {
      onRequest: hooks.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'The outbox: every notification per channel, newest first, with its words',
        querystring: adminNotificationQuery,
        response: { 200: pageOf(adminNotificationViewSchema) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return notifications.adminList(request.query);
    },
  );

  app.get(
    '/admin/notifications/inbound',
    {
      onRequest: hooks.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'SMS received (rules §10.10): from, text, what each did, the answer sent',
        querystring: pageQuery,
        response: { 200: pageOf(adminInboundSmsSchema) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return smsReplies.adminList(request.query);
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
        response: {
          200: z.object({ data: z.object({ id: z.number().int(), status: z.string() }) }),
        },
      },
    },
    async (request) => {
      const delivery = await notifications.resend(currentUser(request), request.params.id);
      return { data: { id: delivery.id, status: delivery.status } };
    },
  );

  // The gateway's delivery reports come form-encoded, to a secret path (rules §10.8).
  void app.register(async (scope) => {
    const reports = scope.withTypeProvider<ZodTypeProvider>();
    reports.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    reports.post(
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
        },
      },
      async (request, reply) => {
        if (!isWebhookToken(request.params.token, deps.smsWebhookToken))
          throw new DomainError('request.notFound');
        await notifications.smsReport(request.body);
        return reply.status(200).send({ status: 'ok' });
      },
    );
    // rules §10.10: replies to booking requests, STOP and START. 200 whatever the text, so
    // the gateway does not send it again; a wrong token is 404.
    reports.post(
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
        },
      },
      async (request, reply) => {
        if (!isWebhookToken(request.params.token, deps.smsWebhookToken))
          throw new DomainError('request.notFound');
        await smsReplies.receive(request.body);
        return reply.status(200).send({ status: 'ok' });
      },
    );
  });
}
