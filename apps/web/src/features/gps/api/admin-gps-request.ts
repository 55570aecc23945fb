import type { GpsRequestView } from '@kodesha/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * `GET /api/admin/gps-requests/{id}`: the request the details window shows, as it is now.
 * The row it was opened from shows meanwhile. Its key sits under `admin`, so every admin
 * write, a refused one included, fetches it again: after a 409 the window shows what the
 * other admin did even when the request has left the filtered list (rules §8.10).
 */
export function useAdminGpsRequest(row: GpsRequestView | undefined) {
  const id = row?.id ?? 0;
  return useQuery({
    queryKey: queryKeys.admin.gpsRequest(id),
    queryFn: ({ signal }) =>
      apiRequest<{ success: true; data: GpsRequestView }>(`/admin/gps-requests/${id}`, {
        signal,
      }).then((body) => body.data),
    enabled: row !== undefined,
    placeholderData: row,
  });
}
