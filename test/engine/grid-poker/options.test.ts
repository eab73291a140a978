/**
 * The options are declared once: the specs (names, labels, defaults, ranges)
 * are what the CLI's `games` output and docs/rules list, and a match reads
 * them typed, with the defaults from the same declaration.
 */
import { describe, expect, it } from 'vitest';
import { GRID_POKER_OPTION_DEFS, GRID_POKER_OPTIONS } from '../../../src/engine/grid-poker/options';
import { DEFAULT_EVALUATOR_OPTIONS } from '../../../src/engine/grid-poker/evaluator';
import { gridPokerGame } from '../../../src/engine/grid-poker/index';
import { start } from './driver';

describe('grid poker: options', () => {
  it('keeps the option specs as documented', () => {
    expect(GRID_POKER_OPTIONS.map((o) => [o.name, o.label, o.type, o.default])).toEqual([
      ['aceHigh', 'Ace', 'enum', 'both'],
      ['wilds', 'Wild cards', 'enum', 'jokers'],
      ['pointsLow', 'Points up to three of a kind', 'int', 1],
      ['pointsHigh', 'Points for a straight or better', 'int', 2],
      ['rounds', 'Rounds', 'int', 4],
      ['decks', 'Tech Decks', 'int', 1],
      ['dealSize', 'Cards dealt', 'int', 7],
      ['setupDiscards', 'Setup discards', 'int', 2],
      ['handLimit', 'Hand limit (2-4 players)', 'int', 4],
      ['handLimitLarge', 'Hand limit (5-6 players)', 'int', 3],
      ['drawBelow', 'Draw below', 'int', 3],
      ['dealing', 'Dealing', 'enum', 'table'],
    ]);
    expect(GRID_POKER_OPTIONS.flatMap((o) => (o.type === 'int' ? [[o.name, o.min, o.max]] : []))).toEqual([
      ['pointsLow', 0, 20],
      ['pointsHigh', 0, 20],
      ['rounds', 1, 20],
      ['decks', 1, 2],
      ['dealSize', 4, 12],
      ['setupDiscards', 0, 6],
      ['handLimit', 1, 12],
      ['handLimitLarge', 1, 12],
      ['drawBelow', 0, 12],
    ]);
    expect(gridPokerGame.options).toBe(GRID_POKER_OPTIONS);
  });

  it('a match reads its options typed, defaults from the one declaration', () => {
    expect(start().options).toEqual(GRID_POKER_OPTION_DEFS.defaults);
    expect(start(3, { rounds: 2, wilds: 'removed' }).options).toEqual({ ...GRID_POKER_OPTION_DEFS.defaults, rounds: 2, wilds: 'removed' });
    expect(DEFAULT_EVALUATOR_OPTIONS).toMatchObject({ aceHigh: 'both', wilds: 'jokers' });
  });
});
