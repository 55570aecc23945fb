import { ownerDashboardAnswer } from '@kodesha/domain';
import { errorAnswers, type App } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import { toOwnerDashboardView } from './owner-dashboard.dto.js';
import type { OwnerDashboardService } from './owner-dashboard.service.js';

/** `GET /api/owner/dashboard` (rules §2.10): the owner's stat cards and message centre. */
export function ownerDashboardRoutes(
  app: App,
  deps: { ownerDashboard: OwnerDashboardService; hooks: AuthHooks },
): void {
  const { ownerDashboard, hooks } = deps;
  app.get(
    '/owner/dashboard',
    {
      onRequest: hooks.requireRole('owner'),
      schema: {
        tags: ['owner'],
        response: { 200: ownerDashboardAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const owner = currentUser(request);
      return { data: toOwnerDashboardView(await ownerDashboard.dashboard(owner), owner.id) };
    },
  );
}
