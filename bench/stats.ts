/** Nearest-rank percentile of an ascending list (p50, p95, p99…); NaN for an empty one. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** The middle value; for an even count, the mean of the two middle ones. NaN for an empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid];
  if (upper === undefined) return Number.NaN;
  if (sorted.length % 2 === 1) return upper;
  return ((sorted[mid - 1] ?? upper) + upper) / 2;
}

/**
 * Index (in the original order) of the run at the lower median, so that a real run
 * stands for "the median run": the one whose other figures get reported. -1 when empty.
 */
export function medianIndex(values: readonly number[]): number {
  if (values.length === 0) return -1;
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value || a.index - b.index);
  return order[Math.floor((order.length - 1) / 2)]?.index ?? -1;
}
