import { ownerDashboardAnswer } from '@kodesha/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const ownerDashboardQuery = queryOptions({
  queryKey: queryKeys.owners.dashboard,
  queryFn: ({ signal }) =>
    apiRequest('/owner/dashboard', ownerDashboardAnswer, { signal }).then((body) => body.data),
});

export const useOwnerDashboard = () => useQuery(ownerDashboardQuery);
