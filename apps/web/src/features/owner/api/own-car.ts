import type { CarView } from '@kodesha/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const ownCarQuery = (id: number) =>
  queryOptions({
    queryKey: ['cars', 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<{ data: CarView }>(`/cars/${id}`, { signal }).then((body) => body.data),
  });

/** A car to edit; the server shows its owner an inactive car too. */
export const useOwnCar = (id: number) => useQuery({ ...ownCarQuery(id), enabled: id > 0 });
