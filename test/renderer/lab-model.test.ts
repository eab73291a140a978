/**
 * The Balance lab's pure parts: its charts from a summary (seat rates with
 * intervals and the fair share, lengths from the histogram, B minus A with
 * Newcombe whiskers), and the "bots say ... your playtests say ..." line of
 * the dashboard, from a kept run and the playtest records of the same game
 * and tag.
 */
import { describe, expect, it } from 'vitest';
import { besideFigures } from '../../src/renderer/lab/beside';
import { differenceChart, lengthChart, lengthsOf, winChart } from '../../src/renderer/lab/lab-charts';
import type { LabRun } from '../../src/contract/api';
import type { PlaytestRecord } from '../../src/contract/playtest-record';
import { setFigures, versusFigures } from '../../src/sim/summary';
import type { GameResult, SimSummary } from '../../src/contract/simulation';

const result = (index: number, winners: number[], length: number, set: 'base' | 'versus' = 'base'): GameResult => ({
  index,
  set,
  seed: `s:${index}`,
  finished: true,
  winners,
  draw: winners.length === 0,
  length,
  actions: length,
  totals: [],
  lowerIsBetter: false,
  firstPlayer: 0,
  cards: [],
});

// 58 of 100 games won by the first player (seat 1); B: 45 of 100.
const base = Array.from({ length: 100 }, (_, i) => result(i, i < 58 ? [0] : [1], 10 + (i % 5)));
const versus = Array.from({ length: 100 }, (_, i) => result(i, i < 45 ? [0] : [1], 12 + (i % 5), 'versus'));
const a = setFigures(base, ['mcts:200', 'random'], {}, 'moves');
const summary: SimSummary = {
  ...a,
  game: 'tech-chess',
  games: 100,
  players: 2,
  seed: '1',
  bots: ['mcts:200', 'random'],
  perSecond: { games: 1, actions: 1 },
  rulesVersion: 'v2',
  versus: versusFigures(a, base, setFigures(versus, ['mcts:200', 'random'], { stalemate: 'loss' }, 'moves'), versus),
};
const run = (startedAt: number, s: SimSummary): LabRun => ({
  runId: `20260101-000000-0000000${startedAt}`,
  request: { game: s.game, games: s.games, seed: s.seed, bots: [...s.bots], options: {}, rulesVersion: s.rulesVersion },
  state: 'done',
  done: s.games,
  total: s.games,
  startedAt,
  elapsedMs: 1,
  leftMs: 0,
  summary: s,
  error: null,
});

describe('the lab charts', () => {
  it('seat and first-player rates of both sets, with intervals and the fair share', () => {
    const c = winChart(summary);
    expect(c.spec.labels).toEqual(['Seat 1 (mcts:200)', 'Seat 2 (random)', 'First player']);
    expect(c.spec.series.map((s) => s.label)).toEqual(['A', 'B']);
    expect(c.spec.series[0]?.values).toEqual([0.58, 0.42, 0.58]);
    expect(c.spec.series[1]?.values).toEqual([0.45, 0.55, 0.45]);
    expect(c.spec.references).toEqual([0.5, 0.5, 0.5]);
    expect(c.summary).toContain('Seat 1 (mcts:200): A 58% (95% 48%–67%)');
  });

  it('lengths come back from the histogram, one per game', () => {
    expect(lengthsOf(summary.length)).toHaveLength(100);
    expect(lengthsOf(summary.length).slice(0, 3)).toEqual([10, 10, 10]);
    expect(lengthChart(summary).spec.title).toBe('Game length (moves)');
  });

  it('B minus A per seat, first player and draws, on a -100%..100% axis', () => {
    const d = differenceChart(summary);
    expect(d?.spec.labels).toEqual(['Seat 1 wins', 'Seat 2 wins', 'First player wins', 'Draws']);
    expect(d?.spec.series[0]?.values[0]).toBeCloseTo(-0.13, 12);
    expect(d?.spec.range).toEqual([-1, 1]);
    expect(differenceChart({ ...summary, versus: undefined } as SimSummary)).toBeNull();
  });
});

describe('simulated beside played', () => {
  const record = (i: number, winners: number[], rulesVersion = 'v2'): PlaytestRecord => ({
    matchId: `m${i}`,
    file: `m${i}.jsonl`,
    game: 'tech-chess',
    rulesVersion,
    options: {},
    deckVersion: null,
    players: ['Ann', 'Bo'],
    firstPlayer: 0,
    startedAt: 0,
    endedAt: 1,
    finished: true,
    winners,
    totals: null,
    lowerIsBetter: false,
    roundScores: null,
    events: 10,
    rounds: 1,
    turns: 10,
    figures: {},
    tallies: {},
    cards: [],
  });

  it('the latest run of each game and tag beside the playtests of that game and tag', () => {
    // 6 of 10 playtests won by the first player; two of another tag are left out.
    const records = [...Array.from({ length: 10 }, (_, i) => record(i, i < 6 ? [0] : [1])), record(20, [1], 'v1'), record(21, [1], 'v1')];
    const older = run(1, { ...summary, firstPlayer: { ...(summary.firstPlayer as NonNullable<SimSummary['firstPlayer']>), rate: 0.1 } });
    const rows = besideFigures([older, run(2, summary)], records);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sentence).toBe('Bots say the first player wins 58% [48-67]; your 10 playtests say 60% [31-83].');
  });

  it('says when there are no playtests of the game and tag yet', () => {
    expect(besideFigures([run(2, summary)], [])[0]?.sentence).toBe(
      'Bots say the first player wins 58% [48-67]; no finished playtests of this game and tag yet.',
    );
  });
});
