import { parseCarListQuery } from '@kodesha/domain';
import type { CarSearch } from './car-search';

// Apart from car-search.ts: parsing goes through the domain's zod schema, which the home
// page (it only writes a search's query string) must not download (rules §9.16).

/**
 * Reads the URL through the domain's list query; values it does not know are dropped
 * rather than sent (a hand-edited link).
 */
export function readCarSearch(params: URLSearchParams): CarSearch {
  const { per_page: _perPage, page, sort, instant_book, ...filters } = parseCarListQuery(params);
  return {
    ...filters,
    instant_book: instant_book || undefined,
    sort: sort === 'newest' ? undefined : sort,
    page: page > 1 ? page : undefined,
  };
}
