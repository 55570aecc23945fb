import type { OwnerDashboardView } from '@kodesha/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const ownerDashboardQuery = queryOptions({
  queryKey: ['owner', 'dashboard'],
  queryFn: ({ signal }) =>
    apiRequest<{ data: OwnerDashboardView }>('/owner/dashboard', { signal }).then(
      (body) => body.data,
    ),
});

export const useOwnerDashboard = () => useQuery(ownerDashboardQuery);
