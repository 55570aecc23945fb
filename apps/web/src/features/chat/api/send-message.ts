import { sentMessageAnswer, type SendMessageInput } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { addMessageToThread, refreshChatLists } from './chat-cache';

/** `POST /api/messages`: the server trims and checks the text again. */
export const sendMessage = (input: SendMessageInput) =>
  apiRequest('/messages', sentMessageAnswer, { method: 'POST', body: input }).then(
    (body) => body.data,
  );

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      // The live stream pushes it too; the thread keeps one copy.
      addMessageToThread(queryClient, message);
      refreshChatLists(queryClient);
    },
  });
}
