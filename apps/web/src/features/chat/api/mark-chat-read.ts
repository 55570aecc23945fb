import { chatReadAnswer } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { markThreadRead, refreshChatLists } from './chat-cache';

export type MarkChatRead = { chatId: number; readerId: number };

/** `POST /api/messages/mark-as-read`: everything sent to the caller in the chat. */
export const markChatRead = ({ chatId }: MarkChatRead) =>
  apiRequest('/messages/mark-as-read', chatReadAnswer, {
    method: 'POST',
    body: { chat_id: chatId },
  }).then((body) => body.data);

export function useMarkChatRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markChatRead,
    onSuccess: (read, { chatId, readerId }) => {
      queryClient.setQueryData(queryKeys.chats.unread, read.unread_count);
      markThreadRead(
        queryClient,
        { chatId, readerId, upToId: Number.MAX_SAFE_INTEGER, readAt: new Date().toISOString() },
        readerId,
      );
      refreshChatLists(queryClient);
    },
  });
}
