import type {
  AdminGpsRequestsQuery,
  GpsRequestSummary,
  GpsRequestView,
  GpsStatusUpdateInput,
  Page,
} from '@kodesha/domain';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, queryKeys, stale } from '@/lib/query-keys';
import { toQueryString } from '@/lib/query-string';

/** A page of GPS requests and the counts by status over all of them. */
export type AdminGpsPage = Page<GpsRequestView> & { success: true; summary: GpsRequestSummary };

/** The admin GPS list's filters as the URL holds them; a default is left out. */
export type AdminGpsFilters = Partial<Pick<AdminGpsRequestsQuery, 'status' | 'search' | 'page'>>;

const order = ['status', 'search', 'page'] as const;

/** `GET /api/admin/gps-requests` (rules §8.10). */
export const adminGpsListQuery = (filters: AdminGpsFilters) =>
  queryOptions({
    queryKey: queryKeys.admin.gpsRequests(filters),
    queryFn: ({ signal }) =>
      apiRequest<AdminGpsPage>(`/admin/gps-requests${toQueryString(filters, order)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminGpsRequests = (filters: AdminGpsFilters) =>
  useQuery(adminGpsListQuery(filters));

export type GpsMove = { id: number } & GpsStatusUpdateInput;

/** `POST /api/admin/gps-requests/{id}/update-status` (rules §7.3). */
export const moveGpsRequest = ({ id, ...move }: GpsMove) =>
  apiRequest<{ success: true; message: string; data: GpsRequestView }>(
    `/admin/gps-requests/${id}/update-status`,
    { method: 'POST', body: move },
  );

export function useMoveGpsRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveGpsRequest,
    onSettled: () => invalidate(queryClient, stale.afterAdminWrite),
  });
}
