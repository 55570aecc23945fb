import { carPage } from '@kodesha/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toQueryString } from '@/lib/query-string';

/** What the admin's car list shows, as its URL says (rules §8.7): search, status, page. */
export type AdminCarFilters = {
  search?: string;
  status?: 'active' | 'inactive';
  page?: number;
};

export const adminCarsQueryOptions = (filters: AdminCarFilters) =>
  queryOptions({
    queryKey: queryKeys.admin.cars(filters),
    queryFn: ({ signal }) =>
      apiRequest(`/admin/cars${toQueryString(filters, ['search', 'status', 'page'])}`, carPage, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** `GET /api/admin/cars`: every car, active or not, newest first, paged by the server. */
export const useAdminCars = (filters: AdminCarFilters) => useQuery(adminCarsQueryOptions(filters));
