import { revenueQuery, revenueView } from '@kodesha/domain';
import { errorAnswers, type App } from '../../http.js';
import type { AuthHooks } from '../../plugins/auth.js';
import type { RevenueService } from './revenue.service.js';

/** `GET /api/admin/revenue` (rules §8.12), admins only: the object itself, as the spec reads it. */
export function revenueRoutes(app: App, deps: { revenue: RevenueService; hooks: AuthHooks }): void {
  app.get(
    '/admin/revenue',
    {
      onRequest: deps.hooks.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary:
          'Revenue in RWF for today, this week, this month (default) or all time, in Kigali time; top earners; 12 months',
        querystring: revenueQuery,
        response: { 200: revenueView, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request) => deps.revenue.report(request.query.period),
  );
}
