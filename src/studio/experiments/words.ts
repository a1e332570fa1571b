import { CONTROL_VARIANT, type Experiment, type ExperimentTarget } from '../../../schemas/api/experiments';
import { configLabel } from '../../../schemas/api/studio';
import { formatCount } from '../../ui/format';

/* How the desk words an experiment and its figures for a merchandiser. */

export const STATUS_LABELS: Readonly<Record<Experiment['status'], string>> = { draft: 'Draft', running: 'Running', stopped: 'Stopped', promoted: 'Promoted' };

/** The control's fixed name: it is what shoppers see today, so it is never edited here. */
export const CONTROL_LABEL = 'Control (published)';

export const isControl = (key: string): boolean => key === CONTROL_VARIANT;

/** "Home page, section 2" or "Home page, whole page": sections are counted from 1, as the layout editor lists them. */
export function targetText(target: ExperimentTarget): string {
  return target.kind === 'section' ? `${configLabel(target.key)}, section ${target.index + 1}` : `${configLabel(target.key)}, whole page`;
}

// U+2212: a true minus sign, as wide as the plus, so signed figures line up and read as numbers.
const MINUS = '\u2212';

/** A fraction as a signed percentage with one decimal: 0.12 → "+12.0%", −0.031 → "−3.1%", and a value that rounds to zero unsigned. */
export function signedPercent(fraction: number): string {
  const shown = (Math.abs(fraction) * 100).toFixed(1);
  if (Number(shown) === 0) return `${shown}%`;
  return `${fraction > 0 ? '+' : MINUS}${shown}%`;
}

/** "+12.0% (−3.1% to +27.4%)": the uplift with its 95% interval. */
export function upliftText(uplift: { uplift: number; lower: number; upper: number }): string {
  return `${signedPercent(uplift.uplift)} (${signedPercent(uplift.lower)} to ${signedPercent(uplift.upper)})`;
}

/** A conversion rate (0..1) with two decimals: rates of a few percent differ in the second. */
export const ratePercent = (rate: number): string => `${(rate * 100).toFixed(2)}%`;

/** A probability (0..1) as a percentage with one decimal. */
export const chancePercent = (probability: number): string => `${(probability * 100).toFixed(1)}%`;

/** Whether the variant has the sample the minimum effect needs: 0 more is enough; null cannot be told yet. */
export function sampleText(stillNeeded: number | null): string {
  if (stillNeeded === null) return 'Too early to tell';
  if (stillNeeded <= 0) return 'Enough data';
  return `Needs ${formatCount(Math.ceil(stillNeeded))} more visitors`;
}
