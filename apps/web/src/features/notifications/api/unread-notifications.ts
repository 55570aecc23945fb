import { unreadNotificationsAnswer } from '@kodesha/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';

/**
 * `GET /api/notifications/unread-count`; the live stream's `notification` events make it
 * stale (app/layout/use-live-updates.ts), so it follows as they come.
 */
export const unreadNotificationsQuery = queryOptions({
  queryKey: queryKeys.notifications.unread,
  queryFn: ({ signal }) =>
    apiRequest('/notifications/unread-count', unreadNotificationsAnswer, {
      signal,
      redirectOnExpiry: false,
    }).then((body) => body.count),
});

/** The signed-in person's unread notifications (0 when signed out or not known yet). */
export function useUnreadNotifications(): number {
  const session = useSession();
  // A temporary password opens nothing but its own change (rules §8.5).
  const signedIn = Boolean(session) && !session?.user.must_change_password;
  const query = useQuery({ ...unreadNotificationsQuery, enabled: signedIn });
  return signedIn ? (query.data ?? 0) : 0;
}
