import { chatListAnswer, type ChatListAnswer, type ChatView } from '@kodesha/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const perPage = 20;

/** `GET /api/chats`: the caller's conversations, newest activity first, page by page. */
export const chatListQuery = infiniteQueryOptions({
  queryKey: queryKeys.chats.list,
  queryFn: ({ pageParam, signal }) =>
    apiRequest(`/chats?page=${pageParam}&per_page=${perPage}`, chatListAnswer, { signal }),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : null),
});

export const useChats = () => useInfiniteQuery(chatListQuery);

/** The loaded conversations in order, each once (new activity may move one between pages). */
export function loadedChats(data: { pages: readonly ChatListAnswer[] } | undefined): ChatView[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap((page) =>
    page.data.filter((chat) => !seen.has(chat.id) && seen.add(chat.id)),
  );
}
