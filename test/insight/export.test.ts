/** Statistics as CSV: documented columns, formula-safe text. */
import { describe, expect, it } from 'vitest';
import { computeStats } from '../../src/insight/aggregate';
import { compareSets } from '../../src/insight/compare';
import { STATS_CSV_COLUMNS, statsCsv, statsJson, type StatsSet } from '../../src/insight/export';
import { rec } from './fixtures';

const setA: StatsSet = {
  label: 'A: rules v1',
  filter: { rulesVersion: 'v1' },
  matchIds: ['a1', 'a2'],
  stats: computeStats([
    rec({ matchId: 'a1', winners: [0], figures: { trades: 4 }, tallies: { '=SUM(A1)': 1 }, cards: [{ code: 'QH', seat: 0, use: 'held' }] }),
    rec({ matchId: 'a2', winners: [1], firstPlayer: 1, figures: { trades: 6 } }),
  ]),
};
const setB: StatsSet = { label: 'B: rules v2', filter: { rulesVersion: 'v2' }, matchIds: [], stats: computeStats([]) };

const parseCsv = (text: string) =>
  text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

describe('statistics as CSV', () => {
  const csv = statsCsv({ sets: [setA], differences: null, exportedAt: 0 });
  const rows = parseCsv(csv);

  it('has the documented columns and one row per figure', () => {
    expect(rows[0]).toEqual([...STATS_CSV_COLUMNS]);
    expect(rows.slice(1).every((r) => r[0] === 'A: rules v1')).toBe(true);
    const seat1 = rows.find((r) => r[1] === 'win rate' && r[2] === 'seat 1');
    // 1 win in 2 games; Wilson 95% interval of 1/2 is 0.0945 to 0.9055.
    expect(seat1?.slice(3, 7)).toEqual(['0.5', '0.094531', '0.905469', '2']);
    const first = rows.find((r) => r[2] === 'first player');
    expect(first?.[3]).toBe('1');
    expect(rows.find((r) => r[1] === 'game figure' && r[2] === 'Trades (trades)')?.slice(3, 7)).toEqual(['5', '', '', '2']);
    expect(rows.find((r) => r[1] === 'card' && r[2] === 'QH win rate when held or played')?.[3]).toBe('1');
    expect(rows.find((r) => r[1] === 'length (minutes)' && r[2] === 'mean')?.[3]).toBe('12.333333');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csv).toContain("'=SUM(A1)");
    expect(csv).not.toMatch(/,=SUM/);
  });

  it('an empty set gives a row saying there is no data instead of NaN', () => {
    const empty = statsCsv({ sets: [setB], differences: null, exportedAt: 0 });
    expect(empty).not.toContain('NaN');
    expect(empty).toContain('B: rules v2,length (minutes),count,0,,,0,no data');
  });

  it('a comparison adds the differences with their intervals', () => {
    const cmp = compareSets([rec({ winners: [0] }), rec({ winners: [0] })], [rec({ winners: [1] }), rec({ winners: [2] })]);
    const text = statsCsv({ sets: [setA, setB], differences: cmp.differences, exportedAt: 0 });
    const diff = parseCsv(text).find((r) => r[1] === 'difference' && r[2] === 'First player win rate');
    expect(diff?.[0]).toBe('A: rules v1 minus B: rules v2');
    expect(Number(diff?.[3])).toBe(1);
    expect(Number(diff?.[4])).toBeGreaterThan(-1);
    expect(Number(diff?.[5])).toBe(1);
  });
});

describe('statistics as JSON', () => {
  it('keeps every figure and turns NaN into null', () => {
    const doc = JSON.parse(statsJson({ sets: [setA, setB], differences: [], exportedAt: Date.UTC(2026, 10, 30) })) as {
      format: string;
      exportedAt: string;
      sets: { label: string; matchIds: string[]; stats: { seatWinRates: { wins: number }[]; durationMinutes: { mean: number | null } } }[];
    };
    expect(doc.format).toBe('deckside-stats');
    expect(doc.exportedAt).toBe('2026-11-30T00:00:00.000Z');
    expect(doc.sets[0]?.stats.seatWinRates.map((r) => r.wins)).toEqual([1, 1, 0]);
    expect(doc.sets[0]?.matchIds).toEqual(['a1', 'a2']);
    expect(doc.sets[1]?.stats.durationMinutes.mean).toBeNull();
  });
});
