import { adminDashboardAnswer } from '@kodesha/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/admin/dashboard` (rules §8.4): the overview's counts and the newest bookings. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.dashboard,
    queryFn: ({ signal }) =>
      apiRequest('/admin/dashboard', adminDashboardAnswer, { signal }).then((body) => body.data),
  });

export const useDashboard = () => useQuery(dashboardQuery());
