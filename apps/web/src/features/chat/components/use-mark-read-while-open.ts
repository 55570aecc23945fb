import type { MessageView } from '@kodesha/domain';
import { useEffect, useRef } from 'react';
import { usePageVisible } from '@/lib/use-page-visible';
import { useMarkChatRead } from '../api/mark-chat-read';

/**
 * An open thread on screen is read: it is marked when it opens, and again whenever a new
 * message from the other person arrives while the tab is visible (or when it comes back
 * into view). Each unread message asks once, so a failed call does not loop.
 */
export function useMarkReadWhileOpen(
  chatId: number,
  messages: readonly MessageView[],
  viewerId: number,
): void {
  const visible = usePageVisible();
  const { mutate } = useMarkChatRead();
  const newestUnread = messages.findLast(
    (message) => message.sender_id !== viewerId && !message.is_read,
  )?.id;
  const asked = useRef(0);

  useEffect(() => {
    if (!visible || newestUnread === undefined || newestUnread <= asked.current) return;
    asked.current = newestUnread;
    mutate({ chatId, readerId: viewerId });
  }, [visible, newestUnread, chatId, viewerId, mutate]);
}
