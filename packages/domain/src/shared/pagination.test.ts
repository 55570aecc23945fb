import { describe, expect, it } from 'vitest';
import { countReach, toCappedPage, toPage } from './pagination.js';

describe('countReach', () => {
  it.each([
    [{ page: 1, per_page: 20 }, 1000],
    [{ page: 50, per_page: 20 }, 1000],
    [{ page: 51, per_page: 20 }, 1020],
    [{ page: 11, per_page: 100 }, 1100],
  ])('%o counts up to %i', (query, reach) => {
    expect(countReach(query, 1000)).toBe(reach);
  });
});

describe('toCappedPage', () => {
  const rows = ['a', 'b'];
  it.each([
    ['no match', 0, { page: 1, per_page: 20 }, { total: 0, last_page: 1 }],
    ['fewer than the cap', 999, { page: 1, per_page: 20 }, { total: 999, last_page: 50 }],
    ['exactly the cap', 1000, { page: 1, per_page: 20 }, { total: 1000, last_page: 50 }],
  ])('%s: the total is exact and not marked', (_, counted, query, expected) => {
    const page = toCappedPage(rows, counted, query, 1000);
    expect(page).toEqual({ ...toPage(rows, counted, query), ...expected });
    expect(page).not.toHaveProperty('total_capped');
  });

  it.each([
    ['one past the cap', 1001, { page: 1, per_page: 20 }, { total: 1000, last_page: 50 }],
    ['a page of 30', 1001, { page: 2, per_page: 30 }, { total: 1000, last_page: 34 }],
    ['a page beyond the cap', 1021, { page: 51, per_page: 20 }, { total: 1020, last_page: 51 }],
  ])('%s: the total is the reach, marked as capped', (_, counted, query, expected) => {
    expect(toCappedPage(rows, counted, query, 1000)).toEqual({
      data: rows,
      current_page: query.page,
      per_page: query.per_page,
      total_capped: true,
      ...expected,
    });
  });
});
