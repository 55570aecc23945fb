import { auditLogPage, auditLogQuery } from '@kodesha/domain';
import { errorAnswers, type App } from '../../http.js';
import type { AuthHooks } from '../../plugins/auth.js';
import { toAuditEntryView } from './audit-log.dto.js';
import type { AuditLogService } from './audit-log.service.js';

/** `GET /api/admin/audit-log` (rules §8.13): read only; no call edits or deletes an entry. */
export function auditLogRoutes(app: App, deps: { audit: AuditLogService; hooks: AuthHooks }): void {
  const { audit, hooks } = deps;
  app.get(
    '/admin/audit-log',
    {
      onRequest: hooks.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Every admin write, newest first; filter by action, admin or kind of record',
        querystring: auditLogQuery,
        response: { 200: auditLogPage, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const page = await audit.list(request.query);
      void reply.header('cache-control', 'private, no-store');
      return { ...page, data: page.data.map(toAuditEntryView) };
    },
  );
}
