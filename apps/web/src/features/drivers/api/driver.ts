import type { DriverView } from '@kodesha/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const useDriver = (id: number) =>
  useQuery({
    queryKey: ['drivers', 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<{ data: DriverView }>(`/drivers/${id}`, { signal }).then((body) => body.data),
    enabled: id > 0,
  });
