import { z } from 'zod';

/** `?page=` from 1, `?per_page=` up to 100, default 20 (rules §9.8). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** A list's page plus its text search (up to 100 characters; blank means none). */
export const searchPageQuery = pageQuery.extend({
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((text) => text || undefined),
});

export type Page<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  /**
   * Present (true) when counting stopped at a cap: `total` is a lower bound, shown as
   * "1,000+" (rules §9.8). Lists that count exactly never send it.
   */
  total_capped?: true;
};

export function toPage<T>(rows: T[], total: number, query: PageQuery): Page<T> {
  return {
    data: rows,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    per_page: query.per_page,
    total,
  };
}

/**
 * How far a capped count goes for this page: the cap, or further when the page asked for
 * lies beyond it, so the page shown is always within the total (rules §9.8).
 */
export function countReach(query: PageQuery, cap: number): number {
  return Math.max(cap, query.page * query.per_page);
}

/**
 * A page whose total was counted only up to `countReach(query, cap) + 1` matches: `counted`
 * past the reach means there are more, so the total reads as the reach, marked as capped.
 */
export function toCappedPage<T>(
  rows: T[],
  counted: number,
  query: PageQuery,
  cap: number,
): Page<T> {
  const reach = countReach(query, cap);
  if (counted <= reach) return toPage(rows, counted, query);
  return { ...toPage(rows, reach, query), total_capped: true };
}
