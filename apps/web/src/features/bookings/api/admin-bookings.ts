import type { AdminBookingsQuery, BookingSummary, BookingView, Page } from '@kodesha/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toQueryString } from '@/lib/query-string';

/** A page of bookings and the counts per status over the same search and type. */
export type AdminBookingPage = Page<BookingView> & { summary: BookingSummary };

/** The admin bookings filters as the URL holds them; a default is left out. */
export type AdminBookingFilters = Partial<
  Pick<AdminBookingsQuery, 'status' | 'search' | 'item_type' | 'page'>
>;

const order = ['status', 'search', 'item_type', 'page'] as const;

/** `GET /api/admin/bookings` (rules §8.9): every booking, both parties' phones. */
export const adminBookingListQuery = (filters: AdminBookingFilters) =>
  queryOptions({
    queryKey: queryKeys.admin.bookings(filters),
    queryFn: ({ signal }) =>
      apiRequest<AdminBookingPage>(`/admin/bookings${toQueryString(filters, order)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminBookings = (filters: AdminBookingFilters) =>
  useQuery(adminBookingListQuery(filters));
