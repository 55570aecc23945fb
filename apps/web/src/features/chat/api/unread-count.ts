import { unreadMessagesAnswer } from '@kodesha/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/unread-messages-count`; the live stream's `unread` events keep it current. */
export const fetchUnreadCount = (signal?: AbortSignal) =>
  apiRequest('/unread-messages-count', unreadMessagesAnswer, {
    signal,
    redirectOnExpiry: false,
  }).then((body) => body.data.count);

export const unreadCountQuery = queryOptions({
  queryKey: queryKeys.chats.unread,
  queryFn: ({ signal }) => fetchUnreadCount(signal),
});

/** The signed-in user's unread messages (0 when signed out or not known yet). */
export function useUnreadCount(): number {
  const session = useSession();
  // A temporary password opens nothing but its own change (rules §8.5).
  const signedIn = Boolean(session) && !session?.user.must_change_password;
  const query = useQuery({ ...unreadCountQuery, enabled: signedIn });
  return signedIn ? (query.data ?? 0) : 0;
}
