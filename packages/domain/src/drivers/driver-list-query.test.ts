import { describe, expect, it } from 'vitest';
import { parseDriverListQuery } from './driver.schemas.js';

describe('parseDriverListQuery', () => {
  it.each([
    ['', { page: 1, per_page: 20 }],
    [
      'location=Musanze&specialty=tourist-guide&min_experience=5&min_rating=4.5&page=3&search=jean',
      {
        page: 3,
        per_page: 20,
        location: 'Musanze',
        specialty: 'tourist-guide',
        min_experience: 5,
        min_rating: 4.5,
        search: 'jean',
      },
    ],
    ['specialty=flying&min_rating=9&min_experience=lots', { page: 1, per_page: 20 }],
    ['location=&page=-2', { page: 1, per_page: 20 }],
  ])('reads ?%s, dropping what it does not know', (search, expected) => {
    expect(parseDriverListQuery(Object.fromEntries(new URLSearchParams(search)))).toEqual(expected);
  });
});
