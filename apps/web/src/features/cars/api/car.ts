import type { CarView } from '@kodesha/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const carQuery = (id: number) =>
  queryOptions({
    queryKey: ['cars', 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<{ data: CarView }>(`/cars/${id}`, { signal }).then((body) => body.data),
  });

export const useCar = (id: number) => useQuery({ ...carQuery(id), enabled: id > 0 });
