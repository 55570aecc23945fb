import {
  bookingListAnswer,
  type AdminBookingsQuery,
  type BookingListAnswer,
} from '@kodesha/domain';
import { useQuery } from '@tanstack/react-query';
import { adminListQuery } from '@/lib/admin-list';
import { queryKeys } from '@/lib/query-keys';

/** A page of bookings and the counts per status over the same search and type. */
export type AdminBookingPage = BookingListAnswer;

/** The admin bookings filters as the URL holds them; a default is left out. */
export type AdminBookingFilters = Partial<
  Pick<AdminBookingsQuery, 'status' | 'search' | 'item_type' | 'page'>
>;

const order = ['status', 'search', 'item_type', 'page'] as const;

/** `GET /api/admin/bookings` (rules §8.9): every booking, both parties' phones. */
export const adminBookingListQuery = (filters: AdminBookingFilters) =>
  adminListQuery(
    {
      key: queryKeys.admin.bookings(filters),
      path: '/admin/bookings',
      answer: bookingListAnswer,
      order,
    },
    filters,
  );

export const useAdminBookings = (filters: AdminBookingFilters) =>
  useQuery(adminBookingListQuery(filters));
