import {
  adminGpsRequestsAnswer,
  gpsRequestAnswer,
  type AdminGpsRequestsQuery,
  type GpsStatusUpdateInput,
} from '@kodesha/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminListQuery } from '@/lib/admin-list';
import { apiRequest } from '@/lib/api-client';
import { invalidate, queryKeys, stale } from '@/lib/query-keys';

/** The admin GPS list's filters as the URL holds them; a default is left out. */
export type AdminGpsFilters = Partial<Pick<AdminGpsRequestsQuery, 'status' | 'search' | 'page'>>;

const order = ['status', 'search', 'page'] as const;

/** `GET /api/admin/gps-requests` (rules §8.10). */
export const adminGpsListQuery = (filters: AdminGpsFilters) =>
  adminListQuery(
    {
      key: queryKeys.admin.gpsRequests(filters),
      path: '/admin/gps-requests',
      answer: adminGpsRequestsAnswer,
      order,
    },
    filters,
  );

export const useAdminGpsRequests = (filters: AdminGpsFilters) =>
  useQuery(adminGpsListQuery(filters));

export type GpsMove = { id: number } & GpsStatusUpdateInput;

/** `POST /api/admin/gps-requests/{id}/update-status` (rules §7.3). */
export const moveGpsRequest = ({ id, ...move }: GpsMove) =>
  apiRequest(`/admin/gps-requests/${id}/update-status`, gpsRequestAnswer, {
    method: 'POST',
    body: move,
  });

export function useMoveGpsRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveGpsRequest,
    onSettled: () => invalidate(queryClient, stale.afterAdminWrite),
  });
}
