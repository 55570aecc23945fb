import { notificationListAnswer } from '@kodesha/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toQueryString } from '@/lib/query-string';

export type NotificationFilters = { page?: number };

/** `GET /api/notifications`: the signed-in person's notifications, newest first, a page at a time. */
export const notificationsQuery = (filters: NotificationFilters) =>
  queryOptions({
    queryKey: queryKeys.notifications.list(filters),
    queryFn: ({ signal }) =>
      apiRequest(`/notifications${toQueryString(filters, ['page'])}`, notificationListAnswer, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useNotifications = (filters: NotificationFilters) =>
  useQuery(notificationsQuery(filters));
