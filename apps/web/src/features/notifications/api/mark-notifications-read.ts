import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `POST /api/notifications/{id}/read` → 204. */
export const markNotificationRead = (id: number) =>
  apiRequest(`/notifications/${id}/read`, null, { method: 'POST' });

/** `POST /api/notifications/read-all` → 204. */
export const markAllNotificationsRead = () =>
  apiRequest('/notifications/read-all', null, { method: 'POST' });

/**
 * Marks one notification read. The list and the header's count refresh when it settles,
 * even after the screen has moved on to where the notification led.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.setQueryData(queryKeys.notifications.unread, 0),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}
