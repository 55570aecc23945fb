import { ownerDashboardView, ownerRecentChatsLimit } from '@kodesha/domain';
import { z } from 'zod';
import type { App } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import type { BookingsService } from '../bookings/bookings.service.js';
import type { CarsService } from '../cars/cars.service.js';
import { toChatView } from '../chat/chat.dto.js';
import type { ChatsService } from '../chat/chats.service.js';

/** `GET /api/owner/dashboard` (spec §7): the owner's stat cards and message centre. */
export function ownerDashboardRoutes(
  app: App,
  deps: { cars: CarsService; bookings: BookingsService; chats: ChatsService; hooks: AuthHooks },
): void {
  const { cars, bookings, chats, hooks } = deps;
  app.get(
    '/owner/dashboard',
    {
      onRequest: hooks.requireRole('owner'),
      schema: { tags: ['owner'], response: { 200: z.object({ data: ownerDashboardView }) } },
    },
    async (request) => {
      const owner = currentUser(request);
      const [own, booked, unread, recent] = await Promise.all([
        cars.countOwnCars(owner),
        bookings.providerSummary(owner),
        chats.unreadCount(owner),
        chats.recentChats(owner, ownerRecentChatsLimit),
      ]);
      return {
        data: {
          stats: {
            total_cars: own.total,
            active_cars: own.active,
            total_bookings: booked.total,
            pending_bookings: booked.pending,
            unread_messages: unread,
          },
          recent_chats: recent.map((details) => toChatView(details, owner.id)),
        },
      };
    },
  );
}
