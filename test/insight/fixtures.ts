/** A playtest record with sensible defaults, for the insight tests. */
import type { PlaytestRecord } from '../../src/insight/records';

export function rec(over: Partial<PlaytestRecord>): PlaytestRecord {
  return {
    matchId: '20261130-100000-00000001',
    file: '20261130-100000-00000001.jsonl',
    game: 'trades',
    rulesVersion: 'v1',
    options: {},
    deckVersion: null,
    players: ['Ann', 'Bo', 'Cy'],
    firstPlayer: 0,
    startedAt: Date.UTC(2026, 10, 30, 10, 0, 0),
    endedAt: Date.UTC(2026, 10, 30, 10, 12, 20),
    finished: true,
    winners: [0],
    totals: [10, 20, 30],
    lowerIsBetter: true,
    roundScores: null,
    events: 10,
    rounds: 1,
    turns: 10,
    figures: {},
    tallies: {},
    cards: [],
    ...over,
  };
}
