import { minExperienceOptions, minRatingOptions, parseDriverListQuery } from '@kodesha/domain';
import type { DriverSearch } from './driver-search';

// Apart from driver-search.ts: parsing goes through the domain's zod schema, which the home
// page (it only writes a search's query string) must not download (rules §9.16).

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
    instant_book,
    ...filters
  } = parseDriverListQuery(params);
  return {
    ...filters,
    instant_book: instant_book || undefined,
    // Only what the filters offer, so the list never filters by a value the select cannot show.
    min_experience: oneOf(minExperienceOptions, min_experience),
    min_rating: oneOf(minRatingOptions, min_rating),
    page: page > 1 ? page : undefined,
  };
}

const oneOf = (options: readonly number[], value: number | undefined) =>
  options.find((option) => option === value);
