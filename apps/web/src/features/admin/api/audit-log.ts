import { auditLogPage, type AuditLogQuery } from '@kodesha/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toQueryString } from '@/lib/query-string';

/** The audit log's filters as the URL holds them; a default is left out. */
export type AuditLogFilters = Partial<Pick<AuditLogQuery, 'action' | 'target_type' | 'page'>>;

const order = ['action', 'target_type', 'page'] as const;

/** `GET /api/admin/audit-log` (rules §8.13): every admin write, newest first. */
export const auditLogListQuery = (filters: AuditLogFilters) =>
  queryOptions({
    queryKey: queryKeys.admin.auditLog(filters),
    queryFn: ({ signal }) =>
      apiRequest(`/admin/audit-log${toQueryString(filters, order)}`, auditLogPage, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filters: AuditLogFilters) => useQuery(auditLogListQuery(filters));
