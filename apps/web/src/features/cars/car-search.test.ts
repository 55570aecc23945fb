import { describe, expect, it } from 'vitest';
import { priceBandRange, priceBandValue, toQueryString, withFilter } from './car-search';
import { readCarSearch } from './read-car-search';

describe('the car list URL', () => {
  it('carries Instant Book only as instant_book=1, and off as nothing (rules §4.16)', () => {
    const search = readCarSearch(new URLSearchParams('instant_book=1&location=Huye'));
    expect(search).toMatchObject({ instant_book: true, location: 'Huye' });
    expect(toQueryString(search)).toBe('?location=Huye&instant_book=1');
    expect(readCarSearch(new URLSearchParams('instant_book=0')).instant_book).toBeUndefined();
    expect(toQueryString({ instant_book: false })).toBe('');
  });

  it('reads every filter it knows', () => {
    const search = readCarSearch(
      new URLSearchParams(
        'search=rav4&location=Huye&car_type=suv&min_price=5000&max_price=10000&availability=weekends&sort=price_asc&page=3',
      ),
    );
    expect(search).toEqual({
      search: 'rav4',
      location: 'Huye',
      car_type: 'suv',
      min_price: 5000,
      max_price: 10000,
      availability: 'weekends',
      sort: 'price_asc',
      page: 3,
    });
    expect(toQueryString(search)).toBe(
      '?search=rav4&location=Huye&car_type=suv&min_price=5000&max_price=10000&availability=weekends&sort=price_asc&page=3',
    );
  });

  it('ignores values a hand-edited link invents, rather than sending them', () => {
    const search = readCarSearch(
      new URLSearchParams(
        'location=Paris&car_type=tank&min_price=-5&page=0&sort=newest&search=%20',
      ),
    );
    expect(toQueryString(search)).toBe('');
  });

  it('goes back to page 1 when a filter changes', () => {
    expect(withFilter({ search: 'kia', page: 4 }, { car_type: 'van' })).toEqual({
      search: 'kia',
      car_type: 'van',
      page: undefined,
    });
  });

  it('maps price bands to inclusive bounds and back', () => {
    expect(priceBandRange('5000-10000')).toEqual({ min_price: 5000, max_price: 10000 });
    expect(priceBandRange('20000+')).toEqual({ min_price: 20000, max_price: undefined });
    expect(priceBandRange('')).toEqual({ min_price: undefined, max_price: undefined });
    expect(priceBandValue({ min_price: 0, max_price: 5000 })).toBe('0-5000');
    expect(priceBandValue({})).toBe('');
    expect(priceBandValue({ min_price: 1234 })).toBe('custom');
  });
});
