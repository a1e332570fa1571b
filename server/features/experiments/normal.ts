/**
 * The standard normal distribution and log-gamma, written here so experiment figures
 * are the same on every instance and need no numerical dependency.
 */

const SQRT_PI = Math.sqrt(Math.PI);
const LOG_SQRT_TWO_PI = 0.5 * Math.log(2 * Math.PI);

/**
 * erfc(x) for x ≥ 0. Below 2.5 the all-positive series (Abramowitz & Stegun 7.1.6) has no
 * cancellation, and 1 − erf loses little there because erfc(2.5) is still 4e-4; beyond it
 * the continued fraction (A&S 7.1.14) keeps full relative precision deep in the tail.
 */
function erfcNonNegative(x: number): number {
  if (x < 2.5) {
    const twoXSquared = 2 * x * x;
    let term = x;
    let sum = x;
    for (let n = 0; n < 200 && term > sum * 1e-17; n++) {
      term *= twoXSquared / (2 * n + 3);
      sum += term;
    }
    return 1 - (2 / SQRT_PI) * Math.exp(-x * x) * sum;
  }
  // Modified Lentz on x + (1/2)/(x + 1/(x + (3/2)/(x + 2/(x + …)))).
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let k = 1; k < 500; k++) {
    const a = k / 2;
    d = x + a * d;
    d = d === 0 ? tiny : d;
    c = x + a / c;
    c = c === 0 ? tiny : c;
    d = 1 / d;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x * x) / (SQRT_PI * f);
}

/** P(Z ≤ x) for a standard normal Z. */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  const tail = 0.5 * erfcNonNegative(Math.abs(x) / Math.SQRT2);
  return x < 0 ? tail : 1 - tail;
}

/** The standard normal density. */
export function normalPdf(x: number): number {
  return Math.exp(-0.5 * x * x - LOG_SQRT_TWO_PI);
}

// Peter J. Acklam's rational approximation (relative error 1.15e-9), polished below.
const A = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239];
const B = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1];
const C = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
const D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
const P_LOW = 0.02425;

function polynomial(coefficients: readonly number[], x: number): number {
  let value = 0;
  for (const coefficient of coefficients) value = value * x + coefficient;
  return value;
}

function acklam(p: number): number {
  if (p < P_LOW) {
    const q = Math.sqrt(-2 * Math.log(p));
    return polynomial(C, q) / (polynomial(D, q) * q + 1);
  }
  if (p > 1 - P_LOW) {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    return -polynomial(C, q) / (polynomial(D, q) * q + 1);
  }
  const q = p - 0.5;
  const r = q * q;
  return (polynomial(A, r) * q) / (polynomial(B, r) * r + 1);
}

/** The x with P(Z ≤ x) = p; −Infinity at 0 and Infinity at 1. */
export function normalQuantile(p: number): number {
  if (Number.isNaN(p) || p < 0 || p > 1) throw new RangeError(`normalQuantile needs a probability in [0, 1], got ${p}`);
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  const x = acklam(p);
  // One Halley step against the accurate CDF takes Acklam's 1e-9 to machine precision (his own recipe).
  const e = normalCdf(x) - p;
  const u = e / normalPdf(x);
  return x - u / (1 + (x * u) / 2);
}

// Lanczos approximation, g = 7, nine coefficients (as in Numerical Recipes / Boost's table): ~1e-15 relative.
const LANCZOS_G = 7;
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0. */
export function logGamma(x: number): number {
  if (!(x > 0) || !Number.isFinite(x)) throw new RangeError(`logGamma needs a finite x > 0, got ${x}`);
  // The series is accurate from 0.5 up; below it the reflection formula moves x there.
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let series = LANCZOS[0] ?? 1;
  for (let i = 1; i < LANCZOS.length; i++) series += (LANCZOS[i] ?? 0) / (z + i);
  const t = z + LANCZOS_G + 0.5;
  return LOG_SQRT_TWO_PI + (z + 0.5) * Math.log(t) - t + Math.log(series);
}

/** ln B(a, b) = ln Γ(a) + ln Γ(b) − ln Γ(a + b). */
export function logBeta(a: number, b: number): number {
  return logGamma(a) + logGamma(b) - logGamma(a + b);
}
