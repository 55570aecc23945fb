import {
  minExperienceOptions,
  minRatingOptions,
  parseDriverListQuery,
  type DriverListQuery,
} from '@kodesha/domain';
import { toQueryString } from '@/lib/query-string';

/** What the drivers list shows, as its URL says (rules §2.6): the domain's list query. */
export type DriverSearch = Partial<Omit<DriverListQuery, 'per_page'>>;

/**
 * Reads the URL through the domain's list query; values it does not know are dropped
 * rather than sent.
 */
export function readDriverSearch(params: URLSearchParams): DriverSearch {
  const {
    per_page: _perPage,
    page,
    min_experience,
    min_rating,
    ...filters
  } = parseDriverListQuery(params);
  return {
    ...filters,
    // Only what the filters offer, so the list never filters by a value the select cannot show.
    min_experience: oneOf(minExperienceOptions, min_experience),
    min_rating: oneOf(minRatingOptions, min_rating),
    page: page > 1 ? page : undefined,
  };
}

const oneOf = (options: readonly number[], value: number | undefined) =>
  options.find((option) => option === value);

export const toDriverQueryString = (search: DriverSearch) =>
  toQueryString(search, [
    'search',
    'location',
    'specialty',
    'min_experience',
    'min_rating',
    'page',
  ]);
