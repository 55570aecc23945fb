import type { z } from 'zod';

/** A URL's query: `URLSearchParams` (or any list of pairs), or `Object.fromEntries` of one. */
export type QueryParams = Iterable<readonly [string, string]> | Record<string, unknown>;

const isPairs = (params: QueryParams): params is Iterable<readonly [string, string]> =>
  typeof (params as Partial<Iterable<unknown>>)[Symbol.iterator] === 'function';

/**
 * Reads a list's filters from a URL with the list's own query schema, leniently: a value
 * the schema refuses (a hand-edited link, an old bookmark) is dropped, so that filter falls
 * back to its default instead of failing the whole page. The API itself stays strict (422).
 */
export function readListQuery<S extends z.ZodType>(schema: S, params: QueryParams): z.output<S> {
  let input: Record<string, unknown> = isPairs(params) ? Object.fromEntries(params) : { ...params };
  // Each round drops at least one field, so this ends.
  for (;;) {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    const refused = new Set(result.error.issues.map((issue) => issue.path[0]));
    const kept = Object.entries(input).filter(([key]) => !refused.has(key));
    if (kept.length === Object.keys(input).length) return schema.parse({});
    input = Object.fromEntries(kept);
  }
}
