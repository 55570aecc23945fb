import {
  loginInput,
  messages,
  ownUserAnswer,
  registerInput,
  sessionAnswer,
  updatePasswordInput,
} from '@kodesha/domain';
import { z } from 'zod';
import type { App } from '../../http.js';
import { errorAnswers, messageResponse } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import { addressKeyOf } from '../../plugins/rate-limits.js';
import { toMeView, toSessionView } from './auth.dto.js';
import type { AuthService } from './auth.service.js';

export function authRoutes(app: App, deps: { auth: AuthService; hooks: AuthHooks }): void {
  const { auth, hooks } = deps;

  app.post(
    '/register',
    {
      config: { rateLimit: 'register' },
      schema: {
        tags: ['auth'],
        body: registerInput,
        // 422: a field, or the email is taken (rules §1.2).
        response: { 201: sessionAnswer, ...errorAnswers(422, 429) },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(toSessionView(await auth.register(request.body)));
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        body: loginInput,
        // 401: wrong email or password; 429: too many tries (rules §1.5).
        response: { 200: sessionAnswer, ...errorAnswers(401, 422, 429) },
      },
    },
    async (request) => {
      return toSessionView(await auth.login(request.body, addressKeyOf(request.ip)));
    },
  );

  app.post(
    '/logout',
    {
      onRequest: hooks.authenticateWithTemporaryPassword,
      schema: { tags: ['auth'], response: { 204: z.null(), ...errorAnswers(401) } },
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
      schema: { tags: ['auth'], response: { 200: ownUserAnswer, ...errorAnswers(401) } },
    },
    async (request) => toMeView(currentUser(request)),
  );

  app.post(
    '/users/update-password',
    {
      onRequest: hooks.authenticateWithTemporaryPassword,
      config: { rateLimit: 'passwordChange' },
      schema: {
        tags: ['auth'],
        body: updatePasswordInput,
        // 422: a field, or the current password is wrong (rules §1.7).
        response: { 200: messageResponse, ...errorAnswers(401, 422, 429) },
      },
    },
    async (request) => {
      await auth.changePassword(currentUser(request), request.sessionToken!, request.body);
      return { message: messages.passwordChanged };
    },
  );
}
