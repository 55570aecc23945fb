import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * `GET /api/support-contact`: the team's phone when the server has one (`SUPPORT_PHONE`),
 * else null. It changes only with the server's configuration, so it is read once.
 */
export const useSupportContact = () =>
  useQuery({
    queryKey: queryKeys.supportContact,
    queryFn: ({ signal }) => apiRequest<{ phone: string | null }>('/support-contact', { signal }),
    staleTime: Infinity,
  });
