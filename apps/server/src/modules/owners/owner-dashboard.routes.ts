import { ownerDashboardView } from '@kodesha/domain';
import { z } from 'zod';
import type { App } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import type { BookingsService } from '../bookings/bookings.service.js';
import type { CarsService } from '../cars/cars.service.js';

/** `GET /api/owner/dashboard` (spec §7): the owner's stat cards, from cars and bookings. */
export function ownerDashboardRoutes(
  app: App,
  deps: { cars: CarsService; bookings: BookingsService; hooks: AuthHooks },
): void {
  const { cars, bookings, hooks } = deps;
  app.get(
    '/owner/dashboard',
    {
      onRequest: hooks.requireRole('owner'),
      schema: { tags: ['owner'], response: { 200: z.object({ data: ownerDashboardView }) } },
    },
    async (request) => {
      const owner = currentUser(request);
      const [own, booked] = await Promise.all([
        cars.countOwnCars(owner),
        bookings.providerSummary(owner),
      ]);
      // Messages are counted here once chat exists (issue 6).
      return {
        data: {
          stats: {
            total_cars: own.total,
            active_cars: own.active,
            total_bookings: booked.total,
            pending_bookings: booked.pending,
            unread_messages: 0,
          },
        },
      };
    },
  );
}
