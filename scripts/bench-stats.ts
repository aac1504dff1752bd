/** Order statistics for bench samples (milliseconds). Nearest-rank percentiles: no interpolation. */
export interface Summary {
  n: number;
  median: number;
  p95: number;
  min: number;
  max: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarize(samples: readonly number[]): Summary | null {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    n: sorted.length,
    median: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    min: round(sorted[0]!),
    max: round(sorted[sorted.length - 1]!),
  };
}
