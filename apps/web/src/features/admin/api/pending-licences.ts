import type { Page } from '@kodesha/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { SessionUser } from '@/lib/session';

export const pendingLicencesQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'users', { license_status: 'pending', page }],
    queryFn: () =>
      apiRequest<Page<SessionUser>>(`/admin/users?license_status=pending&page=${page}&per_page=10`),
    placeholderData: keepPreviousData,
  });

export const usePendingLicences = (page: number) => useQuery(pendingLicencesQuery(page));
