import { revenueView, type RevenuePeriod } from '@kodesha/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/admin/revenue?period=` (rules §8.12): the figures, read directly (no envelope). */
export const revenueQuery = (period: RevenuePeriod) =>
  queryOptions({
    queryKey: queryKeys.admin.revenue(period),
    queryFn: ({ signal }) => apiRequest(`/admin/revenue?period=${period}`, revenueView, { signal }),
    placeholderData: keepPreviousData,
  });

export const useRevenue = (period: RevenuePeriod) => useQuery(revenueQuery(period));
