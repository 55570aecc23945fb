import { startChatAnswer, type StartChatInput } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshChatLists } from './chat-cache';

/**
 * `POST /api/chats`: opens the chat with a listing's owner or driver, or gives back the one
 * the same two people already have about it (rules §5.1).
 */
export const startChat = (input: StartChatInput) =>
  apiRequest('/chats', startChatAnswer, {
    method: 'POST',
    body: input,
  }).then((body) => body.data);

export function useStartChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startChat,
    onSuccess: () => refreshChatLists(queryClient),
  });
}
