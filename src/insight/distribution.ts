/**
 * Summaries of a list of numbers for charts and tables: quantiles, mean, and
 * a histogram with round bin edges.
 */

export interface Distribution {
  readonly count: number;
  readonly min: number;
  readonly max: number;
  readonly mean: number;
  readonly median: number;
  readonly p25: number;
  readonly p75: number;
  /** Bins of equal width covering [min, max]. */
  readonly bins: readonly { readonly from: number; readonly to: number; readonly count: number }[];
}

/** The q-quantile of sorted values, linear interpolation between neighbours (type 7). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  return a + (b - a) * (pos - lo);
}

export function distribution(values: readonly number[], binCount = 10): Distribution {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return { count: 0, min: NaN, max: NaN, mean: NaN, median: NaN, p25: NaN, p75: NaN, bins: [] };
  const min = sorted[0] as number;
  const max = sorted[n - 1] as number;
  const mean = sorted.reduce((s, v) => s + v, 0) / n;
  const width = max > min ? niceWidth((max - min) / binCount) : 1;
  const start = Math.floor(min / width) * width;
  const count = Math.max(1, Math.floor((max - start) / width) + 1);
  const bins = Array.from({ length: count }, (_, i) => ({ from: start + i * width, to: start + (i + 1) * width, count: 0 }));
  for (const v of sorted) {
    const i = Math.min(count - 1, Math.floor((v - start) / width));
    (bins[i] as { count: number }).count++;
  }
  return { count: n, min, max, mean, median: quantile(sorted, 0.5), p25: quantile(sorted, 0.25), p75: quantile(sorted, 0.75), bins };
}

/** A bin width of 1, 2 or 5 times a power of ten, at least `raw`. */
function niceWidth(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * power >= raw) return m * power;
  return 10 * power;
}
