import { adminUserPage, type AdminUsersQuery } from '@kodesha/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toQueryString } from '@/lib/query-string';

/** The users list's filters: the domain's query, the defaults left out of the URL. */
export type AdminUserFilters = Partial<AdminUsersQuery>;

const order = ['search', 'role', 'license_status', 'page', 'per_page'] as const;

/**
 * `GET /api/admin/users` (rules §8.5): newest first, or oldest first when only pending
 * licences are asked for (rules §8.2), paged by the server.
 */
export const adminUserListQuery = (filters: AdminUserFilters) =>
  queryOptions({
    queryKey: queryKeys.admin.users(filters),
    queryFn: ({ signal }) =>
      apiRequest(`/admin/users${toQueryString(filters, order)}`, adminUserPage, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (filters: AdminUserFilters) => useQuery(adminUserListQuery(filters));
