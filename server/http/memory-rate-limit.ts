import { windowWaitMs } from '../db/rate-limit';

/**
 * A sliding-window limit kept in this instance's memory, for traffic that must
 * never cost a database write (browsers' violation reports): each instance
 * counts its own. Past `maxKeys` keys the one seen least recently is forgotten,
 * so a spray of addresses cannot grow it without bound.
 */
export interface MemoryRateLimit {
  /** 0 when one more fits now, and counts it; otherwise the milliseconds until one does. */
  take(key: string, now?: number): number;
}

export function memoryRateLimit({ limit, windowMs, maxKeys = 10_000 }: { limit: number; windowMs: number; maxKeys?: number }): MemoryRateLimit {
  const hits = new Map<string, number[]>();
  return {
    take(key, now = Date.now()) {
      const times = (hits.get(key) ?? []).filter((at) => at > now - windowMs);
      const wait = windowWaitMs(times.map((at) => new Date(at)), limit, windowMs, new Date(now));
      if (wait === 0) times.push(now);
      // Re-inserted, so the Map's order is least recently seen first.
      hits.delete(key);
      hits.set(key, times);
      if (hits.size > maxKeys) {
        const oldest = hits.keys().next();
        if (!oldest.done) hits.delete(oldest.value);
      }
      return wait;
    },
  };
}
