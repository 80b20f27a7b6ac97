/** The nearest-rank percentile (0-100) of values sorted ascending; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
