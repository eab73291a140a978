/** Histograms that put two sets of figures on the same bins. */
import { describe, expect, it } from 'vitest';
import { sharedHistogram } from '../../src/insight/histogram';

describe('sharedHistogram', () => {
  it('puts two sets on the same bins', () => {
    const h = sharedHistogram([
      [1, 2, 2, 9],
      [5, 5, 10],
    ]);
    expect(h.labels).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(h.counts[0]).toEqual([1, 2, 0, 0, 0, 0, 0, 0, 1, 0]);
    expect(h.counts[1]).toEqual([0, 0, 0, 0, 2, 0, 0, 0, 0, 1]);
  });

  it('uses round ranges for wide or fractional data and counts every value once', () => {
    const a = [0.5, 12.2, 33.9];
    const b = [47.5];
    const h = sharedHistogram([a, b]);
    expect(h.labels[0]).toBe('0–5');
    expect(h.counts.flat().reduce((s, n) => s + n, 0)).toBe(4);
    expect(h.counts[1]?.[h.counts[1].length - 1]).toBe(1);
  });

  it('no data, no bins', () => {
    expect(sharedHistogram([[], []])).toEqual({ labels: [], edges: [], counts: [[], []] });
  });
});
