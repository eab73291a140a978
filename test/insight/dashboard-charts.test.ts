import { describe, expect, it } from 'vitest';
import { computeStats } from '../../src/insight/aggregate';
import { compareSets } from '../../src/insight/compare';
import { cardChart, differenceChart, histogramChart, lengthValues, tallyChart, winRateChart } from '../../src/insight/dashboard-charts';
import { rec } from './fixtures';

const a = [
  rec({ winners: [0], firstPlayer: 0, tallies: { flush: 2 }, cards: [{ code: 'QH', seat: 0, use: 'played' }] }),
  rec({
    winners: [0],
    firstPlayer: 1,
    roundScores: [
      [1, 5],
      [3, 1],
      [2, 2],
    ],
    lowerIsBetter: false,
  }),
];
const b = [rec({ winners: [2], firstPlayer: 2, tallies: { pair: 1 } })];
const sets = [
  { label: 'A', stats: computeStats(a), records: a },
  { label: 'B', stats: computeStats(b), records: b },
];

describe('dashboard charts as data', () => {
  it('win rates by seat and first player, with intervals and the fair share', () => {
    const c = winRateChart(sets);
    expect(c.spec.labels).toEqual(['Seat 1', 'Seat 2', 'Seat 3', 'First player']);
    expect(c.spec.series[0]?.values).toEqual([1, 0, 0, 0.5]);
    expect(c.spec.series[1]?.values).toEqual([0, 0, 1, 1]);
    // Wilson 95% interval of 2 of 2: 34.2% to 100%.
    expect(c.spec.series[0]?.intervals?.[0]?.low).toBeCloseTo(0.3424, 4);
    expect(c.spec.references).toEqual([1 / 3, 1 / 3, 1 / 3, 1 / 3]);
    expect(c.summary).toContain('Seat 1: A 100% (95% 34%–100%, fair share 33%); B 0%');
  });

  it('lengths and spreads on shared bins; lead changes from per-round scores', () => {
    const v = lengthValues(a);
    expect(v.spreads).toEqual([20, 20]);
    // Rows are seats: running totals 1/3/2 after round 1 (seat 2 leads), 6/4/4 after round 2 (seat 1): one change.
    expect(v.leadChanges).toEqual([1]);
    const h = histogramChart('Turns', 'turns', [
      { label: 'A', values: [10, 12] },
      { label: 'B', values: [20] },
    ]);
    expect(h.spec.series.map((s) => s.values.reduce((x, y) => (x ?? 0) + (y ?? 0), 0))).toEqual([2, 1]);
    expect(histogramChart('Empty', 'x', [{ label: 'A', values: [] }]).summary).toBe('Empty: no finished games with this figure.');
  });

  it('cards, tallies and differences', () => {
    expect(cardChart(sets)?.spec.labels).toEqual(['QH']);
    expect(cardChart([{ label: 'B', stats: computeStats(b), records: b }])).toBeNull();
    expect(tallyChart(sets)?.spec.series.map((s) => s.values)).toEqual([
      [2, 0],
      [0, 1],
    ]);
    const diff = differenceChart(compareSets(a, b).differences);
    expect(diff?.spec.labels).toEqual(['First player win rate', 'Seat 1 win rate', 'Seat 2 win rate', 'Seat 3 win rate']);
    expect(diff?.spec.series[0]?.values[1]).toBe(1);
    expect(diff?.spec.range).toEqual([-1, 1]);
  });
});
