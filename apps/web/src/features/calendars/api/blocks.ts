import {
  availabilityAnswer,
  calendarBlockAnswer,
  calendarBlockListAnswer,
  kigaliIso,
  type BookingItemType,
  type CalendarBlockBody,
} from '@kodesha/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, queryKeys, stale } from '@/lib/query-keys';

/** The car or driver whose calendar a provider or an admin keeps. */
export type CalendarItem = { type: BookingItemType; id: number };

const basePath = (item: CalendarItem) => `/${item.type}s/${item.id}`;

/**
 * `GET /api/{cars|drivers}/{id}/availability` over a week (rules §4.15): the same answer
 * (and key) as the listing page's week view, read here for the provider's calendar.
 */
export const weekAvailabilityQuery = (item: CalendarItem, week: { from: Date; until: Date }) =>
  queryOptions({
    queryKey: queryKeys.calendars.availability(
      item.type,
      item.id,
      week.from.toISOString(),
      week.until.toISOString(),
    ),
    queryFn: async ({ signal }) => {
      const stretch = `from=${encodeURIComponent(kigaliIso(week.from))}&until=${encodeURIComponent(kigaliIso(week.until))}`;
      const path = `${basePath(item)}/availability?${stretch}`;
      return (await apiRequest(path, availabilityAnswer, { signal })).data;
    },
  });

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
