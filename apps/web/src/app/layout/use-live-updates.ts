import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';
import {
  addMessageToThread,
  markThreadRead,
  refreshAllChats,
  refreshChatLists,
} from '@/features/chat/api/chat-cache';
import { connectLiveEvents } from '@/lib/live-events';

/**
 * The live stream for the signed-in user (lib/live-events.ts), mounted once in the app shell (one connection per
 * tab): new messages join their open thread, read receipts turn ticks to Read, the unread
 * badge follows the server's count, a notification refreshes the Notifications count. Signing out or in as someone else reconnects.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const session = useSession();
  // A temporary password opens nothing but its own change (rules §8.5): no stream until then.
  const token = session?.user.must_change_password ? undefined : session?.token;
  const viewerId = session?.user.id;

  useEffect(() => {
    if (!token || viewerId === undefined || typeof EventSource === 'undefined') return;
    return connectLiveEvents({
      onConnected: () => refreshAllChats(queryClient),
      onMessage: ({ message }) => {
        addMessageToThread(queryClient, message);
        refreshChatLists(queryClient);
      },
      onRead: (event) => {
        markThreadRead(
          queryClient,
          {
            chatId: event.chat_id,
            readerId: event.reader_id,
            upToId: event.up_to_id,
            readAt: event.read_at,
          },
          viewerId,
        );
        if (event.reader_id === viewerId) refreshChatLists(queryClient);
      },
      onUnread: ({ count }) => queryClient.setQueryData(queryKeys.chats.unread, count),
      // The header's Notifications count and the /notifications list follow.
      onNotification: (unread) => {
        queryClient.setQueryData(queryKeys.notifications.unread, unread);
        void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.lists });
      },
    });
  }, [queryClient, token, viewerId]);
}
