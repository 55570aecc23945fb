import type { AdminInboundSmsView, adminNotificationQuery, Page } from '@kodesha/domain';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toQueryString } from '@/lib/query-string';
import type { ListFilters } from '@/lib/use-list-filters';
import type { OutboxRowView } from './notification-views';

/** The outbox's filters as the URL holds them; a default is left out. */
export type OutboxFilters = ListFilters<typeof adminNotificationQuery>;

const order = ['status', 'channel', 'type', 'user_id', 'page'] as const;

/** `GET /api/admin/notifications`: the outbox, newest first. */
export const outboxQuery = (filters: OutboxFilters) =>
  queryOptions({
    queryKey: queryKeys.admin.notifications(filters),
    queryFn: ({ signal }) =>
      apiRequest<Page<OutboxRowView>>(`/admin/notifications${toQueryString(filters, order)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useOutbox = (filters: OutboxFilters) => useQuery(outboxQuery(filters));

/** `POST /api/admin/notifications/{id}/resend`: a failed or unknown send goes out again (audited). */
export function useResendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<unknown>(`/admin/notifications/${id}/resend`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

/** `GET /api/admin/notifications/inbound` (rules §10.10): SMS received, newest first. */
export const inboundSmsQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.admin.notifications({ inbound: page }),
    queryFn: ({ signal }) =>
      apiRequest<Page<AdminInboundSmsView>>(
        `/admin/notifications/inbound${toQueryString({ page: page > 1 ? page : undefined }, ['page'])}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useInboundSms = (page: number) => useQuery(inboundSmsQuery(page));
