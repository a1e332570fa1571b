import { describe, expect, it, vi } from 'vitest';
import { BUCKETS, assignVariant, bucketOf, fmix32, fnv1a32, percentagesAddTo100 } from '../../../server/features/experiments/assignment';

/** A seeded generator (mulberry32), so the simulated visitors, and so every figure below, are the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x1_0000_0000;
  };
}

/** Version-4-shaped UUIDs like crypto.randomUUID's, from a seed. */
function uuids(count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const hex = (digits: number) => Array.from({ length: digits }, () => Math.floor(random() * 16).toString(16)).join('');
  const variantDigit = () => '89ab'[Math.floor(random() * 4)] ?? '8';
  return Array.from({ length: count }, () => `${hex(8)}-${hex(4)}-4${hex(3)}-${variantDigit()}${hex(3)}-${hex(12)}`);
}

const VISITORS = 100_000;
const visitors = uuids(VISITORS, 19);

function shares(sessionIds: readonly string[], experimentKey: string, variants: readonly { key: string; percent: number }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of sessionIds) {
    const key = assignVariant(id, experimentKey, variants);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return new Map([...counts].map(([key, count]) => [key, (100 * count) / sessionIds.length]));
}

const HALVES = [
  { key: 'A', percent: 50 },
  { key: 'B', percent: 50 },
];

describe('the hash', () => {
  it('is FNV-1a: the published 32-bit test vectors (isthe.com/chongo/tech/comp/fnv)', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('finishes with murmur3 fmix32, which keeps 0 at 0 and spreads one bit over many', () => {
    expect(fmix32(0)).toBe(0);
    expect(fmix32(1)).toBe(0x514e28b7);
    const flipped = (fmix32(1) ^ fmix32(0)).toString(2).replaceAll('0', '').length;
    expect(flipped).toBeGreaterThan(8);
  });

  it('pins buckets, so a change to the hash (which would reshuffle every running experiment) fails here', () => {
    // Frozen, and cross-checked with a separate Python implementation of the same recipe:
    // floor(fmix32(fnv1a32(`${experiment}:${session}`)) × 10000 / 2^32).
    expect(bucketOf('3f2b8c1e-9a4d-4e7b-8c21-5d6e7f8a9b0c', 'hero-banner')).toBe(6670);
    expect(bucketOf('session-1', 'checkout-button')).toBe(4003);
  });

  it('puts every visitor in [0, 10000) and fills the buckets evenly (each tenth within ±1 pp of 10 %)', () => {
    const tenths = new Array<number>(10).fill(0);
    for (const id of visitors) {
      const bucket = bucketOf(id, 'hero-banner');
      expect(Number.isInteger(bucket) && bucket >= 0 && bucket < BUCKETS).toBe(true);
      tenths[Math.floor(bucket / 1000)] = (tenths[Math.floor(bucket / 1000)] ?? 0) + 1;
    }
    for (const count of tenths) expect(Math.abs((100 * count) / VISITORS - 10)).toBeLessThan(1);
  });
});

describe('assignVariant', () => {
  it('gives the same session the same variant on every call', () => {
    const split = [
      { key: 'control', percent: 33.33 },
      { key: 'red', percent: 33.33 },
      { key: 'green', percent: 33.34 },
    ];
    for (const id of visitors.slice(0, 1000)) expect(assignVariant(id, 'hero-banner', split)).toBe(assignVariant(id, 'hero-banner', split));
  });

  it('gives the same answers from a fresh copy of the module (nothing cached or seeded per process)', async () => {
    const before = visitors.slice(0, 1000).map((id) => assignVariant(id, 'hero-banner', HALVES));
    vi.resetModules();
    const fresh = await import('../../../server/features/experiments/assignment');
    expect(fresh.assignVariant).not.toBe(assignVariant);
    expect(visitors.slice(0, 1000).map((id) => fresh.assignVariant(id, 'hero-banner', HALVES))).toEqual(before);
  });

  it('splits 1,00,000 visitors 50/50 within ±1 percentage point', () => {
    const result = shares(visitors, 'hero-banner', HALVES);
    expect(Math.abs((result.get('A') ?? 0) - 50)).toBeLessThan(1);
    expect(Math.abs((result.get('B') ?? 0) - 50)).toBeLessThan(1);
  });

  it('splits 1,00,000 visitors 20/30/50 within ±1 percentage point each', () => {
    const split = [
      { key: 'A', percent: 20 },
      { key: 'B', percent: 30 },
      { key: 'C', percent: 50 },
    ];
    const result = shares(visitors, 'pricing-badge', split);
    expect(Math.abs((result.get('A') ?? 0) - 20)).toBeLessThan(1);
    expect(Math.abs((result.get('B') ?? 0) - 30)).toBeLessThan(1);
    expect(Math.abs((result.get('C') ?? 0) - 50)).toBeLessThan(1);
  });

  it('splits sequential ids (which differ only in their last characters) 50/50 within ±1 percentage point', () => {
    const sequential = Array.from({ length: VISITORS }, (_, i) => `session-${i}`);
    expect(Math.abs((shares(sequential, 'hero-banner', HALVES).get('B') ?? 0) - 50)).toBeLessThan(1);
  });

  it('honours two-decimal shares: 0.5 % of visitors within ±0.1 pp', () => {
    const split = [
      { key: 'control', percent: 99.5 },
      { key: 'canary', percent: 0.5 },
    ];
    expect(Math.abs((shares(visitors, 'canary', split).get('canary') ?? 0) - 0.5)).toBeLessThan(0.1);
  });

  it('assigns two experiments independently: half of experiment 1’s B visitors are in experiment 2’s B (±1.5 pp)', () => {
    const inFirstB = visitors.filter((id) => assignVariant(id, 'hero-banner', HALVES) === 'B');
    const inBoth = inFirstB.filter((id) => assignVariant(id, 'checkout-button', HALVES) === 'B');
    expect(Math.abs((100 * inBoth.length) / inFirstB.length - 50)).toBeLessThan(1.5);
    // And the other way round, within experiment 1's A.
    const inFirstA = visitors.filter((id) => assignVariant(id, 'hero-banner', HALVES) === 'A');
    const inAThenB = inFirstA.filter((id) => assignVariant(id, 'checkout-button', HALVES) === 'B');
    expect(Math.abs((100 * inAThenB.length) / inFirstA.length - 50)).toBeLessThan(1.5);
  });

  it('gives everyone the first variant of a 100/0 split', () => {
    const split = [
      { key: 'A', percent: 100 },
      { key: 'B', percent: 0 },
    ];
    expect(visitors.every((id) => assignVariant(id, 'rollout', split) === 'A')).toBe(true);
  });

  it('gives nobody a 0 % variant, wherever it stands in the list', () => {
    const split = [
      { key: 'off-first', percent: 0 },
      { key: 'A', percent: 60 },
      { key: 'off-middle', percent: 0 },
      { key: 'B', percent: 40 },
      { key: 'off-last', percent: 0 },
    ];
    const result = shares(visitors, 'paused', split);
    expect([...result.keys()].sort()).toEqual(['A', 'B']);
    expect(Math.abs((result.get('A') ?? 0) - 60)).toBeLessThan(1);
  });

  it('covers every bucket with thirds written as 33.33/33.33/33.34', () => {
    const split = [
      { key: 'A', percent: 33.33 },
      { key: 'B', percent: 33.33 },
      { key: 'C', percent: 33.34 },
    ];
    const result = shares(visitors, 'thirds', split);
    for (const key of ['A', 'B', 'C']) expect(Math.abs((result.get(key) ?? 0) - 33.33)).toBeLessThan(1);
  });

  it('refuses an experiment with no variants', () => {
    expect(() => assignVariant('s', 'empty', [])).toThrow(RangeError);
  });
});

describe('percentagesAddTo100', () => {
  it('accepts shares that add to 100, including two-decimal ones whose float sum is off by rounding', () => {
    expect(percentagesAddTo100(HALVES)).toBe(true);
    expect(percentagesAddTo100([{ key: 'A', percent: 100 }, { key: 'B', percent: 0 }])).toBe(true);
    expect(0.01 + 65.4 + 34.59).not.toBe(100);
    expect(percentagesAddTo100([{ key: 'A', percent: 0.01 }, { key: 'B', percent: 65.4 }, { key: 'C', percent: 34.59 }])).toBe(true);
    expect(percentagesAddTo100([{ key: 'A', percent: 33.33 }, { key: 'B', percent: 33.33 }, { key: 'C', percent: 33.34 }])).toBe(true);
  });

  it('rejects shares that do not add to 100, negative or non-finite ones, and an empty list', () => {
    expect(percentagesAddTo100([{ key: 'A', percent: 50 }, { key: 'B', percent: 49.99 }])).toBe(false);
    expect(percentagesAddTo100([{ key: 'A', percent: 100.01 }])).toBe(false);
    expect(percentagesAddTo100([{ key: 'A', percent: 110 }, { key: 'B', percent: -10 }])).toBe(false);
    expect(percentagesAddTo100([{ key: 'A', percent: Number.NaN }])).toBe(false);
    expect(percentagesAddTo100([])).toBe(false);
  });
});
