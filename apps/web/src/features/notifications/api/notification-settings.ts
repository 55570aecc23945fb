import { notificationSettingsAnswer, type NotificationSettings } from '@kodesha/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/me/notification-settings`: whether SMS and email may reach the person. */
export const notificationSettingsQuery = queryOptions({
  queryKey: queryKeys.notifications.settings,
  queryFn: ({ signal }) =>
    apiRequest('/me/notification-settings', notificationSettingsAnswer, { signal }).then(
      (body) => body.data,
    ),
});

export const useNotificationSettings = () => useQuery(notificationSettingsQuery);

/**
 * `PUT /api/me/notification-settings` with the one setting changed (the API takes any
 * subset). The switch moves at once; a refusal puts it back.
 */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  const key = queryKeys.notifications.settings;
  return useMutation({
    mutationFn: (change: Partial<NotificationSettings>) =>
      apiRequest('/me/notification-settings', notificationSettingsAnswer, {
        method: 'PUT',
        body: change,
      }).then((body) => body.data),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationSettings>(key);
      if (before) queryClient.setQueryData<NotificationSettings>(key, { ...before, ...change });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
