import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toQueryString, type CarSearch } from '../car-search';

const answers = () => import('./car-answers');

/** `GET /api/cars`: the public list, its total capped on a broad search (rules §2.6). */
const listCars = async (query: string, signal: AbortSignal) =>
  apiRequest(`/cars${query}`, (await answers()).publicCarPage, { signal });

export const carsQuery = (search: CarSearch) =>
  queryOptions({
    queryKey: queryKeys.cars.list(search),
    queryFn: ({ signal }) => listCars(toQueryString(search), signal),
    placeholderData: keepPreviousData,
  });

/** The public list with every filter of rules §2.6, as the URL describes it. */
export const useCars = (search: CarSearch) => useQuery(carsQuery(search));

/** Home's first 3 active cars (rules §9.4). */
export const featuredCarsQuery = queryOptions({
  queryKey: queryKeys.cars.featured,
  queryFn: ({ signal }) => listCars('?per_page=3', signal),
});

export const useFeaturedCars = () => useQuery(featuredCarsQuery);
