/**
 * Sticky A/B assignment: a visitor's variant is a pure function of their session and the
 * experiment, so every instance, every restart and every request agree without storing it.
 */

export interface VariantSplit {
  key: string;
  /** Share of visitors, 0–100, with at most two decimals (one basis point). */
  percent: number;
}

/** Buckets are basis points, so a split can be as fine as 0.01 %. */
export const BUCKETS = 10_000;

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * 32-bit FNV-1a over the string's UTF-16 code units (the same as its bytes for the ASCII
 * session ids and keys we hash).
 */
export function fnv1a32(text: string): number {
  let hash = FNV_OFFSET_BASIS;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
}

/**
 * MurmurHash3's finaliser. FNV-1a alone leaves the last characters poorly spread into the
 * high bits, and ids that differ only at the end (sequential ones) would bunch together.
 */
export function fmix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The visitor's bucket in [0, 10000) for this experiment. */
export function bucketOf(sessionId: string, experimentKey: string): number {
  // The experiment key is part of the hash so that two experiments split visitors independently.
  const hash = fmix32(fnv1a32(`${experimentKey}:${sessionId}`));
  // Scaling (not modulo) uses the well-mixed high bits; hash × 10000 < 2^53, so this is exact.
  return Math.floor((hash * BUCKETS) / 0x1_0000_0000);
}

/** True when every share is a non-negative finite number and they add to 100. */
export function percentagesAddTo100(variants: readonly VariantSplit[]): boolean {
  let total = 0;
  for (const { percent } of variants) {
    if (!Number.isFinite(percent) || percent < 0) return false;
    total += percent;
  }
  return variants.length > 0 && Math.abs(total - 100) < 1e-9;
}

/** The key of the variant the visitor sees; the same for the same session and experiment, always. */
export function assignVariant(sessionId: string, experimentKey: string, variants: readonly VariantSplit[]): string {
  const first = variants[0];
  if (!first) throw new RangeError(`Experiment ${experimentKey} has no variants`);
  const bucket = bucketOf(sessionId, experimentKey);
  // Whole basis points, so 33.33 + 33.33 + 33.34 covers every bucket despite float sums.
  let cumulative = 0;
  for (const variant of variants) {
    cumulative += Math.round(variant.percent * 100);
    if (bucket < cumulative) return variant.key;
  }
  // Only a split short of 100 % gets here (schemas reject it); the control is the safe page to show.
  return first.key;
}
