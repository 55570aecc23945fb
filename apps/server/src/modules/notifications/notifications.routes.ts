import {
  notificationListAnswer,
  notificationListQuery,
  notificationSettingsAnswer,
  notificationSettingsInput,
  unreadNotificationsAnswer,
} from '@kodesha/domain';
import { z } from 'zod';
import { errorAnswers, idParams, type App } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import { languageOfRequest } from '../../plugins/errors.js';
import type { NotificationsService } from './notifications.service.js';

/** A read marked answers 204, with no body. */
const noBody = z.null().describe('Marked read: no body');

/**
 * Notifications (rules §10): the person's own list, unread count and reads; their SMS and
 * email settings.
 */
export function notificationsRoutes(
  app: App,
  deps: {
    notifications: NotificationsService;
    hooks: AuthHooks;
  },
): void {
  const { notifications, hooks } = deps;

  app.get(
    '/notifications',
    {
      onRequest: hooks.authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'The person’s notifications, newest first, in their language',
        querystring: notificationListQuery,
        response: { 200: notificationListAnswer, ...errorAnswers(401, 403, 422) },
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
        response: { 200: unreadNotificationsAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return { count: await notifications.unreadCount(currentUser(request)) };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      onRequest: hooks.authenticate,
      schema: {
        tags: ['notifications'],
        response: { 204: noBody, ...errorAnswers(401, 403) },
      },
    },
    async (request, reply) => {
      await notifications.markAllRead(currentUser(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      onRequest: hooks.authenticate,
      schema: {
        tags: ['notifications'],
        params: idParams,
        response: { 204: noBody, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await notifications.markRead(currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me/notification-settings',
    {
      onRequest: hooks.authenticate,
      schema: {
        tags: ['notifications'],
        response: { 200: notificationSettingsAnswer, ...errorAnswers(401, 403, 404) },
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
        response: { 200: notificationSettingsAnswer, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      data: await notifications.updateSettings(currentUser(request), request.body),
    }),
  );
}
