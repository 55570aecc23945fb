import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { readListQuery } from './list-query.js';
import { searchPageQuery } from './pagination.js';

const query = searchPageQuery.extend({
  colour: z.enum(['red', 'blue']).optional(),
  sort: z.enum(['newest', 'oldest']).default('newest'),
});

describe('readListQuery', () => {
  const cases: [string, string, Partial<z.output<typeof query>>][] = [
    ['an empty query reads as the defaults', '', { page: 1, per_page: 20, sort: 'newest' }],
    [
      'known values are kept',
      'colour=red&sort=oldest&page=3&search=rav4',
      { page: 3, per_page: 20, sort: 'oldest', colour: 'red', search: 'rav4' },
    ],
    [
      'an unknown choice is dropped, the rest kept',
      'colour=green&page=2',
      { page: 2, per_page: 20, sort: 'newest' },
    ],
    [
      'a bad sort falls back to its default',
      'sort=cheapest&colour=blue',
      { page: 1, per_page: 20, sort: 'newest', colour: 'blue' },
    ],
    [
      'a page that is not a whole number from 1 reads as page 1',
      'page=0&per_page=1000',
      { page: 1, per_page: 20, sort: 'newest' },
    ],
    ['a blank search is no search', 'search=%20%20', { page: 1, per_page: 20, sort: 'newest' }],
    [
      'a long search is cut to 100 characters, not dropped',
      `search=${'a'.repeat(101)}`,
      { page: 1, per_page: 20, sort: 'newest', search: 'a'.repeat(100) },
    ],
    [
      'a number that is not plain digits is no value (hex, exponent, spaces)',
      'page=0x10&per_page=1e1',
      { page: 1, per_page: 20, sort: 'newest' },
    ],
    ['a blank page is no page', 'page=', { page: 1, per_page: 20, sort: 'newest' }],
    [
      'a search may look like a number',
      'search=1e3',
      { page: 1, per_page: 20, sort: 'newest', search: '1e3' },
    ],
    ['unknown keys are ignored', 'utm_source=x', { page: 1, per_page: 20, sort: 'newest' }],
  ];

  it.each(cases)('%s', (_name, search, expected) => {
    const params = new URLSearchParams(search);
    expect(readListQuery(query, params)).toEqual(expected);
    expect(readListQuery(query, Object.fromEntries(params))).toEqual(expected);
  });
});
