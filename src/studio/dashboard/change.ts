/*
 * How a figure moved against the same stretch of the period before, in the
 * two forms the cards need: a short mark to see (▲ 12%) and a sentence to
 * hear ("up 12%"). Shares of a whole (the conversion) move in points, money
 * and counts in per cent of what they were.
 */

export type Direction = 'up' | 'down' | 'same' | 'none';

export interface Change {
  direction: Direction;
  /** What the card shows after the arrow: "12%", "1.5 pts", "no change". */
  mark: string;
  /** The same in words, for a screen reader: "up 12%". */
  words: string;
}

const NONE: Change = { direction: 'none', mark: '–', words: 'nothing to compare with' };
const SAME: Change = { direction: 'same', mark: 'no change', words: 'no change' };

/** One decimal under 10, whole numbers above: 4.5%, 12%, 240%. */
function amount(n: number): string {
  const rounded = n < 10 ? Math.round(n * 10) / 10 : Math.round(n);
  return rounded.toLocaleString('en-IN');
}

/** A count or an amount against its previous value. */
export function relativeChange(current: number | null, previous: number | null): Change {
  if (current === null || previous === null) return NONE;
  if (current === previous) return SAME;
  if (previous === 0) return current > 0 ? { direction: 'up', mark: 'from 0', words: 'up from nothing' } : { direction: 'down', mark: 'below 0', words: 'down from nothing' };
  const percent = ((current - previous) / Math.abs(previous)) * 100;
  const text = `${amount(Math.abs(percent))}%`;
  if (text === '0%') return SAME;
  return percent > 0 ? { direction: 'up', mark: text, words: `up ${text}` } : { direction: 'down', mark: text, words: `down ${text}` };
}

/** A share (0–1 and beyond) against its previous value, in percentage points. */
export function pointsChange(current: number | null, previous: number | null): Change {
  if (current === null || previous === null) return NONE;
  const points = (current - previous) * 100;
  // Points are small numbers: one decimal always.
  const text = (Math.round(Math.abs(points) * 10) / 10).toLocaleString('en-IN');
  if (text === '0') return SAME;
  const unit = text === '1' ? 'point' : 'points';
  return points > 0 ? { direction: 'up', mark: `${text} pts`, words: `up ${text} percentage ${unit}` } : { direction: 'down', mark: `${text} pts`, words: `down ${text} percentage ${unit}` };
}

/** A share as a percentage with one decimal: 0.4167 → "41.7%". */
export function formatShare(share: number | null): string {
  return share === null ? '–' : `${(Math.round(share * 1000) / 10).toLocaleString('en-IN')}%`;
}
