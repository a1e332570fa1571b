/**
 * Splits `total` paise over `weights` in proportion, by the largest remainder
 * method: each share is floored, then the paise left over go one each to the
 * largest remainders (earlier lines win ties), so the shares always sum to
 * `total` exactly and invoices and refunds never lose or invent a paisa.
 */
export function allocateProportionally(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map((x) => Math.floor(x));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
