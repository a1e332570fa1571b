import { formatPaiseWhole } from '../../../../ui/format';

/** A price band in whole rupees; a null end is open. */
export interface PriceBand {
  min: number | null;
  max: number | null;
  label: string;
}

/** Round rupee amounts shoppers think in; bands are cut at these. */
const STEPS = [500, 1_000, 2_000, 3_000, 5_000, 10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 75_000, 1_00_000, 1_50_000, 2_00_000, 3_00_000, 5_00_000, 10_00_000];

const rupees = (amount: number) => formatPaiseWhole(amount * 100);

export function priceBandLabel(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return min === max ? rupees(min) : `${rupees(min)} – ${rupees(max)}`;
  if (max !== null) return `Under ${rupees(max)}`;
  if (min !== null) return `Over ${rupees(min)}`;
  return 'Any price';
}

/**
 * Up to five bands across the prices of the list (facets.price, paise), cut
 * at round amounts spread evenly on a log scale, as prices are (a ₹500 mouse
 * and a ₹2,00,000 laptop in one list): "Under ₹1,000", "₹1,000 – ₹5,000", …
 * None when the prices are too close together to be worth splitting.
 */
export function priceBands(facetMinPaise: number, facetMaxPaise: number, most = 5): PriceBand[] {
  const low = Math.max(1, Math.floor(facetMinPaise / 100));
  const high = Math.ceil(facetMaxPaise / 100);
  const inside = STEPS.filter((step) => step > low && step < high);
  if (inside.length === 0) return [];
  const cuts = logSpread(inside, low, high, most - 1);
  const first = cuts[0];
  const last = cuts[cuts.length - 1];
  if (first === undefined || last === undefined) return [];
  const bands: PriceBand[] = [{ min: null, max: first, label: priceBandLabel(null, first) }];
  for (const [i, to] of cuts.entries()) {
    const from = cuts[i - 1];
    if (from !== undefined) bands.push({ min: from, max: to, label: priceBandLabel(from, to) });
  }
  bands.push({ min: last, max: null, label: priceBandLabel(last, null) });
  return bands;
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
