import { describe, expect, it } from 'vitest';
import { messages } from '../shared/messages.js';
import { messagesFr } from '../shared/messages-fr.js';
import { messagesRw } from '../shared/messages-rw.js';
import { ticketRequestProblem } from './ticket.schemas.js';
import {
  citiesOf,
  countriesFor,
  countryName,
  eastAfricanCities,
  eastAfricanCountries,
  isKnownDestination,
  worldwideCities,
  worldwideCountries,
} from './ticket-destinations.js';

const worldwide: Readonly<Record<string, string>> = worldwideCountries;
const worldwideCityLists: Readonly<Record<string, readonly string[]>> = worldwideCities;
const eastAfrica: Readonly<Record<string, string>> = eastAfricanCountries;
const eastAfricanCityLists: Readonly<Record<string, readonly string[]>> = eastAfricanCities;

/** rules §6.2's popular destinations, one per East African country, in the screen's order. */
const popularDestinations = [
  ['UG', 'Uganda', 'Kampala'],
  ['KE', 'Kenya', 'Nairobi'],
  ['TZ', 'Tanzania', 'Dar es Salaam'],
  ['BI', 'Burundi', 'Bujumbura'],
  ['CD', 'Democratic Republic of the Congo', 'Goma'],
  ['SS', 'South Sudan', 'Juba'],
  ['ET', 'Ethiopia', 'Addis Ababa'],
  ['SO', 'Somalia', 'Mogadishu'],
  ['DJ', 'Djibouti', 'Djibouti City'],
] as const;

/**
 * The capitals a coach reaches (Burundi's has been Gitega since 2019; Tanzania's is Dodoma).
 * DR Congo's, Kinshasa, is across the continent: coaches go to Goma and Bukavu only.
 */
const eastAfricanCapitals = {
  UG: 'Kampala',
  KE: 'Nairobi',
  TZ: 'Dodoma',
  BI: 'Gitega',
  SS: 'Juba',
  ET: 'Addis Ababa',
  SO: 'Mogadishu',
  DJ: 'Djibouti City',
} as const;

describe('the worldwide catalogue (rules §6.4)', () => {
  it('names every officially assigned ISO 3166-1 alpha-2 code, in code order', () => {
    const codes = Object.keys(worldwide);
    expect(codes).toHaveLength(249);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(codes).toEqual([...codes].sort());
    expect(codes).not.toContain('XK');
    for (const name of Object.values(worldwide)) expect(name.trim()).not.toBe('');
  });

  it('uses the common English short names', () => {
    expect(countryName('US')).toBe('United States');
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('CD')).toBe('Democratic Republic of the Congo');
    expect(countryName('CG')).toBe('Republic of the Congo');
    expect(countryName('CI')).toBe("Côte d'Ivoire");
    expect(countryName('TZ')).toBe('Tanzania');
    expect(countryName('RW')).toBe('Rwanda');
    expect(countryName('SS')).toBe('South Sudan');
  });

  it('gives every country the same codes in both tables', () => {
    expect(Object.keys(worldwideCityLists)).toEqual(Object.keys(worldwide));
  });

  it('gives every country at least one city, none twice, none blank', () => {
    for (const [code, cities] of Object.entries(worldwideCityLists)) {
      expect(cities.length, code).toBeGreaterThan(0);
      expect(new Set(cities).size, code).toBe(cities.length);
      for (const city of cities) expect(city, code).toBe(city.trim());
      for (const city of cities) expect(city, code).not.toBe('');
    }
  });

  it('puts the capital first', () => {
    expect(citiesOf('flight', 'RW')).toEqual(['Kigali']);
    expect(citiesOf('flight', 'KE')).toEqual(['Nairobi', 'Mombasa', 'Kisumu', 'Eldoret']);
    expect(citiesOf('flight', 'FR')[0]).toBe('Paris');
    expect(citiesOf('flight', 'US')[0]).toBe('Washington, D.C.');
  });
});

describe('the East African catalogue (rules §6.4)', () => {
  it('lists the nine countries a bus reaches, in the screen’s order', () => {
    expect(Object.entries(eastAfrica)).toEqual(
      popularDestinations.map(([code, name]) => [code, name]),
    );
  });

  it('names each country as the worldwide list does', () => {
    for (const [code, name] of Object.entries(eastAfrica)) expect(worldwide[code], code).toBe(name);
  });

  it('gives the same countries cities, the popular destination first (rules §6.2)', () => {
    expect(Object.keys(eastAfricanCityLists)).toEqual(Object.keys(eastAfrica));
    for (const [code, , city] of popularDestinations) {
      expect(eastAfricanCityLists[code]?.[0], code).toBe(city);
    }
    for (const [code, cities] of Object.entries(eastAfricanCityLists)) {
      expect(new Set(cities).size, code).toBe(cities.length);
    }
  });

  it('reaches DR Congo by bus at Goma and Bukavu, across the border, not at Kinshasa', () => {
    expect(citiesOf('bus', 'CD')).toEqual(['Goma', 'Bukavu']);
    expect(isKnownDestination('bus', 'CD', 'Goma')).toBe(true);
    expect(isKnownDestination('bus', 'cd', 'Goma')).toBe(false);
    expect(isKnownDestination('bus', 'CD', 'Kinshasa')).toBe(false);
    expect(isKnownDestination('flight', 'CD', 'Kinshasa')).toBe(true);
  });

  it('reaches each capital by bus and by air, and each popular destination by air too', () => {
    for (const [code, capital] of Object.entries(eastAfricanCapitals)) {
      expect(citiesOf('bus', code), code).toContain(capital);
      expect(citiesOf('flight', code), code).toContain(capital);
    }
    for (const [code, , city] of popularDestinations) {
      expect(citiesOf('flight', code), code).toContain(city);
    }
  });
});

describe('a bus to DR Congo (rules §6.3, rules §6.4)', () => {
  // 2030-01-06 in Kigali: the departure is that day.
  const now = new Date('2030-01-06T08:00:00Z');
  const toGoma = {
    ticket_type: 'bus',
    passenger_name: 'Aline Uwase',
    passenger_email: 'aline@example.rw',
    passenger_phone: '+250 788 123 456',
    departure_city: 'Kigali',
    destination_country: 'CD',
    destination_city: 'Goma',
    departure_date: '2030-01-06',
  };

  it('validates a bus to Goma, and to Bukavu, with the code in either case', () => {
    expect(ticketRequestProblem(toGoma, now)).toBeNull();
    expect(ticketRequestProblem({ ...toGoma, destination_city: 'Bukavu' }, now)).toBeNull();
    expect(ticketRequestProblem({ ...toGoma, destination_country: 'cd' }, now)).toBeNull();
  });

  it('refuses a bus to a Congolese city no coach reaches', () => {
    expect(ticketRequestProblem({ ...toGoma, destination_city: 'Kinshasa' }, now)?.message).toBe(
      'destinationCityInvalid',
    );
  });
});

describe('the message that refuses a bus abroad (rules §6.3)', () => {
  // 'Buses go to East Africa only: Uganda, …, Somalia and Djibouti': the names after the
  // colon, split at the commas and the last 'and'.
  const namesIn = (message: string, and: string) =>
    message
      .slice(message.indexOf(':') + 1)
      .split(new RegExp(`,|\\s${and}\\s`))
      .map((name) => name.trim());

  it('names as many countries as a bus reaches, in every language', () => {
    const count = Object.keys(eastAfrica).length;
    expect(namesIn(messages.busCountryInvalid, 'and')).toHaveLength(count);
    expect(namesIn(messagesFr.busCountryInvalid, 'et')).toHaveLength(count);
    expect(namesIn(messagesRw.busCountryInvalid, 'na')).toHaveLength(count);
  });

  it('names DR Congo in every language', () => {
    expect(namesIn(messages.busCountryInvalid, 'and')).toContain('DR Congo');
    expect(namesIn(messagesFr.busCountryInvalid, 'et')).toContain('RD Congo');
    expect(namesIn(messagesRw.busCountryInvalid, 'na')).toContain('RDC');
  });

  it('names the other countries in English as the catalogue does', () => {
    const names = namesIn(messages.busCountryInvalid, 'and');
    for (const [code, name] of Object.entries(eastAfrica))
      if (code !== 'CD') expect(names, code).toContain(name);
  });
});

describe('looking destinations up', () => {
  it('offers East Africa by bus and the world by air', () => {
    expect(countriesFor('bus')).toBe(eastAfricanCountries);
    expect(countriesFor('flight')).toBe(worldwideCountries);
    expect(Object.hasOwn(countriesFor('bus'), 'FR')).toBe(false);
    expect(Object.hasOwn(countriesFor('flight'), 'FR')).toBe(true);
  });

  it('finds a country’s cities for the ticket type, none for a code not in its list', () => {
    expect(citiesOf('bus', 'UG')[0]).toBe('Kampala');
    expect(citiesOf('flight', 'UG')).toEqual(['Kampala', 'Entebbe']);
    expect(citiesOf('bus', 'FR')).toEqual([]);
    expect(citiesOf('flight', 'XK')).toEqual([]);
    expect(citiesOf('flight', 'fr')).toEqual([]);
    expect(citiesOf('flight', '')).toEqual([]);
  });

  it('knows a destination only in the right list, spelt exactly', () => {
    expect(isKnownDestination('flight', 'FR', 'Paris')).toBe(true);
    expect(isKnownDestination('bus', 'FR', 'Paris')).toBe(false);
    expect(isKnownDestination('bus', 'UG', 'Kampala')).toBe(true);
    expect(isKnownDestination('bus', 'UG', 'Nairobi')).toBe(false);
    expect(isKnownDestination('flight', 'UG', 'Nairobi')).toBe(false);
    expect(isKnownDestination('bus', 'KE', 'Nairobi')).toBe(true);
    expect(isKnownDestination('bus', 'KE', 'nairobi')).toBe(false);
    expect(isKnownDestination('bus', 'KE', ' Nairobi')).toBe(false);
    expect(isKnownDestination('bus', 'TZ', 'Dar es Salaam')).toBe(true);
    expect(isKnownDestination('flight', 'RW', 'Kigali')).toBe(true);
  });

  it('does not take an object’s inherited keys for countries', () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(countryName(key), key).toBeUndefined();
      expect(citiesOf('flight', key), key).toEqual([]);
      expect(citiesOf('bus', key), key).toEqual([]);
      expect(isKnownDestination('flight', key, 'Paris'), key).toBe(false);
      expect(Object.hasOwn(countriesFor('flight'), key), key).toBe(false);
    }
  });

  it('names a country by its code, and nothing else', () => {
    expect(countryName('FR')).toBe('France');
    expect(countryName('AQ')).toBe('Antarctica');
    expect(countryName('XK')).toBeUndefined();
    expect(countryName('fr')).toBeUndefined();
    expect(countryName('France')).toBeUndefined();
  });
});
