import type { CarView, Page } from '@kodesha/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toQueryString, type CarSearch } from '../car-search';

export const carsQuery = (search: CarSearch) =>
  queryOptions({
    queryKey: queryKeys.cars.list(search),
    queryFn: ({ signal }) => apiRequest<Page<CarView>>(`/cars${toQueryString(search)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** The public list with every filter of rules §2.6, as the URL describes it. */
export const useCars = (search: CarSearch) => useQuery(carsQuery(search));

/** Home's first 3 active cars (rules §9.4). */
export const featuredCarsQuery = queryOptions({
  queryKey: queryKeys.cars.featured,
  queryFn: ({ signal }) => apiRequest<Page<CarView>>('/cars?per_page=3', { signal }),
});

export const useFeaturedCars = () => useQuery(featuredCarsQuery);
