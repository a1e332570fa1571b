/**
 * The figures the studio's experiment results page shows for each variant against the control.
 * Pure and deterministic: the same counts give the same page on every instance.
 */
import { logBeta, normalCdf, normalQuantile } from './normal';

export interface VariantCounts {
  key: string;
  visitors: number;
  /** Visitors who converted, so never more than `visitors`. */
  conversions: number;
  revenuePaise: number;
}

type Conversions = Pick<VariantCounts, 'visitors' | 'conversions'>;

/** The 97.5th percentile of the standard normal: a two-sided 95 % interval. */
export const Z_95 = 1.959964;

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
}

// Counts from a broken query would otherwise come out as a plausible-looking rate or NaN.
function assertConversions(conversions: number, visitors: number): void {
  assertCount('visitors', visitors);
  assertCount('conversions', conversions);
  if (conversions > visitors) throw new RangeError(`conversions (${conversions}) exceed visitors (${visitors})`);
}

/** Conversions per visitor, 0 when there are no visitors yet. */
export function conversionRate(conversions: number, visitors: number): number {
  assertConversions(conversions, visitors);
  return visitors === 0 ? 0 : conversions / visitors;
}

/** Revenue per visitor in whole paise (rounded to the nearest), 0 when there are no visitors yet. */
export function revenuePerVisitor(revenuePaise: number, visitors: number): number {
  assertCount('visitors', visitors);
  if (!Number.isSafeInteger(revenuePaise)) throw new RangeError(`revenuePaise must be an integer, got ${revenuePaise}`);
  return visitors === 0 ? 0 : Math.round(revenuePaise / visitors);
}

export interface UpliftInterval {
  /** (pB − pA) / pA: 0.2 means the variant converts 20 % better than the control. */
  uplift: number;
  lower: number;
  upper: number;
}

/**
 * The variant's relative uplift over the control with its confidence interval (z = 1.959964: 95 %).
 * Null while it cannot be estimated: a side without visitors, or a zero rate on either side (the
 * ratio's logarithm is undefined there).
 */
export function upliftInterval(control: Conversions, variant: Conversions, z: number = Z_95): UpliftInterval | null {
  assertConversions(control.conversions, control.visitors);
  assertConversions(variant.conversions, variant.visitors);
  if (control.visitors === 0 || variant.visitors === 0 || control.conversions === 0 || variant.conversions === 0) return null;
  const pA = control.conversions / control.visitors;
  const pB = variant.conversions / variant.visitors;
  // Delta method on ln(pB/pA): Var ≈ (1−pA)/(nA·pA) + (1−pB)/(nB·pB); the interval is exp(ln r ± z·se) − 1.
  const logRatio = Math.log(pB / pA);
  const standardError = Math.sqrt((1 - pA) / (control.visitors * pA) + (1 - pB) / (variant.visitors * pB));
  return {
    uplift: (pB - pA) / pA,
    lower: Math.exp(logRatio - z * standardError) - 1,
    upper: Math.exp(logRatio + z * standardError) - 1,
  };
}

interface BetaShape {
  alpha: number;
  beta: number;
}

/** The posterior of a rate under a uniform Beta(1, 1) prior. */
function posterior({ visitors, conversions }: Conversions): BetaShape {
  assertConversions(conversions, visitors);
  return { alpha: 1 + conversions, beta: 1 + visitors - conversions };
}

/**
 * P(Y > X) for X ~ Beta(x), Y ~ Beta(y), exactly, for integer y.alpha: Evan Miller's sum
 * ("Formulas for Bayesian A/B Testing"), one term per unit of y.alpha, in logs so large counts
 * neither overflow nor underflow.
 */
function probabilityAbove(x: BetaShape, y: BetaShape): number {
  const logBetaX = logBeta(x.alpha, x.beta);
  let total = 0;
  for (let i = 0; i < y.alpha; i++) {
    total += Math.exp(logBeta(x.alpha + i, x.beta + y.beta) - Math.log(y.beta + i) - logBeta(1 + i, y.beta) - logBetaX);
  }
  return total;
}

/**
 * The exact sum costs one term per unit of its shape parameter. Past this many on every side,
 * each posterior's skewness is below 2/√2000 ≈ 0.045 and the normal approximation is as good.
 */
export const EXACT_SUM_LIMIT = 2_000;

/**
 * P(pB > pA) with pA ~ Beta(1 + conversions, 1 + non-conversions) for the control and pB likewise
 * for the variant. Exact (deterministic, no sampling) while any shape parameter is at most
 * EXACT_SUM_LIMIT; beyond, a normal approximation of pB − pA.
 */
export function probabilityToBeatControl(control: Conversions, variant: Conversions): number {
  const a = posterior(control);
  const b = posterior(variant);
  // Four forms of the same sum, one per shape parameter: P(B > A) = 1 − P(A > B), and pB > pA
  // exactly when 1 − pA > 1 − pB, with 1 − p ~ Beta(β, α). The shortest sum is the cheapest and the most accurate.
  const flipA = { alpha: a.beta, beta: a.alpha };
  const flipB = { alpha: b.beta, beta: b.alpha };
  const shortest = Math.min(a.alpha, a.beta, b.alpha, b.beta);
  let probability: number;
  if (shortest > EXACT_SUM_LIMIT) {
    const meanA = a.alpha / (a.alpha + a.beta);
    const meanB = b.alpha / (b.alpha + b.beta);
    const varianceA = (a.alpha * a.beta) / ((a.alpha + a.beta) ** 2 * (a.alpha + a.beta + 1));
    const varianceB = (b.alpha * b.beta) / ((b.alpha + b.beta) ** 2 * (b.alpha + b.beta + 1));
    probability = normalCdf((meanB - meanA) / Math.sqrt(varianceA + varianceB));
  } else if (shortest === b.alpha) probability = probabilityAbove(a, b);
  else if (shortest === a.alpha) probability = 1 - probabilityAbove(b, a);
  else if (shortest === a.beta) probability = probabilityAbove(flipB, flipA);
  else probability = 1 - probabilityAbove(flipA, flipB);
  return Math.min(1, Math.max(0, probability));
}

/**
 * Visitors each variant needs for a two-sided two-proportion z-test at significance `alpha` to
 * detect, with probability `power`, a change from `baselineRate` to baselineRate × (1 + minimumRelativeEffect).
 * The pooled-variance formula (Fleiss): n = (z₁₋α/₂·√(2·p̄(1−p̄)) + z_power·√(p₁(1−p₁) + p₂(1−p₂)))² / (p₂ − p₁)².
 * Infinity when there is nothing to detect: a zero baseline or a zero effect.
 */
export function sampleSizePerVariant(baselineRate: number, minimumRelativeEffect: number, alpha = 0.05, power = 0.8): number {
  if (!(baselineRate >= 0 && baselineRate < 1)) throw new RangeError(`baselineRate must be in [0, 1), got ${baselineRate}`);
  if (!Number.isFinite(minimumRelativeEffect)) throw new RangeError(`minimumRelativeEffect must be finite, got ${minimumRelativeEffect}`);
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
  if (!(power > 0 && power < 1)) throw new RangeError(`power must be in (0, 1), got ${power}`);
  if (baselineRate === 0 || minimumRelativeEffect === 0) return Infinity;
  const p1 = baselineRate;
  const p2 = baselineRate * (1 + minimumRelativeEffect);
  if (!(p2 >= 0 && p2 <= 1)) throw new RangeError(`The target rate ${p2} is not a probability`);
  const pooled = (p1 + p2) / 2;
  const zAlpha = normalQuantile(1 - alpha / 2);
  const zPower = normalQuantile(power);
  const spread = zAlpha * Math.sqrt(2 * pooled * (1 - pooled)) + zPower * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  // The tolerance keeps float noise in an exact whole answer from asking for one visitor more.
  return Math.ceil((spread * spread) / ((p2 - p1) * (p2 - p1)) - 1e-9);
}

/** How many more visitors a variant needs; 0 once it has enough, Infinity when no number suffices. */
export function visitorsStillNeeded(required: number, have: number): number {
  assertCount('have', have);
  return Math.max(0, required - have);
}
