import { describe, expect, it, vi } from 'vitest';
import { totalOf } from './like-search.js';

describe('totalOf', () => {
  const paging = (page: number) => ({ page, per_page: 20 });
  const rows = (n: number) => Array.from({ length: n }, (_, index) => index);

  it('tells the total from a short page without counting', async () => {
    const count = vi.fn(async () => 999);
    expect(await totalOf(rows(7), paging(1), count)).toBe(7);
    expect(await totalOf(rows(0), paging(1), count)).toBe(0);
    expect(await totalOf(rows(3), paging(4), count)).toBe(63);
    expect(count).not.toHaveBeenCalled();
  });

  it('counts when the page is full, or empty past the end', async () => {
    const count = vi.fn(async () => 57);
    expect(await totalOf(rows(20), paging(1), count)).toBe(57);
    expect(await totalOf(rows(0), paging(9), count)).toBe(57);
    expect(count).toHaveBeenCalledTimes(2);
  });
});
