import { describe, expect, it } from 'vitest';
import { parseMyBookingsQuery, parseProviderBookingsQuery } from './booking.schemas.js';

describe('parseMyBookingsQuery', () => {
  it.each([
    ['', { page: 1, per_page: 20 }],
    [
      'status=confirmed&item_type=driver&search=B0000012&page=2',
      { page: 2, per_page: 20, status: 'confirmed', item_type: 'driver', search: 'B0000012' },
    ],
    ['status=&item_type=', { page: 1, per_page: 20 }],
    ['status=lost&item_type=boat&page=1.5', { page: 1, per_page: 20 }],
  ])('reads ?%s, dropping what it does not know', (search, expected) => {
    expect(parseMyBookingsQuery(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('parseProviderBookingsQuery', () => {
  it.each([
    ['status=pending', { page: 1, per_page: 20, status: 'pending' }],
    ['status=waiting&item_type=car', { page: 1, per_page: 20 }],
  ])('reads ?%s, dropping what it does not know', (search, expected) => {
    expect(parseProviderBookingsQuery(new URLSearchParams(search))).toEqual(expected);
  });
});
