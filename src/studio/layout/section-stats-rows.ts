import { shareOf, type SectionStatRow } from '../../../schemas/api/section-analytics';

/** Figures of one section: summed over the patterns and variants it was shown in. */
export interface StatFigures {
  impressions: number;
  clicks: number;
  add_to_cart: number;
  ctr: number | null;
  add_to_cart_rate: number | null;
}

export interface RowStats {
  total: StatFigures;
  /** Each pattern and variant apart, when the period saw more than one (a pattern switch, an A/B test). */
  parts: readonly SectionStatRow[];
}

/** A row nobody has seen yet. */
export const NO_FIGURES: RowStats = { total: { impressions: 0, clicks: 0, add_to_cart: 0, ctr: null, add_to_cart_rate: null }, parts: [] };

function figures(rows: readonly SectionStatRow[]): StatFigures {
  const impressions = rows.reduce((n, r) => n + r.impressions, 0);
  const clicks = rows.reduce((n, r) => n + r.clicks, 0);
  const addToCart = rows.reduce((n, r) => n + r.add_to_cart, 0);
  return { impressions, clicks, add_to_cart: addToCart, ctr: shareOf(clicks, impressions), add_to_cart_rate: shareOf(addToCart, impressions) };
}

/**
 * The figures of each row of the layout being edited. Events name a section
 * by its place in the published layout and its kind, so a row gets the
 * figures of its position when the same kind of section was there; a section
 * moved since shows under its old position in `elsewhere`.
 */
export function statsByRow(rows: readonly { section_name: string }[], stats: readonly SectionStatRow[]): { rows: RowStats[]; elsewhere: RowStats[] } {
  const byPlace = new Map<string, SectionStatRow[]>();
  for (const stat of stats) {
    const key = `${stat.index}\u0000${stat.section}`;
    byPlace.set(key, [...(byPlace.get(key) ?? []), stat]);
  }
  const matched = rows.map((row, index) => {
    const key = `${index}\u0000${row.section_name}`;
    const parts = byPlace.get(key) ?? [];
    byPlace.delete(key);
    return { total: figures(parts), parts: parts.length > 1 ? parts : [] };
  });
  const elsewhere = [...byPlace.values()].map((parts) => ({ total: figures(parts), parts }));
  return { rows: matched, elsewhere };
}

/** A share as a percentage with one decimal, en-IN: 0.0345 → "3.5%". */
export function formatRate(rate: number | null): string {
  if (rate === null) return '–';
  return `${(rate * 100).toLocaleString('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}
