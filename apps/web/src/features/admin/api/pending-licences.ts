import type { Page, UserView } from '@kodesha/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const pendingLicencesQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.users({ license_status: 'pending', page }),
    queryFn: () =>
      apiRequest<Page<UserView>>(`/admin/users?license_status=pending&page=${page}&per_page=10`),
    placeholderData: keepPreviousData,
  });

export const usePendingLicences = (page: number) => useQuery(pendingLicencesQuery(page));
