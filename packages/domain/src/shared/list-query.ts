import type { z } from 'zod';

/** A URL's query: `URLSearchParams` (or any list of pairs), or `Object.fromEntries` of one. */
export type QueryParams = Iterable<readonly [string, string]> | Record<string, unknown>;

const isPairs = (params: QueryParams): params is Iterable<readonly [string, string]> =>
  typeof (params as Partial<Iterable<unknown>>)[Symbol.iterator] === 'function';

/** The free-text search: cut to its longest rather than dropped, as a person typed it. */
const searchMaxLength = 100;
/** What a number in a link looks like: digits, perhaps with a decimal part. */
const plainNumber = /^\d+(\.\d+)?$/;

/**
 * A link's values as the schema should see them: blanks are no value (a schema that coerces
 * would read '' as 0), the search is trimmed and cut to its length, and text that only
 * coerces to a number by accident ('0x10', '1e3', ' 5') is no value either.
 */
function urlValues(values: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(values)) {
    if (typeof raw !== 'string') {
      kept[key] = raw;
      continue;
    }
    const value = key === 'search' ? raw.trim().slice(0, searchMaxLength) : raw;
    if (value.trim() === '') continue;
    if (key !== 'search' && !plainNumber.test(value) && Number.isFinite(Number(value))) continue;
    kept[key] = value;
  }
  return kept;
}

/**
 * Reads a list's filters from a URL with the list's own query schema, leniently: a value
 * the schema refuses (a hand-edited link, an old bookmark) is dropped, so that filter falls
 * back to its default instead of failing the whole page. The API itself stays strict (422).
 */
export function readListQuery<S extends z.ZodType>(schema: S, params: QueryParams): z.output<S> {
  let input = urlValues(isPairs(params) ? Object.fromEntries(params) : { ...params });
  // Each round drops at least one field, so this ends.
  for (;;) {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    const refused = new Set(result.error.issues.map((issue) => issue.path[0]));
    // A searched window is read whole or not at all (its issue is under `from`).
    if (refused.has('from')) refused.add('until');
    const kept = Object.entries(input).filter(([key]) => !refused.has(key));
    if (kept.length === Object.keys(input).length) return schema.parse({});
    input = Object.fromEntries(kept);
  }
}
