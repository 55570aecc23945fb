import {
  calendarBlockAnswer,
  calendarBlockListAnswer,
  type CalendarBlockBody,
} from '@kodesha/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CalendarItem } from '@/lib/calendar-availability';
import { invalidate, queryKeys, stale } from '@/lib/query-keys';

export type { CalendarItem };

const basePath = (item: CalendarItem) => `/${item.type}s/${item.id}`;

/** `GET …/blocks`: the blocks still to end, soonest first, notes and all. */
export const blocksQuery = (item: CalendarItem) =>
  queryOptions({
    queryKey: queryKeys.calendars.blocks(item.type, item.id),
    queryFn: async ({ signal }) =>
      (await apiRequest(`${basePath(item)}/blocks`, calendarBlockListAnswer, { signal })).data,
  });

export const useBlocks = (item: CalendarItem) => useQuery(blocksQuery(item));

/** `POST …/blocks` (rules §4.15): 409 over a confirmed booking, 422 by field. */
export const addBlock = (item: CalendarItem, body: CalendarBlockBody) =>
  apiRequest(`${basePath(item)}/blocks`, calendarBlockAnswer, { method: 'POST', body });

/** `DELETE …/blocks/{block_id}`: the time is free again. */
export const freeBlock = (item: CalendarItem, blockId: number) =>
  apiRequest(`${basePath(item)}/blocks/${blockId}`, null, { method: 'DELETE' });

export function useAddBlock(item: CalendarItem) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CalendarBlockBody) => addBlock(item, body),
    onSuccess: () => invalidate(queryClient, stale.afterBlockChange),
  });
}

export function useFreeBlock(item: CalendarItem) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blockId: number) => freeBlock(item, blockId),
    onSuccess: () => invalidate(queryClient, stale.afterBlockChange),
  });
}
