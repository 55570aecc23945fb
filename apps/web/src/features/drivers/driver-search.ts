import {
  minExperienceOptions,
  minRatingOptions,
  rwandaLocations,
  specialties,
  type RwandaLocation,
  type Specialty,
} from '@kodesha/domain';
import { toQueryString } from '@/lib/query-string';

/** What the drivers list shows, as its URL says (DESIGN §1.2). */
export type DriverSearch = {
  search?: string;
  location?: RwandaLocation;
  specialty?: Specialty;
  min_experience?: number;
  min_rating?: number;
  page?: number;
};

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  options.find((option) => option === value);
const numberOf = (options: readonly number[], value: string | null) =>
  options.find((option) => String(option) === value);

/** Reads the URL; values it does not know are ignored rather than sent. */
export function readDriverSearch(params: URLSearchParams): DriverSearch {
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim().slice(0, 100) || undefined,
    location: oneOf(rwandaLocations, params.get('location')),
    specialty: oneOf(specialties, params.get('specialty')),
    min_experience: numberOf(minExperienceOptions, params.get('min_experience')),
    min_rating: numberOf(minRatingOptions, params.get('min_rating')),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
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
