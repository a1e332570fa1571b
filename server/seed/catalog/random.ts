/**
 * A small seeded PRNG (mulberry32), so the same options always give the same
 * catalogue: product ids, prices and pictures stay put across restarts, test
 * resets, PGlite and PostgreSQL.
 */
export interface Random {
  /** [0, 1) */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** k distinct items in their original order. */
  sample<T>(items: readonly T[], k: number): T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    sample<T>(items: readonly T[], k: number): T[] {
      const chosen = new Set<number>();
      while (chosen.size < Math.min(k, items.length)) chosen.add(int(0, items.length - 1));
      return items.filter((_, i) => chosen.has(i));
    },
  };
}

/** Mixes a few integers into one seed (FNV-1a over their bytes), e.g. (catalogue seed, product id). */
export function seedOf(...parts: number[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    for (let shift = 0; shift < 32; shift += 8) {
      hash ^= (part >>> shift) & 0xff;
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  }
  return hash;
}
