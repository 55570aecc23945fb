import type { ChatThreadView, ChatView, MessageView, Page } from '@kodesha/domain';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { invalidate, queryKeys, stale } from '@/lib/query-keys';

// Every chat query lives under `chats` (`queryKeys.chats`), so a reconnect refreshes them
// all at once. The helpers here keep the caches current from what the user sends and what
// the live stream pushes, without waiting for a refetch.

/** Pages of a thread: the first holds the newest messages, each later one older ones. */
export type ChatThreadPages = InfiniteData<ChatThreadView, number | undefined>;
export type ChatListPages = InfiniteData<Page<ChatView>, number>;

const byNewest = (a: MessageView, b: MessageView) => b.id - a.id;

/** A thread's messages oldest first, each once (a reorder between page loads may repeat one). */
export function threadMessages(
  data: { pages: readonly ChatThreadView[] } | undefined,
): MessageView[] {
  const seen = new Map<number, MessageView>();
  for (const page of data?.pages ?? [])
    for (const message of page.messages) if (!seen.has(message.id)) seen.set(message.id, message);
  return [...seen.values()].sort((a, b) => a.id - b.id);
}

/** Adds a message to its thread, if that thread is cached and does not hold it already. */
export function addMessageToThread(queryClient: QueryClient, message: MessageView): void {
  queryClient.setQueryData<ChatThreadPages>(queryKeys.chats.thread(message.chat_id), (data) => {
    const [newest, ...older] = data?.pages ?? [];
    if (!data || !newest) return data;
    if (data.pages.some((page) => page.messages.some((known) => known.id === message.id)))
      return data;
    const messages = [message, ...newest.messages].sort(byNewest);
    const latest = messages[0] === message;
    return {
      ...data,
      pages: [
        {
          ...newest,
          messages,
          last_message: latest ? message : newest.last_message,
          last_message_at: latest ? message.created_at : newest.last_message_at,
        },
        ...older,
      ],
    };
  });
}

export type ChatRead = { chatId: number; readerId: number; upToId: number; readAt: string };

/**
 * `readerId` has read everything the other person sent in the chat up to `upToId`: their
 * messages show Read to the sender, and the reader's own unread count for it is 0.
 */
export function markThreadRead(
  queryClient: QueryClient,
  { chatId, readerId, upToId, readAt }: ChatRead,
  viewerId: number,
): void {
  queryClient.setQueryData<ChatThreadPages>(queryKeys.chats.thread(chatId), (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        unread_count: readerId === viewerId ? 0 : page.unread_count,
        messages: page.messages.map((message) =>
          message.sender_id !== readerId && message.id <= upToId && !message.is_read
            ? { ...message, is_read: true, read_at: readAt }
            : message,
        ),
      })),
    };
  });
  if (readerId === viewerId) setChatUnreadInLists(queryClient, chatId, 0);
}

/** Sets one chat's unread count wherever a conversation list holds it. */
export function setChatUnreadInLists(queryClient: QueryClient, chatId: number, count: number) {
  queryClient.setQueriesData<ChatListPages>({ queryKey: queryKeys.chats.list }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.map((chat) =>
              chat.id === chatId ? { ...chat, unread_count: count } : chat,
            ),
          })),
        }
      : data,
  );
}

/** Conversation lists and the owner's message centre re-read their order and previews. */
export function refreshChatLists(queryClient: QueryClient): void {
  void invalidate(queryClient, stale.afterChatActivity);
}

/** After a reconnect anything may have been missed: every chat query is fetched anew. */
export function refreshAllChats(queryClient: QueryClient): void {
  void invalidate(queryClient, stale.afterReconnect);
}
