import { ownerRecentChatsLimit } from '@kodesha/domain';
import type { UserRecord } from '../../db/schema/users.js';
import type { BookingsService } from '../bookings/bookings.service.js';
import type { CarsService } from '../cars/cars.service.js';
import type { ChatsService } from '../chat/chats.service.js';

export type OwnerDashboard = {
  cars: { total: number; active: number };
  bookings: { total: number; pending: number };
  unreadMessages: number;
  recentChats: Awaited<ReturnType<ChatsService['recentChats']>>;
};

/** The owner's dashboard, gathered from the modules that own each number. */
export function createOwnerDashboardService(deps: {
  cars: CarsService;
  bookings: BookingsService;
  chats: ChatsService;
}) {
  const { cars, bookings, chats } = deps;
  return {
    async dashboard(owner: UserRecord): Promise<OwnerDashboard> {
      const [own, booked, unread, recent] = await Promise.all([
        cars.countOwnCars(owner),
        bookings.providerSummary(owner),
        chats.unreadCount(owner),
        chats.recentChats(owner, ownerRecentChatsLimit),
      ]);
      return {
        cars: own,
        bookings: { total: booked.total, pending: booked.pending },
        unreadMessages: unread,
        recentChats: recent,
      };
    },
  };
}

export type OwnerDashboardService = ReturnType<typeof createOwnerDashboardService>;
