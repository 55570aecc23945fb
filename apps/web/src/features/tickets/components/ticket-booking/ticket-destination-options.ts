import {
  citiesOf,
  countriesFor,
  eastAfricanCities,
  eastAfricanCountries,
  isKnownDestination,
  worldwideCountries,
  type EastAfricanCountryCode,
  type TicketType,
} from '@kodesha/domain';

/** A country in a select: its ISO code and its English name. */
export type CountryOption = { code: string; name: string };

/** A destination the screen offers in one tap (rules §6.2): a country and its first city. */
export type PopularDestination = { code: EastAfricanCountryCode; country: string; city: string };

const eastAfricanCodes = Object.keys(eastAfricanCountries) as EastAfricanCountryCode[];

/**
 * rules §6.2: the Popular Destinations are the bus countries in the catalogue's order,
 * each with its first city (Uganda – Kampala, Kenya – Nairobi…), not a list of their own.
 */
export const popularDestinations: readonly PopularDestination[] = eastAfricanCodes.map((code) => ({
  code,
  country: eastAfricanCountries[code],
  city: eastAfricanCities[code][0],
}));

/** How many countries a bus reaches, counted from the catalogue: the hero's '9 Countries'. */
export const busCountryCount = eastAfricanCodes.length;

const busCountries: readonly CountryOption[] = eastAfricanCodes.map((code) => ({
  code,
  name: eastAfricanCountries[code],
}));
// Sorted once, on first use: 249 names, and a bus-only visitor never needs them.
let flightCountries: readonly CountryOption[] | undefined;

/**
 * The To (Country) choices (rules §6.2): the East African countries in the
 * catalogue's order for a bus, every country sorted by name for a flight.
 */
export function countryOptions(ticketType: TicketType): readonly CountryOption[] {
  if (ticketType === 'bus') return busCountries;
  flightCountries ??= Object.entries(worldwideCountries)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return flightCountries;
}

/** Whether a ticket of this type may go to this country (rules §6.3). */
export const offersCountry = (ticketType: TicketType, code: string): boolean =>
  Object.hasOwn(countriesFor(ticketType), code);

/** The To (City) choices for a country; none until a country is chosen. */
export const cityOptions = (ticketType: TicketType, code: string): readonly string[] =>
  code ? citiesOf(ticketType, code) : [];

/**
 * What is left of a destination when the ticket type changes (rules §6.2): a country the
 * new type does not offer goes with its city; a city the new type does not reach in that
 * country goes alone (a bus reaches Busia in Kenya, a flight does not).
 */
export function destinationFor(
  ticketType: TicketType,
  destination: { country: string; city: string },
): { country: string; city: string } {
  const { country, city } = destination;
  if (!country || !offersCountry(ticketType, country)) return { country: '', city: '' };
  return { country, city: city && isKnownDestination(ticketType, country, city) ? city : '' };
}
