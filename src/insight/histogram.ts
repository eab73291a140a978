/**
 * Histograms of two (or more) sets on the same bins, so a chart can put
 * variant A and variant B side by side bin for bin. Bin edges are round
 * numbers (1, 2 or 5 times a power of ten), as in distribution.ts.
 */
import { distribution } from './distribution';

export interface SharedHistogram {
  /** "0–5", "5–10", ...; a single value when a bin is one integer wide on integer data. */
  readonly labels: readonly string[];
  readonly edges: readonly { readonly from: number; readonly to: number }[];
  /** counts[set][bin] */
  readonly counts: readonly (readonly number[])[];
}

const fmt = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

export function sharedHistogram(sets: readonly (readonly number[])[], binCount = 10): SharedHistogram {
  const all = sets.flat().filter((v) => Number.isFinite(v));
  const d = distribution(all, binCount);
  const edges = d.bins.map((b) => ({ from: b.from, to: b.to }));
  const integers = all.every((v) => Number.isInteger(v));
  const labels = edges.map((e) => (integers && e.to - e.from === 1 ? fmt(e.from) : `${fmt(e.from)}–${fmt(e.to)}`));
  const counts = sets.map((values) => {
    const row = new Array<number>(edges.length).fill(0);
    const start = edges[0]?.from ?? 0;
    const width = edges.length ? (edges[0] as { to: number; from: number }).to - start : 1;
    for (const v of values) {
      if (!Number.isFinite(v) || edges.length === 0) continue;
      const i = Math.min(edges.length - 1, Math.max(0, Math.floor((v - start) / width)));
      row[i] = (row[i] as number) + 1;
    }
    return row;
  });
  return { labels, edges, counts };
}
