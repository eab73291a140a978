/** The players view against a hand count: plays, wins, shared wins, first player, seats, case-folded names and aliases. */
import { expect, it } from 'vitest';
import { personOf, playersView } from '../../src/insight/players';
import { rec } from './fixtures';

const records = [
  // Ann wins alone as first player at seat 0.
  rec({ matchId: 'a', players: ['Ann', 'Bo'], winners: [0], firstPlayer: 0 }),
  // "ann " (another spelling) shares a win with Bo at seat 1; Bo first.
  rec({ matchId: 'b', players: ['Bo', 'ann '], winners: [0, 1], firstPlayer: 0 }),
  // Annie (an alias for Ann) loses at seat 1, first player.
  rec({ matchId: 'c', players: ['Bo', 'Annie'], winners: [0], firstPlayer: 1 }),
  // Unfinished: not a play, counted apart.
  rec({ matchId: 'd', players: ['ANN', 'Bo'], finished: false, winners: [] }),
  // Another rules version: its own line.
  rec({ matchId: 'e', rulesVersion: 'v2', players: ['Ann', 'Bo'], winners: [1], firstPlayer: 0 }),
];

it('counts each person per game and rules version as a hand count does', () => {
  const view = playersView(records, { annie: 'Ann' });
  const ann = view.find((l) => l.person === 'Ann' && l.rulesVersion === 'v1');
  expect(ann).toMatchObject({
    spellings: ['ANN', 'Ann', 'Annie', 'ann'],
    plays: 3,
    unfinished: 1,
    wins: 2,
    sharedWins: 1,
    firstPlays: 2,
    firstWins: 1,
    seats: [
      { seat: 0, plays: 1, wins: 1 },
      { seat: 1, plays: 2, wins: 1 },
    ],
  });
  expect(ann?.winRate).toBeCloseTo(2 / 3, 10);
  // Wilson 95% for 2 of 3: 0.2077 to 0.9385.
  expect(ann?.interval.low).toBeCloseTo(0.2077, 3);
  expect(ann?.interval.high).toBeCloseTo(0.9385, 3);
  const bo = view.find((l) => l.person === 'Bo' && l.rulesVersion === 'v1');
  expect(bo).toMatchObject({ plays: 3, wins: 2, sharedWins: 1, firstPlays: 1, firstWins: 1 });
  expect(view.map((l) => `${l.person} ${l.rulesVersion}`)).toEqual(['Ann v1', 'Ann v2', 'Bo v1', 'Bo v2']);
});

it('without the alias, Annie is a person of her own; aliases never loop', () => {
  expect(
    playersView(records)
      .filter((l) => l.rulesVersion === 'v1')
      .map((l) => l.person),
  ).toEqual(['Ann', 'Annie', 'Bo']);
  expect(personOf('x', { x: 'y', y: 'x' })).toMatch(/^[xy]$/);
});
