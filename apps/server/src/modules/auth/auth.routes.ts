import {
  languageOfCookies,
  type Language,
  loginInput,
  messages,
  registerInput,
  updatePasswordInput,
  userView,
} from '@kodesha/domain';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../http.js';
import { messageResponse } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import { addressKeyOf } from '../../plugins/rate-limits.js';
import { toMeView, toSessionView } from './auth.dto.js';
import type { AuthService } from './auth.service.js';

const authResponse = z.object({ user: userView, token: z.string() });

/**
 * rules §9.15: the language a person chose before logging in or signing up: the body's
 * `preferred_language`, else the web's language cookie. The cookie is written only when
 * someone picks a language, so a default taken from the browser never reaches an account.
 */
function chosenLanguageOf(request: FastifyRequest): Language | undefined {
  const body = request.body as { preferred_language?: Language };
  return body.preferred_language ?? languageOfCookies(request.headers.cookie);
}

export function authRoutes(app: App, deps: { auth: AuthService; hooks: AuthHooks }): void {
  const { auth, hooks } = deps;

  app.post(
    '/register',
    {
      config: { rateLimit: 'register' },
      schema: { tags: ['auth'], body: registerInput, response: { 201: authResponse } },
    },
    async (request, reply) => {
      const preferred_language = chosenLanguageOf(request);
      return reply
        .status(201)
        .send(toSessionView(await auth.register({ ...request.body, preferred_language })));
    },
  );

  app.post(
    '/login',
    { schema: { tags: ['auth'], body: loginInput, response: { 200: authResponse } } },
    async (request) => {
      const preferred_language = chosenLanguageOf(request);
      return toSessionView(
        await auth.login({ ...request.body, preferred_language }, addressKeyOf(request.ip)),
      );
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
