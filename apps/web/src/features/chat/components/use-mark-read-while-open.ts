import type { MessageView } from '@kodesha/domain';
import { useEffect, useRef } from 'react';
import { usePageVisible } from '@/lib/use-page-visible';
import { useMarkChatRead } from '../api/mark-chat-read';

/**
 * An open thread on screen is read: it is marked when it opens, and again whenever a new
 * message from the other person arrives while the tab is visible (or when it comes back
 * into view). `unreadCount` is the server's count for the chat: unread messages may sit
 * further back than the page on screen. Each unread message asks once, so a failed call
 * does not loop.
 */
export function useMarkReadWhileOpen(
  chatId: number,
  messages: readonly MessageView[],
  unreadCount: number,
  viewerId: number,
): void {
  const visible = usePageVisible();
  const { mutate } = useMarkChatRead();
  const newestUnread =
    messages.findLast((message) => message.sender_id !== viewerId && !message.is_read)?.id ??
    (unreadCount > 0 ? (messages.at(-1)?.id ?? 0) : undefined);
  const asked = useRef(0);

  useEffect(() => {
    if (!visible || newestUnread === undefined || newestUnread <= asked.current) return;
    asked.current = newestUnread;
    mutate({ chatId, readerId: viewerId });
  }, [visible, newestUnread, chatId, viewerId, mutate]);
}
