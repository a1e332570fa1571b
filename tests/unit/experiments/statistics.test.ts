import { describe, expect, it } from 'vitest';
import { logBeta, logGamma, normalCdf, normalQuantile } from '../../../server/features/experiments/normal';
import {
  EXACT_SUM_LIMIT,
  Z_95,
  conversionRate,
  probabilityToBeatControl,
  revenuePerVisitor,
  sampleSizePerVariant,
  upliftInterval,
  visitorsStillNeeded,
} from '../../../server/features/experiments/statistics';

const counts = (conversions: number, visitors: number) => ({ conversions, visitors });

/**
 * P(pB > pA) by plain trapezoid integration of ∫ f_B(x)·F_A(x) dx over the Beta posteriors,
 * normalised numerically, so it shares no code (not even log-gamma) with the module under test.
 * The grid spans both posteriors' means ± 12 standard deviations, where all their mass is.
 */
function trapezoidProbability(a: { conversions: number; visitors: number }, b: { conversions: number; visitors: number }, steps = 20_000): number {
  const shape = ({ conversions, visitors }: { conversions: number; visitors: number }) => {
    const alpha = 1 + conversions;
    const beta = 1 + visitors - conversions;
    const mean = alpha / (alpha + beta);
    const sd = Math.sqrt((alpha * beta) / ((alpha + beta) ** 2 * (alpha + beta + 1)));
    return { alpha, beta, mean, sd };
  };
  const sa = shape(a);
  const sb = shape(b);
  const low = Math.max(0, Math.min(sa.mean - 12 * sa.sd, sb.mean - 12 * sb.sd));
  const high = Math.min(1, Math.max(sa.mean + 12 * sa.sd, sb.mean + 12 * sb.sd));
  const h = (high - low) / steps;
  const xs = Array.from({ length: steps + 1 }, (_, j) => low + j * h);
  const density = (s: { alpha: number; beta: number }) => {
    const logs = xs.map((x) => (x <= 0 || x >= 1 ? -Infinity : (s.alpha - 1) * Math.log(x) + (s.beta - 1) * Math.log(1 - x)));
    // At the ends of [0, 1] the Beta(1, β) or Beta(α, 1) density is finite: fill it from the neighbour.
    for (let j = 0; j < logs.length; j++) {
      const x = xs[j] ?? 0;
      if (x <= 0 && s.alpha === 1) logs[j] = (s.beta - 1) * Math.log(1 - x);
      if (x >= 1 && s.beta === 1) logs[j] = (s.alpha - 1) * Math.log(x);
    }
    const top = Math.max(...logs);
    const values = logs.map((l) => Math.exp(l - top));
    let area = 0;
    for (let j = 1; j < values.length; j++) area += ((values[j - 1] ?? 0) + (values[j] ?? 0)) * (h / 2);
    return values.map((v) => v / area);
  };
  const fa = density(sa);
  const fb = density(sb);
  let cdfA = 0;
  let previous = (fb[0] ?? 0) * cdfA;
  let total = 0;
  for (let j = 1; j <= steps; j++) {
    cdfA += ((fa[j - 1] ?? 0) + (fa[j] ?? 0)) * (h / 2);
    const current = (fb[j] ?? 0) * cdfA;
    total += (previous + current) * (h / 2);
    previous = current;
  }
  return total;
}

describe('normal.ts', () => {
  it('gives the standard normal quantiles of the z tables (e.g. Wikipedia, "97.5th percentile point")', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 12);
    expect(normalQuantile(0.975)).toBeCloseTo(Z_95, 6);
    expect(normalQuantile(0.8)).toBeCloseTo(0.8416212335729143, 12);
    expect(normalQuantile(0.995)).toBeCloseTo(2.5758293035489004, 12);
    expect(normalQuantile(0.025)).toBeCloseTo(-1.959963984540054, 12);
    expect(normalQuantile(0.5)).toBe(0);
    // In the lower tail (Acklam's third region) too: scipy.stats.norm.ppf(1e-9) = −5.9978070150076865.
    expect(normalQuantile(1e-9)).toBeCloseTo(-5.9978070150076865, 12);
    expect(normalQuantile(0)).toBe(-Infinity);
    expect(normalQuantile(1)).toBe(Infinity);
    expect(() => normalQuantile(1.5)).toThrow(RangeError);
  });

  it('gives the standard normal CDF of the tables: Φ(1) = 0.8413447460685429, Φ(−3) = 0.0013498980316301, Φ(−8) = 6.22096057427174e-16', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(1)).toBeCloseTo(0.8413447460685429, 14);
    expect(normalCdf(-1.959963984540054)).toBeCloseTo(0.025, 14);
    expect(normalCdf(-3)).toBeCloseTo(0.0013498980316301, 15);
    // Deep in the tail only the relative error tells: 1 − erf would have lost every digit here.
    expect(normalCdf(-8) / 6.22096057427174e-16).toBeCloseTo(1, 10);
    for (const x of [0.3, 1.7, 2.4, 3.6, 5]) expect(normalCdf(x) + normalCdf(-x)).toBeCloseTo(1, 14);
  });

  it('inverts its own CDF across the range, to a relative 1e-12', () => {
    for (const p of [1e-12, 1e-6, 0.001, 0.02, 0.02425, 0.1, 0.37, 0.5, 0.63, 0.9, 0.97575, 0.999]) {
      expect(normalCdf(normalQuantile(p)) / p).toBeCloseTo(1, 12);
    }
  });

  it('gives ln Γ of factorials, of ½ (ln √π) and, at a million, Stirling’s series', () => {
    expect(logGamma(1)).toBeCloseTo(0, 14);
    expect(logGamma(2)).toBeCloseTo(0, 14);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 14);
    expect(logGamma(10)).toBeCloseTo(Math.log(362_880), 12);
    let logFactorial99 = 0;
    for (let k = 2; k <= 99; k++) logFactorial99 += Math.log(k);
    expect(logGamma(100)).toBeCloseTo(logFactorial99, 10);
    const x = 1e6;
    const stirling = (x - 0.5) * Math.log(x) - x + 0.5 * Math.log(2 * Math.PI) + 1 / (12 * x) - 1 / (360 * x ** 3);
    expect(logGamma(x) / stirling).toBeCloseTo(1, 14);
    // Γ(0.1) = 9.513507698668732 (reflection branch).
    expect(logGamma(0.1)).toBeCloseTo(Math.log(9.513507698668732), 13);
    // B(2, 3) = 1! · 2! / 4! = 1/12.
    expect(logBeta(2, 3)).toBeCloseTo(Math.log(1 / 12), 13);
    expect(() => logGamma(0)).toThrow(RangeError);
  });
});

describe('rates', () => {
  it('divides conversions by visitors, and is 0 without visitors', () => {
    expect(conversionRate(37, 1000)).toBe(0.037);
    expect(conversionRate(0, 0)).toBe(0);
  });

  it('refuses counts no query should produce', () => {
    expect(() => conversionRate(11, 10)).toThrow(RangeError);
    expect(() => conversionRate(-1, 10)).toThrow(RangeError);
    expect(() => conversionRate(1.5, 10)).toThrow(RangeError);
  });

  it('gives revenue per visitor in whole paise', () => {
    // ₹12,345.67 over 1,000 visitors is ₹12.3457: 1,234.567 paise, shown as 1,235.
    expect(revenuePerVisitor(1_234_567, 1000)).toBe(1235);
    expect(revenuePerVisitor(0, 250)).toBe(0);
    expect(revenuePerVisitor(99_900, 0)).toBe(0);
    expect(() => revenuePerVisitor(10.5, 3)).toThrow(RangeError);
  });
});

describe('upliftInterval', () => {
  it('matches the delta method by hand for 100/1,000 against 120/1,000, and contains the 20 % uplift', () => {
    // pA = 0.10, pB = 0.12, ln(pB/pA) = ln 1.2 = 0.1823215568
    // Var ln r = (1 − 0.10)/(1000 · 0.10) + (1 − 0.12)/(1000 · 0.12) = 0.009 + 0.0073333 = 0.0163333; se = 0.1278019301
    // 1.959964 · se = 0.2504871821
    // lower = e^(0.1823215568 − 0.2504871821) − 1 = e^−0.0681656253 − 1 = −0.0658942508
    // upper = e^(0.1823215568 + 0.2504871821) − 1 = e^0.4328087389 − 1 = 0.5415813479
    const interval = upliftInterval(counts(100, 1000), counts(120, 1000));
    expect(interval).not.toBeNull();
    expect(interval?.uplift).toBeCloseTo(0.2, 12);
    expect(interval?.lower).toBeCloseTo(-0.0658942508, 9);
    expect(interval?.upper).toBeCloseTo(0.5415813479, 9);
    expect((interval?.lower ?? 1) < 0.2 && 0.2 < (interval?.upper ?? 0)).toBe(true);
  });

  it('narrows with a smaller z and with more visitors', () => {
    const wide = upliftInterval(counts(100, 1000), counts(120, 1000));
    const narrow = upliftInterval(counts(100, 1000), counts(120, 1000), 1.644854);
    const large = upliftInterval(counts(1000, 10_000), counts(1200, 10_000));
    expect((narrow?.upper ?? 0) - (narrow?.lower ?? 0)).toBeLessThan((wide?.upper ?? 0) - (wide?.lower ?? 0));
    // Ten times the visitors: the log-scale width shrinks by √10.
    const logWidth = (i: typeof wide) => Math.log(1 + (i?.upper ?? 0)) - Math.log(1 + (i?.lower ?? 0));
    expect(logWidth(wide) / logWidth(large)).toBeCloseTo(Math.sqrt(10), 10);
    expect(large?.lower ?? 0).toBeGreaterThan(0);
  });

  it('is null while it cannot be estimated: no visitors on a side, or a zero rate', () => {
    expect(upliftInterval(counts(0, 0), counts(5, 100))).toBeNull();
    expect(upliftInterval(counts(5, 100), counts(0, 0))).toBeNull();
    expect(upliftInterval(counts(0, 500), counts(5, 100))).toBeNull();
    expect(upliftInterval(counts(5, 100), counts(0, 500))).toBeNull();
  });
});

describe('probabilityToBeatControl', () => {
  it('is ½ for identical data, and for two empty arms', () => {
    expect(Math.abs(probabilityToBeatControl(counts(100, 1000), counts(100, 1000)) - 0.5)).toBeLessThan(0.01);
    expect(probabilityToBeatControl(counts(100, 1000), counts(100, 1000))).toBeCloseTo(0.5, 9);
    expect(probabilityToBeatControl(counts(0, 0), counts(0, 0))).toBeCloseTo(0.5, 12);
  });

  it('matches closed forms for tiny counts: P(B > A) is 2/3 for Beta(2,1) against Beta(1,1), 5/6 against Beta(1,2)', () => {
    // ∫₀¹ 2x · x dx = 2/3;  ∫₀¹ 2x · (1 − (1 − x)²) dx = 4/3 − 1/2 = 5/6.
    expect(probabilityToBeatControl(counts(0, 0), counts(1, 1))).toBeCloseTo(2 / 3, 12);
    expect(probabilityToBeatControl(counts(0, 1), counts(1, 1))).toBeCloseTo(5 / 6, 12);
  });

  it('is 0.98217 for 100/1,000 against 130/1,000, as a 20,000-step trapezoid integration of the posteriors also finds', () => {
    const exact = probabilityToBeatControl(counts(100, 1000), counts(130, 1000));
    expect(exact).toBeCloseTo(0.98216507, 7);
    expect(Math.abs(exact - trapezoidProbability(counts(100, 1000), counts(130, 1000)))).toBeLessThan(1e-6);
  });

  it('agrees with itself by every route: swapping the arms, and counting non-conversions instead of conversions', () => {
    // Each form below sums over a different shape parameter, so each takes a different branch.
    const flip = ({ conversions, visitors }: { conversions: number; visitors: number }) => counts(visitors - conversions, visitors);
    for (const [a, b] of [
      [counts(100, 1000), counts(130, 1000)],
      [counts(30, 400), counts(41, 700)],
      [counts(920, 1000), counts(905, 1200)],
      [counts(3, 20), counts(0, 15)],
    ] as const) {
      const direct = probabilityToBeatControl(a, b);
      expect(1 - probabilityToBeatControl(b, a)).toBeCloseTo(direct, 10);
      expect(probabilityToBeatControl(flip(b), flip(a))).toBeCloseTo(direct, 10);
      expect(1 - probabilityToBeatControl(flip(a), flip(b))).toBeCloseTo(direct, 10);
      expect(Math.abs(direct - trapezoidProbability(a, b))).toBeLessThan(1e-5);
    }
  });

  it('stays exact with a million visitors and few conversions, and with high conversion rates', () => {
    const rare = probabilityToBeatControl(counts(30, 1_000_000), counts(45, 1_000_000));
    expect(Math.abs(rare - trapezoidProbability(counts(30, 1_000_000), counts(45, 1_000_000)))).toBeLessThan(1e-5);
    const common = probabilityToBeatControl(counts(99_000, 100_000), counts(99_100, 100_000));
    expect(Math.abs(common - trapezoidProbability(counts(99_000, 100_000), counts(99_100, 100_000)))).toBeLessThan(1e-5);
  });

  it(`falls back to the normal approximation past ${EXACT_SUM_LIMIT} on every side, within 1e-4 of integration`, () => {
    const a = counts(2100, 5000);
    const b = counts(2180, 5000);
    const approximate = probabilityToBeatControl(a, b);
    expect(Math.abs(approximate - trapezoidProbability(a, b))).toBeLessThan(1e-4);
    // Just under the limit the exact sum runs: the two sides of the switch agree to 1e-3.
    expect(Math.abs(probabilityToBeatControl(counts(EXACT_SUM_LIMIT - 1, 5000), b) - probabilityToBeatControl(counts(EXACT_SUM_LIMIT, 5000), b))).toBeLessThan(1e-3);
  });

  it('is deterministic and quick at the largest exact sum', () => {
    const a = counts(EXACT_SUM_LIMIT - 1, 100_000);
    const b = counts(EXACT_SUM_LIMIT + 40, 100_000);
    const started = performance.now();
    const first = probabilityToBeatControl(a, b);
    expect(probabilityToBeatControl(a, b)).toBe(first);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('sampleSizePerVariant', () => {
  it('needs 3,841 visitors per variant to see 10 % → 12 % at α 0.05, power 0.8 (pooled-variance formula)', () => {
    // By hand: p₁ = 0.10, p₂ = 0.12, p̄ = 0.11, z₀.₉₇₅ = 1.959964, z₀.₈ = 0.841621
    // √(2 · 0.11 · 0.89) = √0.1958 = 0.4424929;  √(0.10 · 0.90 + 0.12 · 0.88) = √0.1956 = 0.4422669
    // (1.959964 · 0.4424929 + 0.841621 · 0.4422669)² / 0.02² = (0.8672702 + 0.3722211)² / 0.0004 = 1.5363388 / 0.0004 = 3840.85 → 3,841
    // Other formulas give other figures: unpooled (z₀.₉₇₅ + z₀.₈)² · 0.1956 / 0.0004 = 3,838.10 → 3,839; Evan Miller's
    // calculator takes the null variance from the baseline alone, √(2 · 0.09): (0.8315423 + 0.3722211)² / 0.0004 → 3,623.
    expect(sampleSizePerVariant(0.1, 0.2)).toBe(3841);
    expect(sampleSizePerVariant(0.1, 0.2, 0.05, 0.8)).toBe(3841);
  });

  it('pins the same formula elsewhere: a drop, a small effect on a low baseline, and a stricter test', () => {
    // 10 % → 8 %: (1.959964 · √(2 · 0.09 · 0.91) + 0.841621 · √(0.09 + 0.0736))² / 0.0004 = 3212.94
    expect(sampleSizePerVariant(0.1, -0.2)).toBe(3213);
    // 3 % → 3.3 %: 53,210.30
    expect(sampleSizePerVariant(0.03, 0.1)).toBe(53_211);
    // 10 % → 12 % at α 0.01, power 0.9 (z 2.575829, 1.281552): 7,280.99
    expect(sampleSizePerVariant(0.1, 0.2, 0.01, 0.9)).toBe(7281);
  });

  it('is Infinity when there is nothing to detect, and refuses rates that are not probabilities', () => {
    expect(sampleSizePerVariant(0, 0.2)).toBe(Infinity);
    expect(sampleSizePerVariant(0.1, 0)).toBe(Infinity);
    expect(() => sampleSizePerVariant(0.6, 1)).toThrow(RangeError);
    expect(() => sampleSizePerVariant(-0.1, 0.2)).toThrow(RangeError);
    expect(() => sampleSizePerVariant(0.1, 0.2, 0)).toThrow(RangeError);
  });

  it('counts the visitors still needed, never below zero', () => {
    expect(visitorsStillNeeded(3841, 1200)).toBe(2641);
    expect(visitorsStillNeeded(3841, 5000)).toBe(0);
    expect(visitorsStillNeeded(Infinity, 5000)).toBe(Infinity);
  });
});
