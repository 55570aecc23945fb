import {
  adminBookingsQuery,
  adminDashboardAnswer,
  bookingDetailAnswer,
  bookingListAnswer,
} from '@kodesha/domain';
import { errorAnswers, idParams, type App } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import type { PublicImages } from '../../plugins/public-images.js';
import { toAdminBookingDetailView, toAdminBookingView, toAdminDashboardView } from './admin.dto.js';
import type { AdminOverviewService } from './admin-overview.service.js';

/**
 * The admin overview (rules §8.4) and bookings (rules §8.9), admins only: every call may
 * answer 401 (no session) and 403 (not an admin, or a temporary password to change first).
 */
export function adminOverviewRoutes(
  app: App,
  deps: {
    overview: AdminOverviewService;
    photos: { cars: PublicImages; drivers: PublicImages };
    hooks: AuthHooks;
  },
): void {
  const { overview, photos, hooks } = deps;
  const onRequest = hooks.requireRole('admin');
  const tags = ['admin'];

  app.get(
    '/admin/dashboard',
    {
      onRequest,
      schema: {
        tags,
        summary: "The overview's counts and the five most recent bookings",
        response: { 200: adminDashboardAnswer, ...errorAnswers(401, 403) },
      },
    },
    async () => {
      return { data: toAdminDashboardView(await overview.dashboard(), photos) };
    },
  );

  app.get(
    '/admin/bookings',
    {
      onRequest,
      schema: {
        tags,
        summary: "Every booking with both parties' phones; status, search, type; counts per status",
        querystring: adminBookingsQuery,
        response: { 200: bookingListAnswer, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request) => {
      const page = await overview.listBookings(request.query);
      return { ...page, data: page.data.map((details) => toAdminBookingView(details, photos)) };
    },
  );

  app.get(
    '/admin/bookings/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One booking with its timeline',
        params: idParams,
        response: { 200: bookingDetailAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => ({
      data: toAdminBookingDetailView(
        await overview.getBooking(currentUser(request), request.params.id),
        photos,
      ),
    }),
  );
}
