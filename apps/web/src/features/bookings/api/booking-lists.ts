import type {
  BookingItemType,
  BookingStatus,
  BookingSummary,
  BookingView,
  Page,
} from '@kodesha/domain';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';

export type BookingListPage = Page<BookingView> & { summary: BookingSummary };

export type BookingFilters = {
  search?: string;
  status?: BookingStatus;
  item_type?: BookingItemType;
  page?: number;
  per_page?: number;
};

const order = ['search', 'status', 'item_type', 'page', 'per_page'] as const;
export const bookingsKey = ['bookings'] as const;

/** Every booking list and detail, the owner's dashboard cards and driver ratings after a change. */
export function invalidateBookings(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingsKey }),
    queryClient.invalidateQueries({ queryKey: ['owner'] }),
    queryClient.invalidateQueries({ queryKey: ['drivers'] }),
  ]).then(() => undefined);
}

/** `GET /api/my-bookings`: the caller's own requests (the client's history). */
export const useMyBookings = (filters: BookingFilters) =>
  useQuery({
    queryKey: [...bookingsKey, 'mine', filters],
    queryFn: ({ signal }) =>
      apiRequest<BookingListPage>(`/my-bookings${toQueryString(filters, order)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** `GET /api/bookings`: requests on the caller's cars or driver profile. */
export const useProviderBookings = (filters: BookingFilters) =>
  useQuery({
    queryKey: [...bookingsKey, 'provided', filters],
    queryFn: ({ signal }) =>
      apiRequest<BookingListPage>(`/bookings${toQueryString(filters, order)}`, { signal }),
    placeholderData: keepPreviousData,
  });
