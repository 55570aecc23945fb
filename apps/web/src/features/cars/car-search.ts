import { priceBandOf, priceBands, type CarListQuery } from '@kodesha/domain';
import { toQueryString as queryString } from '@/lib/query-string';

/**
 * What the car list shows, as its URL says (rules §2.6: shareable, the back button works):
 * the domain's list query, without what goes without saying (page 1, newest first).
 */
export type CarSearch = Partial<Omit<CarListQuery, 'per_page'>>;

/**
 * The query string of a search, in a fixed order, without empty values; Instant Book only
 * as `instant_book=1` (rules §4.16).
 */
export const toQueryString = (search: CarSearch) =>
  queryString({ ...search, instant_book: search.instant_book ? 1 : undefined }, [
    'search',
    'location',
    'car_type',
    'min_price',
    'max_price',
    'availability',
    'instant_book',
    'from',
    'until',
    'sort',
    'page',
  ]);

/** A filter changed: back to page 1. */
export function withFilter(search: CarSearch, change: Partial<CarSearch>): CarSearch {
  return { ...search, ...change, page: undefined };
}

export function hasFilters(search: CarSearch): boolean {
  return Object.entries(search).some(
    ([key, value]) => key !== 'sort' && key !== 'page' && value !== undefined,
  );
}

/** The price band select's value for a search (`''` for any, `custom` for other bounds). */
export function priceBandValue(search: CarSearch): string {
  if (search.min_price === undefined && search.max_price === undefined) return '';
  return priceBandOf(search.min_price, search.max_price)?.id ?? 'custom';
}

export function priceBandRange(id: string): Pick<CarSearch, 'min_price' | 'max_price'> {
  const band = priceBands.find((candidate) => candidate.id === id);
  return { min_price: band?.min, max_price: band?.max };
}
