import type { PriceBandFacet } from '../../../schemas/api/catalog';

/** Round rupee amounts shoppers think in; bands are cut only at these. */
export const PRICE_BAND_STEPS_RUPEES = [
  500, 1_000, 2_000, 3_000, 5_000, 10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 75_000, 1_00_000, 1_50_000, 2_00_000, 3_00_000, 5_00_000, 10_00_000,
] as const;

/** A band before it is counted: paise, a null end is open, both ends inclusive (as price_min and price_max are). */
export interface PriceBandCut {
  min: number | null;
  max: number | null;
}

/**
 * Up to `most` bands across a list's price spread (paise), cut at round
 * amounts spread evenly on a log scale, as prices are (a ₹500 mouse and a
 * ₹2,00,000 laptop in one list): under ₹1,000, ₹1,000 – ₹5,000, …, over
 * ₹75,000. None when the prices are too close together to be worth splitting.
 */
export function priceBandCuts(minPaise: number, maxPaise: number, most = 5): PriceBandCut[] {
  const low = Math.max(1, Math.floor(minPaise / 100));
  const high = Math.ceil(maxPaise / 100);
  const inside = PRICE_BAND_STEPS_RUPEES.filter((step) => step > low && step < high);
  if (inside.length === 0) return [];
  const cuts = logSpread(inside, low, high, most - 1).map((rupees) => rupees * 100);
  const bands: PriceBandCut[] = [];
  let from: number | null = null;
  for (const to of cuts) {
    bands.push({ min: from, max: to });
    from = to;
  }
  bands.push({ min: from, max: null });
  return bands;
}

/**
 * The bands of a list with how many products each holds under every filter
 * but price (`countIn` answers that for a range), keeping only bands that hold
 * something: a band offered always lists products. Fewer than two left would
 * not narrow anything, so then none.
 */
export function priceBandFacets(minPaise: number, maxPaise: number, countIn: (band: PriceBandCut) => number): PriceBandFacet[] {
  const counted = priceBandCuts(minPaise, maxPaise)
    .map((band) => ({ ...band, count: countIn(band) }))
    .filter((band) => band.count > 0);
  return counted.length >= 2 ? counted : [];
}

/** Up to `count` of the round amounts, each the nearest (on a log scale) to an even split of low…high. */
function logSpread(steps: readonly number[], low: number, high: number, count: number): number[] {
  const span = Math.log(high / low);
  const picked = new Set<number>();
  for (let i = 1; i <= count; i++) {
    const target = Math.log(low) + (span * i) / (count + 1);
    let best = steps[0] ?? low;
    for (const step of steps) if (Math.abs(Math.log(step) - target) < Math.abs(Math.log(best) - target)) best = step;
    picked.add(best);
  }
  return [...picked].sort((a, b) => a - b);
}
