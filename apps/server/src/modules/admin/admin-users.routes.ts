import {
  adminCreateUserInput,
  adminUpdateUserInput,
  adminUserAnswer,
  adminUserPage,
  adminUsersQuery,
  createdAccountAnswer,
  licenceDecisionInput,
  updateRoleInput,
} from '@kodesha/domain';
import { z } from 'zod';
import { errorAnswers, idParams, type App } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import { toAdminUserView } from './admin.dto.js';
import type { AdminAccountsService } from './admin-accounts.service.js';

/**
 * The admin's calls on accounts (rules §8.2, §8.5, §8.6), admins only: every call may answer
 * 401 (no session) and 403 (not an admin, or a temporary password to change first).
 */
export function adminUsersRoutes(
  app: App,
  deps: { accounts: AdminAccountsService; hooks: AuthHooks },
): void {
  const { accounts, hooks } = deps;
  const onRequest = hooks.requireRole('admin');
  const tags = ['admin'];

  app.get(
    '/admin/users',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Accounts, newest first (pending licences oldest first); search, role, licence',
        querystring: adminUsersQuery,
        response: { 200: adminUserPage, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request) => {
      const page = await accounts.list(request.query);
      return { ...page, data: page.data.map(toAdminUserView) };
    },
  );

  app.get(
    '/admin/users/:id',
    {
      onRequest,
      schema: {
        tags,
        params: idParams,
        response: { 200: adminUserAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => ({ data: toAdminUserView(await accounts.get(request.params.id)) }),
  );

  app.post(
    '/admin/users',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A new account; a blank password gets a temporary one, answered once',
        body: adminCreateUserInput,
        // 422: a field, or the email is taken.
        response: { 201: createdAccountAnswer, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const created = await accounts.create(currentUser(request), request.body);
      return reply.status(201).send({
        data: toAdminUserView(created.user),
        temporary_password: created.temporaryPassword,
      });
    },
  );

  app.put(
    '/admin/users/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change what is sent; a blank password keeps the current one',
        params: idParams,
        body: adminUpdateUserInput,
        // 403: one's own password or role (rules §8.5); 409: the last admin stays one.
        response: { 200: adminUserAnswer, ...errorAnswers(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      data: toAdminUserView(
        await accounts.update(currentUser(request), request.params.id, request.body),
      ),
    }),
  );

  app.delete(
    '/admin/users/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete an account: sessions end, listings hide, pending bookings cancel',
        params: idParams,
        // 403: oneself (rules §8.6); 409: the last admin.
        response: { 204: z.null(), ...errorAnswers(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await accounts.remove(currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/users/:id/update-role',
    {
      onRequest,
      schema: {
        tags,
        params: idParams,
        body: updateRoleInput,
        // 403: one's own role (rules §8.5); 409: the last admin stays one.
        response: { 200: adminUserAnswer, ...errorAnswers(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      data: toAdminUserView(
        await accounts.changeRole(currentUser(request), request.params.id, request.body.role),
      ),
    }),
  );

  app.post(
    '/admin/users/:id/verify-license',
    {
      onRequest,
      schema: {
        tags,
        summary: '`{status}`; `submitted_at` (optional) names the photo looked at',
        params: idParams,
        body: licenceDecisionInput,
        // 409: not pending, or a newer photo came since `submitted_at` (rules §1.9, §8.2).
        response: { 200: adminUserAnswer, ...errorAnswers(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { status, submitted_at: submittedAt } = request.body;
      return {
        data: toAdminUserView(
          await accounts.decideLicence(
            currentUser(request),
            request.params.id,
            status,
            submittedAt ? new Date(submittedAt) : undefined,
          ),
        ),
      };
    },
  );
}
