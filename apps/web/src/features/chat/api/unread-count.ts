import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { unreadCountKey } from './chat-cache';

/** `GET /api/unread-messages-count`; the live stream's `unread` events keep it current. */
export const fetchUnreadCount = (signal?: AbortSignal) =>
  apiRequest<{ data: { count: number } }>('/unread-messages-count', {
    signal,
    redirectOnExpiry: false,
  }).then((body) => body.data.count);

/** The signed-in user's unread messages (0 when signed out or not known yet). */
export function useUnreadCount(): number {
  const signedIn = Boolean(useSession());
  const query = useQuery({
    queryKey: unreadCountKey,
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled: signedIn,
  });
  return signedIn ? (query.data ?? 0) : 0;
}
