import { describe, expect, it } from 'vitest';
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
  ['SS', 'South Sudan', 'Juba'],
  ['ET', 'Ethiopia', 'Addis Ababa'],
  ['SO', 'Somalia', 'Mogadishu'],
  ['DJ', 'Djibouti', 'Djibouti City'],
] as const;

/** The capitals of the eight (Burundi's has been Gitega since 2019; Tanzania's is Dodoma). */
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
  it('lists the eight countries a bus reaches, in the screen’s order', () => {
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
