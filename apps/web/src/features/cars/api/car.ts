import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/cars/{id}`: a car; its owner (and admins) see it while inactive too. */
export const carQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.cars.detail(id),
    queryFn: async ({ signal }) => {
      const { carAnswer } = await import('./car-answers');
      return (await apiRequest(`/cars/${id}`, carAnswer, { signal })).data;
    },
  });

export const useCar = (id: number) => useQuery({ ...carQuery(id), enabled: id > 0 });
