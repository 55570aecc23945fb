import { parseDriverListQuery, type DriverListQuery } from '@kodesha/domain';
import { toQueryString } from '@/lib/query-string';

/** What the drivers list shows, as its URL says (rules §2.6): the domain's list query. */
export type DriverSearch = Partial<Omit<DriverListQuery, 'per_page'>>;

/**
 * Reads the URL through the domain's list query; values it does not know are dropped
 * rather than sent.
 */
export function readDriverSearch(params: URLSearchParams): DriverSearch {
  const { per_page: _perPage, page, ...filters } = parseDriverListQuery(params);
  return { ...filters, page: page > 1 ? page : undefined };
}

export const toDriverQueryString = (search: DriverSearch) =>
  toQueryString(search, [
    'search',
    'location',
    'specialty',
    'min_experience',
    'min_rating',
    'page',
  ]);
