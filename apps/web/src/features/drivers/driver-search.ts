import type { DriverListQuery } from '@kodesha/domain';
import { toQueryString } from '@/lib/query-string';

/** What the drivers list shows, as its URL says (rules §2.6): the domain's list query. */
export type DriverSearch = Partial<Omit<DriverListQuery, 'per_page'>>;

export const toDriverQueryString = (search: DriverSearch) =>
  toQueryString(search, [
    'search',
    'location',
    'specialty',
    'min_experience',
    'min_rating',
    'page',
  ]);
