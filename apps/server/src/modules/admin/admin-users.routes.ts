import {
  adminCreateUserInput,
  adminUpdateUserInput,
  adminUsersQuery,
  adminUserView,
  createdAccountFields,
  licenceDecisionInput,
  updateRoleInput,
} from '@kodesha/domain';
import { z } from 'zod';
import { idParams, pageOf, type App } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import { toAdminUserView } from './admin.dto.js';
import type { AdminAccountsService } from './admin-accounts.service.js';

const userResponse = z.object({ data: adminUserView });

/** The admin's calls on accounts (rules §8.2, §8.5, §8.6), admins only. */
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
        response: { 200: pageOf(adminUserView) },
      },
    },
    async (request) => {
      const page = await accounts.list(request.query);
      return { ...page, data: page.data.map(toAdminUserView) };
    },
  );

  app.get(
    '/admin/users/:id',
    { onRequest, schema: { tags, params: idParams, response: { 200: userResponse } } },
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
        response: { 201: userResponse.extend(createdAccountFields) },
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
        response: { 200: userResponse },
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
        response: { 204: z.null() },
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
        response: { 200: userResponse },
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
        response: { 200: userResponse },
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
