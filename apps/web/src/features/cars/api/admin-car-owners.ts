import { adminUserPage } from '@kodesha/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toQueryString } from '@/lib/query-string';

/** How many owners the car form's owner choice lists at once; a search narrows them. */
export const ownerChoiceCount = 10;

export const adminCarOwnersQuery = (search: string) =>
  queryOptions({
    queryKey: queryKeys.admin.owners(search),
    queryFn: ({ signal }) =>
      apiRequest(
        `/admin/users${toQueryString(
          { role: 'owner', search: search.trim(), per_page: ownerChoiceCount },
          ['role', 'search', 'per_page'],
        )}`,
        adminUserPage,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** `GET /api/admin/users?role=owner&search=`: the owner accounts a car can be listed for. */
export const useAdminCarOwners = (search: string) => useQuery(adminCarOwnersQuery(search));
