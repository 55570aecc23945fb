import {
  bookingListAnswer,
  type BookingListAnswer,
  type MyBookingsQuery,
  type ProviderBookingsQuery,
} from '@kodesha/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toQueryString } from '@/lib/query-string';

export type BookingListPage = BookingListAnswer;

/** A booking list's filters: the domain's list queries, the defaults left out of the URL. */
export type BookingFilters = Partial<MyBookingsQuery & ProviderBookingsQuery>;

const order = ['search', 'status', 'item_type', 'page', 'per_page'] as const;

/** `GET /api/my-bookings`: the caller's own requests (the client's history). */
export const myBookingsQuery = (filters: BookingFilters) =>
  queryOptions({
    queryKey: queryKeys.bookings.mine(filters),
    queryFn: ({ signal }) =>
      apiRequest(`/my-bookings${toQueryString(filters, order)}`, bookingListAnswer, { signal }),
    placeholderData: keepPreviousData,
  });

export const useMyBookings = (filters: BookingFilters) => useQuery(myBookingsQuery(filters));

/** `GET /api/bookings`: requests on the caller's cars or driver profile. */
export const providerBookingsQuery = (filters: BookingFilters) =>
  queryOptions({
    queryKey: queryKeys.bookings.provided(filters),
    queryFn: ({ signal }) =>
      apiRequest(`/bookings${toQueryString(filters, order)}`, bookingListAnswer, { signal }),
    placeholderData: keepPreviousData,
  });

export const useProviderBookings = (filters: BookingFilters) =>
  useQuery(providerBookingsQuery(filters));
