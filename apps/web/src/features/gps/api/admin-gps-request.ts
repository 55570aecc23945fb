import { gpsRequestAnswer, type GpsRequestView } from '@kodesha/domain';
import { useAdminRecord } from '@/lib/admin-list';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/admin/gps-requests/{id}`: the request the details window shows, as it is now. */
export const useAdminGpsRequest = (row: GpsRequestView | undefined) =>
  useAdminRecord(row, {
    key: queryKeys.admin.gpsRequest,
    path: (id) => `/admin/gps-requests/${id}`,
    answer: gpsRequestAnswer,
  });
