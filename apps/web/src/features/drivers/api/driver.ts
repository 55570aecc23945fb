import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/drivers/{id}`: a driver's public profile. */
export const driverQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.drivers.detail(id),
    queryFn: async ({ signal }) => {
      const { driverAnswer } = await import('./driver-answers');
      return (await apiRequest(`/drivers/${id}`, driverAnswer, { signal })).data;
    },
  });

export const useDriver = (id: number) => useQuery({ ...driverQuery(id), enabled: id > 0 });
