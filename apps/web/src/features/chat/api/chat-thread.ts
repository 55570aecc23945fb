import { chatThreadAnswer } from '@kodesha/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * `GET /api/chats/{id}`: the newest messages first; each older page asks for the messages
 * `before` the oldest one shown. The live stream adds new ones to the cache as they come.
 */
export const chatThreadQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.chats.thread(id),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `/chats/${id}${pageParam === undefined ? '' : `?before=${pageParam}`}`,
        chatThreadAnswer,
        { signal },
      ).then((body) => body.data),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.has_older ? last.messages.at(-1)?.id : undefined),
  });

export const useChatThread = (id: number) =>
  useInfiniteQuery({ ...chatThreadQuery(id), enabled: id > 0 });
