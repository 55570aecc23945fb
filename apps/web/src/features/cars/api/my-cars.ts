import { carPage } from '@kodesha/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The API's largest page: most owners see every car at once, more than that are paged. */
export const myCarsPerPage = 100;

export const myCarsQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.owners.cars(page),
    queryFn: ({ signal }) =>
      apiRequest(`/my-cars?page=${page}&per_page=${myCarsPerPage}`, carPage, { signal }),
    placeholderData: keepPreviousData,
  });

/** The owner's own cars, active or not, newest first. */
export const useMyCars = (page: number) => useQuery(myCarsQuery(page));
