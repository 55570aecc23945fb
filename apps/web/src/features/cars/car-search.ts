import {
  availabilityFilters,
  carSorts,
  carTypes,
  priceBandOf,
  priceBands,
  rwandaLocations,
  type AvailabilityFilter,
  type CarSort,
  type CarType,
  type RwandaLocation,
} from '@kodesha/domain';
import { toQueryString as queryString } from '@/lib/query-string';

/** What the car list shows, as its URL says (DESIGN §1.2: shareable, the back button works). */
export type CarSearch = {
  search?: string;
  location?: RwandaLocation;
  car_type?: CarType;
  min_price?: number;
  max_price?: number;
  availability?: AvailabilityFilter;
  sort?: CarSort;
  page?: number;
};

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  options.find((option) => option === value);

const wholeNumber = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,7}$/.test(value)) return undefined;
  return Number(value);
};

/** Reads the URL; values it does not know are ignored rather than sent (a hand-edited link). */
export function readCarSearch(params: URLSearchParams): CarSearch {
  const search = params.get('search')?.trim().slice(0, 100) || undefined;
  const page = wholeNumber(params.get('page'));
  const sort = oneOf(carSorts, params.get('sort'));
  return {
    search,
    location: oneOf(rwandaLocations, params.get('location')),
    car_type: oneOf(carTypes, params.get('car_type')),
    min_price: wholeNumber(params.get('min_price')),
    max_price: wholeNumber(params.get('max_price')),
    availability: oneOf(availabilityFilters, params.get('availability')),
    sort: sort === 'newest' ? undefined : sort,
    page: page && page > 1 ? page : undefined,
  };
}

/** The query string of a search, in a fixed order, without empty values. */
export const toQueryString = (search: CarSearch) =>
  queryString(search, [
    'search',
    'location',
    'car_type',
    'min_price',
    'max_price',
    'availability',
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
