import { readListQuery } from '@kodesha/domain';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { useSearchChange } from './use-search-change';

/** What a list's query schema reads, as the screen holds it: no page size, page 1 left out. */
export type ListFilters<S extends z.ZodType> = Omit<z.output<S>, 'page' | 'per_page'> & {
  page?: number;
};

/**
 * A change of filters: each as its value or as the text of a select; the URL holds text
 * anyway, and reading it back checks it.
 */
export type FilterChange<S extends z.ZodType> = Partial<
  Record<keyof ListFilters<S>, string | number | undefined>
>;

/**
 * A list's filters, in the URL so Back and shared links keep them (rules §9.1), beside
 * whatever else it holds (the `tab` of `/admin`), read leniently through the list's own
 * query schema: a hand-edited value falls back to its default instead of failing. Any
 * change but the page itself goes back to the first page.
 */
export function useListFilters<S extends z.ZodType<{ page: number; per_page: number }>>(
  schema: S,
): [ListFilters<S>, (change: FilterChange<S>) => void] {
  const [params, changeSearch] = useSearchChange();
  const { page, per_page: _perPage, ...rest } = readListQuery(schema, params) as z.output<S>;
  const filters = { ...rest, page: page > 1 ? page : undefined } as ListFilters<S>;
  const change = (next: FilterChange<S>) =>
    changeSearch((current) => {
      const merged = new URLSearchParams(current);
      const values: Record<string, unknown> = {
        ...next,
        page: 'page' in next ? next.page : undefined,
      };
      for (const [key, value] of Object.entries(values)) {
        if (value === undefined || value === '' || (key === 'page' && value === 1))
          merged.delete(key);
        else merged.set(key, String(value));
      }
      return merged;
    });
  return [filters, change];
}

/**
 * A write that empties the last page of a list (the last car deleted, the last licence
 * decided) leaves the screen on a page past the end: it steps back to the last one that
 * has rows, once the list's own answer (not the page shown meanwhile) says how many.
 */
export function useStayOnAPageWithRows(
  page: number | undefined,
  list: { data?: { last_page: number }; isPlaceholderData: boolean },
  onPage: (page: number) => void,
): void {
  const lastPage = list.data?.last_page;
  const current = page ?? 1;
  const stale = list.isPlaceholderData;
  useEffect(() => {
    if (lastPage !== undefined && !stale && current > lastPage) onPage(lastPage);
    // `onPage` is made anew on every render; the pages are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, lastPage, stale]);
}

/** The rows whose save is under way (a status switch waits for its answer), by id. */
export function useBusyIds(): [ReadonlySet<number>, (id: number, busy: boolean) => void] {
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  const setBusy = (id: number, busy: boolean) =>
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });
  return [busyIds, setBusy];
}
