import type { CarView, Page } from '@kodesha/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const myCarsQuery = (page: number) =>
  queryOptions({
    queryKey: ['owner', 'cars', page],
    queryFn: ({ signal }) =>
      apiRequest<Page<CarView>>(`/my-cars?page=${page}&per_page=50`, { signal }),
    placeholderData: keepPreviousData,
  });

/** The owner's own cars, active or not, newest first. */
export const useMyCars = (page: number) => useQuery(myCarsQuery(page));
