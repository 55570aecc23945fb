import type { CarView, Page } from '@kodesha/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toQueryString, type CarSearch } from '../car-search';

export const carsQuery = (search: CarSearch) =>
  queryOptions({
    queryKey: ['cars', 'list', search],
    queryFn: ({ signal }) => apiRequest<Page<CarView>>(`/cars${toQueryString(search)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** The public list with every filter of DESIGN §1.2, as the URL describes it. */
export const useCars = (search: CarSearch) => useQuery(carsQuery(search));

/** Home's first 3 active cars (spec §9). */
export const useFeaturedCars = () =>
  useQuery({
    queryKey: ['cars', 'featured'],
    queryFn: ({ signal }) => apiRequest<Page<CarView>>('/cars?per_page=3', { signal }),
  });
