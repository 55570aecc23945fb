import type { DriverListQuery } from '@kodesha/domain';
import { toQueryString } from '@/lib/query-string';

/** What the drivers list shows, as its URL says (rules §2.6): the domain's list query. */
export type DriverSearch = Partial<Omit<DriverListQuery, 'per_page'>>;

/**
 * The query string of a search, in a fixed order, without empty values; Instant Book only
 * as `instant_book=1` (rules §4.16), a window as `from` and `until` (rules §4.14).
 */
export const toDriverQueryString = (search: DriverSearch) =>
  toQueryString({ ...search, instant_book: search.instant_book ? 1 : undefined }, [
    'search',
    'location',
    'specialty',
    'min_experience',
    'min_rating',
    'instant_book',
    'from',
    'until',
    'page',
  ]);
