import { adminDriverPage } from '@kodesha/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toQueryString } from '@/lib/query-string';

/** What Driver Management shows, as its URL says (rules §8.8). */
export type AdminDriverFilters = {
  search?: string;
  status?: 'active' | 'inactive';
  verification?: 'pending' | 'verified' | 'rejected';
  page?: number;
};

export const adminDriversQueryOptions = (filters: AdminDriverFilters) =>
  queryOptions({
    queryKey: queryKeys.admin.drivers(filters),
    queryFn: ({ signal }) =>
      apiRequest(
        `/admin/drivers${toQueryString(filters, ['search', 'status', 'verification', 'page'])}`,
        adminDriverPage,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** `GET /api/admin/drivers`: every driver, newest first, paged by the server, with the summary. */
export const useAdminDrivers = (filters: AdminDriverFilters) =>
  useQuery(adminDriversQueryOptions(filters));
