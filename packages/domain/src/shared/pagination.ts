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
