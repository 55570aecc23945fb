import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './api-client';
import { toQueryString } from './query-string';

/**
 * An admin list (rules §8.9–8.11 and rules §10.8): the page the address's filters name, parsed by
 * the call's answer schema (record 29); the page shown stays while the next one loads.
 * `order` is the filters' order in the address, a default left out.
 */
export function adminListQuery<S extends z.ZodType, F extends object>(
  list: { key: QueryKey; path: string; answer: S; order: readonly (keyof F)[] },
  filters: F,
) {
  return queryOptions({
    queryKey: list.key,
    queryFn: ({ signal }) =>
      apiRequest(`${list.path}${toQueryString(filters, list.order)}`, list.answer, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The record an admin's details window shows, as it is now; the row it was opened from
 * shows meanwhile. Its key sits under `admin`, so every admin write, a refused one
 * included, fetches it again: after a 409 the window shows what the other admin did even
 * when the record has left the filtered list (rules §8.10, §8.11).
 */
export function useAdminRecord<T extends { id: number }>(
  row: T | undefined,
  record: {
    key: (id: number) => QueryKey;
    path: (id: number) => string;
    answer: z.ZodType<{ data: T }>;
  },
) {
  const id = row?.id ?? 0;
  return useQuery<T, Error, T, QueryKey>({
    queryKey: record.key(id),
    queryFn: ({ signal }) =>
      apiRequest(record.path(id), record.answer, { signal }).then((body) => body.data),
    enabled: row !== undefined,
    // A record is never a function, which TanStack's placeholder guard cannot see through T.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- the guard's own spelling
    placeholderData: row as (T extends Function ? never : T) | undefined,
  });
}
