/**
 * A read-through cache for answers that are the same for every shopper and
 * may be a few seconds old: concurrent requests for one key share one read
 * (a burst of 100 identical listings costs one query), and an answer is reused
 * for `ttlMs`. Failed reads are not kept. At `max` keys the oldest goes first.
 */
export interface ShortCache<T> {
  read(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function shortCache<T>(ttlMs: number, max = 500): ShortCache<T> {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    // A read still running at a clear() was dropped with the rest, so its (possibly stale) answer is never stored.
    clear: () => entries.clear(),
    read(key, load) {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      entries.delete(key);
      if (entries.size >= max) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      const value = load();
      entries.set(key, { at: Date.now(), value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
  };
}
