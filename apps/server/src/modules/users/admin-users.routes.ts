import {
  licenceDecisionInput,
  licenceStatuses,
  pageQuery,
  roles,
  toPage,
  userView,
} from '@kodesha/domain';
import { z } from 'zod';
import type { App } from '../../http.js';
import { idParams } from '../../http.js';
import type { AuthHooks } from '../../plugins/auth.js';
import { toUserDto } from './user.dto.js';
import type { UsersService } from './users.service.js';

const usersQuery = pageQuery.extend({
  license_status: z.enum(licenceStatuses).optional(),
  role: z.enum(roles).optional(),
  search: z.string().trim().max(100).optional(),
});

const userPage = z.object({
  data: z.array(userView),
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
  total: z.number(),
});

/**
 * The admin area's first screen: the licence queue (rules §8.2). Admins only. These routes
 * live with the users they act on, as the drivers' admin routes live with drivers.
 */
export function adminUsersRoutes(app: App, deps: { users: UsersService; hooks: AuthHooks }): void {
  const { users, hooks } = deps;
  const adminOnly = hooks.requireRole('admin');

  app.get(
    '/admin/users',
    {
      onRequest: adminOnly,
      schema: { tags: ['admin'], querystring: usersQuery, response: { 200: userPage } },
    },
    async (request) => {
      const { license_status, role, search, ...page } = request.query;
      const { rows, total } = await users.list(
        { licenceStatus: license_status, role, search: search || undefined },
        page,
      );
      return toPage(rows.map(toUserDto), total, page);
    },
  );

  app.post(
    '/admin/users/:id/verify-license',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        params: idParams,
        body: licenceDecisionInput,
        response: { 200: z.object({ data: userView }) },
      },
    },
    async (request) => ({
      data: toUserDto(
        await users.decideLicence(
          request.params.id,
          request.body.status,
          new Date(request.body.submitted_at),
        ),
      ),
    }),
  );
}
