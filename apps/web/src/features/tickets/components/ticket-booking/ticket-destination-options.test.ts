import { eastAfricanCountries, isKnownDestination, ticketTypes } from '@kodesha/domain';
import { describe, expect, it } from 'vitest';
import { countryOptions, destinationFor, popularDestinations } from './ticket-destination-options';

describe('the ticket screen’s destinations (rules §6.2, §6.4)', () => {
  it('offers a popular destination per bus country, from the catalogue', () => {
    expect(popularDestinations.map(({ country, city }) => `${country} – ${city}`)).toEqual([
      'Uganda – Kampala',
      'Kenya – Nairobi',
      'Tanzania – Dar es Salaam',
      'Burundi – Bujumbura',
      'Democratic Republic of the Congo – Goma',
      'South Sudan – Juba',
      'Ethiopia – Addis Ababa',
      'Somalia – Mogadishu',
      'Djibouti – Djibouti City',
    ]);
  });

  it.each(ticketTypes)('a %s reaches every popular destination', (type) => {
    for (const { code, city } of popularDestinations)
      expect(isKnownDestination(type, code, city), `${type} to ${city}`).toBe(true);
  });

  it('lists a bus’s countries in the catalogue’s order and a flight’s by name', () => {
    expect(countryOptions('bus').map((option) => option.code)).toEqual(
      Object.keys(eastAfricanCountries),
    );
    const names = countryOptions('flight').map((option) => option.name);
    expect(names).toHaveLength(249);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('keeps of a destination what the new ticket type offers', () => {
    expect(destinationFor('bus', { country: 'FR', city: 'Paris' })).toEqual({
      country: '',
      city: '',
    });
    expect(destinationFor('bus', { country: 'TZ', city: 'Zanzibar City' })).toEqual({
      country: 'TZ',
      city: '',
    });
    expect(destinationFor('flight', { country: 'UG', city: 'Kampala' })).toEqual({
      country: 'UG',
      city: 'Kampala',
    });
  });
});
