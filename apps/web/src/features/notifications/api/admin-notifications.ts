import {
  inboundSmsAnswer,
  outboxAnswer,
  resendAnswer,
  type adminNotificationQuery,
} from '@kodesha/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminListQuery } from '@/lib/admin-list';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ListFilters } from '@/lib/use-list-filters';

/** The outbox's filters as the URL holds them; a default is left out. */
export type OutboxFilters = ListFilters<typeof adminNotificationQuery>;

const order = ['status', 'channel', 'type', 'user_id', 'page'] as const;

/** `GET /api/admin/notifications`: the outbox, newest first. */
export const outboxQuery = (filters: OutboxFilters) =>
  adminListQuery(
    {
      key: queryKeys.admin.notifications(filters),
      path: '/admin/notifications',
      answer: outboxAnswer,
      order,
    },
    filters,
  );

export const useOutbox = (filters: OutboxFilters) => useQuery(outboxQuery(filters));

/** `POST /api/admin/notifications/{id}/resend`: a failed or unknown send goes out again (audited). */
export function useResendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/admin/notifications/${id}/resend`, resendAnswer, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

/** `GET /api/admin/notifications/inbound` (rules §10.10): SMS received, newest first. */
export const inboundSmsQuery = (page: number) =>
  adminListQuery(
    {
      key: queryKeys.admin.notifications({ inbound: page }),
      path: '/admin/notifications/inbound',
      answer: inboundSmsAnswer,
      order: ['page'],
    },
    { page: page > 1 ? page : undefined },
  );

export const useInboundSms = (page: number) => useQuery(inboundSmsQuery(page));
