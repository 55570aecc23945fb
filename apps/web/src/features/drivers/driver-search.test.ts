import { describe, expect, it } from 'vitest';
import { toDriverQueryString } from './driver-search';
import { readDriverSearch } from './read-driver-search';

describe('readDriverSearch', () => {
  it('keeps the filters the drivers list offers', () => {
    const search = readDriverSearch(
      new URLSearchParams(
        'search=jean&location=Musanze&specialty=city-driving&min_experience=5&min_rating=4.5&page=2',
      ),
    );
    expect(search).toEqual({
      search: 'jean',
      location: 'Musanze',
      specialty: 'city-driving',
      min_experience: 5,
      min_rating: 4.5,
      page: 2,
    });
  });

  it('drops experience and rating the selects cannot show, and a hand-edited number', () => {
    const search = readDriverSearch(
      new URLSearchParams('min_experience=7&min_rating=2&page=0x2&location=Paris'),
    );
    expect(search).toEqual({ page: undefined });
  });

  it('writes the search back in a fixed order without empty values', () => {
    expect(toDriverQueryString({ min_rating: 4, search: 'jean', page: undefined })).toBe(
      '?search=jean&min_rating=4',
    );
  });
});
