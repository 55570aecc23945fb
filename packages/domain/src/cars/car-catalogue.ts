/** What kind of car it is (rules §2.1); the car list filters on it. */
export const carTypes = ['sedan', 'suv', 'truck', 'van', 'luxury', 'electric'] as const;
export type CarType = (typeof carTypes)[number];

/** Newest listings first by default; owners' prices either way. */
export const carSorts = ['newest', 'price_asc', 'price_desc'] as const;
export type CarSort = (typeof carSorts)[number];

/**
 * The price-per-hour bands of the car list's filter (rules §2.6). Bounds are inclusive,
 * as `min_price`/`max_price` are: a car at exactly RWF 5,000 is in the first two bands.
 */
export const priceBands = [
  { id: '0-5000', min: 0, max: 5000 },
  { id: '5000-10000', min: 5000, max: 10000 },
  { id: '10000-20000', min: 10000, max: 20000 },
  { id: '20000+', min: 20000, max: undefined },
] as const satisfies readonly { id: string; min: number; max: number | undefined }[];
export type PriceBand = (typeof priceBands)[number];

/** The band that `min_price`/`max_price` describe exactly, if any (the filter's selected option). */
export function priceBandOf(min?: number, max?: number): PriceBand | undefined {
  return priceBands.find((band) => band.min === min && band.max === max);
}

/** Car price per hour moves in steps of RWF 1,000 (rules §2.2). */
export const carPriceStep = 1000;
export const maxCarPricePerHour = 1_000_000;

/** The Year select offers the current year and the 29 before it (rules §2.2), newest first. */
export const carYearChoiceCount = 30;
export function carYearChoices(now: Date): number[] {
  const current = now.getFullYear();
  return Array.from({ length: carYearChoiceCount }, (_, index) => current - index);
}
export function isCarYearOffered(year: number, now: Date): boolean {
  const current = now.getFullYear();
  return year <= current && year > current - carYearChoiceCount;
}

/** At most this many photos per car; each is at most 5 MB (rules §2.3). */
export const maxCarImages = 10;
