import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toDriverQueryString, type DriverSearch } from '../driver-search';

/** `GET /api/drivers`: verified, active drivers (rules §3.6). */
const listDrivers = async (query: string, signal: AbortSignal) =>
  apiRequest(`/drivers${query}`, (await import('./driver-answers')).driverPage, { signal });

export const driversQuery = (search: DriverSearch) =>
  queryOptions({
    queryKey: queryKeys.drivers.list(search),
    queryFn: ({ signal }) => listDrivers(toDriverQueryString(search), signal),
    placeholderData: keepPreviousData,
  });

export const useDrivers = (search: DriverSearch) => useQuery(driversQuery(search));

/** Home's first 3 drivers (rules §9.4). */
export const featuredDriversQuery = queryOptions({
  queryKey: queryKeys.drivers.featured,
  queryFn: ({ signal }) => listDrivers('?per_page=3', signal),
});

export const useFeaturedDrivers = () => useQuery(featuredDriversQuery);
