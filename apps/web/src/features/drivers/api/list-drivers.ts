import type { DriverView, Page } from '@kodesha/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toDriverQueryString, type DriverSearch } from '../driver-search';

export const driversQuery = (search: DriverSearch) =>
  queryOptions({
    queryKey: queryKeys.drivers.list(search),
    queryFn: ({ signal }) =>
      apiRequest<Page<DriverView>>(`/drivers${toDriverQueryString(search)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useDrivers = (search: DriverSearch) => useQuery(driversQuery(search));

/** Home's first 3 drivers (rules §9.4). */
export const featuredDriversQuery = queryOptions({
  queryKey: queryKeys.drivers.featured,
  queryFn: ({ signal }) => apiRequest<Page<DriverView>>('/drivers?per_page=3', { signal }),
});

export const useFeaturedDrivers = () => useQuery(featuredDriversQuery);
