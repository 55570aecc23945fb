import {
  loginInput,
  messages,
  registerInput,
  updatePasswordInput,
  userView,
} from '@kodesha/domain';
import { z } from 'zod';
import type { App } from '../../http.js';
import { messageResponse } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import { addressKeyOf } from '../../plugins/rate-limits.js';
import { toMeView, toSessionView } from './auth.dto.js';
import type { AuthService } from './auth.service.js';

const authResponse = z.object({ user: userView, token: z.string() });

export function authRoutes(app: App, deps: { auth: AuthService; hooks: AuthHooks }): void {
  const { auth, hooks } = deps;

  app.post(
    '/register',
    {
      config: { rateLimit: 'register' },
      schema: { tags: ['auth'], body: registerInput, response: { 201: authResponse } },
    },
    async (request, reply) => {
      return reply.status(201).send(toSessionView(await auth.register(request.body)));
    },
  );

  app.post(
    '/login',
    { schema: { tags: ['auth'], body: loginInput, response: { 200: authResponse } } },
    async (request) => {
      return toSessionView(await auth.login(request.body, addressKeyOf(request.ip)));
    },
  );

  app.post(
    '/logout',
    {
      onRequest: hooks.authenticateWithTemporaryPassword,
      schema: { tags: ['auth'], response: { 204: z.null() } },
    },
    async (request, reply) => {
      await auth.logout(request.sessionToken!);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      onRequest: hooks.authenticateWithTemporaryPassword,
      schema: { tags: ['auth'], response: { 200: z.object({ user: userView }) } },
    },
    async (request) => toMeView(currentUser(request)),
  );

  app.post(
    '/users/update-password',
    {
      onRequest: hooks.authenticateWithTemporaryPassword,
      config: { rateLimit: 'passwordChange' },
      schema: { tags: ['auth'], body: updatePasswordInput, response: { 200: messageResponse } },
    },
    async (request) => {
      await auth.changePassword(currentUser(request), request.sessionToken!, request.body);
      return { message: messages.passwordChanged };
    },
  );
}
