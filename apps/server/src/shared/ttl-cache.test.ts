import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.js';

function setup(maxEntries = 10) {
  let now = 0;
  let loads = 0;
  const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries, now: () => now });
  const load = (value: number) => () => {
    loads += 1;
    return Promise.resolve(value);
  };
  return { cache, load, tick: (ms: number) => (now += ms), loads: () => loads };
}

describe('createTtlCache', () => {
  it('answers from memory until the entry expires', async () => {
    const { cache, load, tick, loads } = setup();
    expect(await cache.get('a', load(1))).toBe(1);
    tick(999);
    expect(await cache.get('a', load(2))).toBe(1);
    tick(1);
    expect(await cache.get('a', load(3))).toBe(3);
    expect(loads()).toBe(2);
  });

  it('shares one load between concurrent callers', async () => {
    const { cache, load, loads } = setup();
    await Promise.all([cache.get('a', load(1)), cache.get('a', load(1))]);
    expect(loads()).toBe(1);
  });

  it('forgets everything on clear, and keeps no failure', async () => {
    const { cache, load } = setup();
    await cache.get('a', load(1));
    cache.clear();
    expect(await cache.get('a', load(2))).toBe(2);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', load(4))).toBe(4);
  });

  it('drops the oldest entry beyond its size', async () => {
    const { cache, load, loads } = setup(2);
    await cache.get('a', load(1));
    await cache.get('b', load(2));
    await cache.get('c', load(3));
    await cache.get('a', load(1));
    expect(loads()).toBe(4);
  });
});
