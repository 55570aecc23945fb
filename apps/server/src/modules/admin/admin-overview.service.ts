import type { AdminBookingsQuery } from '@kodesha/domain';
import type { UserRecord } from '../../db/schema/users.js';
import type { BookingsService } from '../bookings/bookings.service.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import type { AdminDashboardRepository } from './admin-dashboard.repository.js';

/** Recent Activity shows this many bookings (rules §8.4). */
export const recentActivityCount = 5;

/** The overview's figures (rules §8.4) and the admin's view of bookings (rules §8.9). */
export function createAdminOverviewService(deps: {
  dashboard: AdminDashboardRepository;
  bookings: BookingsService;
  tickets: TicketsService;
}) {
  const { dashboard, bookings, tickets } = deps;
  return {
    async dashboard() {
      const [counts, bookingTotals, ticketTotals, recent] = await Promise.all([
        dashboard.counts(),
        bookings.totalsForAdmin(),
        tickets.summary(),
        bookings.recentForAdmin(recentActivityCount),
      ]);
      return { counts, bookingTotals, ticketTotals, recent };
    },

    listBookings: (query: AdminBookingsQuery) => bookings.listForAdmin(query),

    /** One booking with its timeline; an admin who is also a party sees it as that party. */
    getBooking: (actor: UserRecord, bookingId: number) => bookings.bookingHistory(actor, bookingId),
  };
}

export type AdminOverviewService = ReturnType<typeof createAdminOverviewService>;
