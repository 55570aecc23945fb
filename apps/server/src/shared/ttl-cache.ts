/**
 * A small in-process cache of recent answers, each kept for `ttlMs` and at most
 * `maxEntries` of them (the oldest go first). Writers call `clear()`; another server
 * process sees a change within `ttlMs` at worst.
 */
export function createTtlCache<V>(options: {
  ttlMs: number;
  maxEntries: number;
  now: () => number;
}) {
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  return {
    /** The cached answer for `key`, or `load()`'s, shared by concurrent callers; failures are not kept. */
    get(key: string, load: () => Promise<V>): Promise<V> {
      const now = options.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (hit) entries.delete(key);
      const value = load();
      entries.set(key, { value, expires: now + options.ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
