/**
 * The outcome agrees with the score sheet: the highest total wins, a tie
 * for it is a shared win (every tied seat listed), and Grid Poker's rules
 * never call a game a draw, so `draw` is never set, even when every seat ties.
 */
import { describe, expect, it } from 'vitest';
import { gridPokerGame } from '../../../src/engine/grid-poker/index';
import type { GridPokerAction } from '../../../src/engine/grid-poker/types';
import { acts } from './driver';
import { ANN, atCommit, BO, col, CY, row } from './scenario';

const noHands: GridPokerAction[] = [ANN, BO, CY].flatMap((seat) => [{ type: 'commitHand', seat, line: null } as const]);
const noCompanies: GridPokerAction[] = [ANN, BO, CY].map((seat) => ({ type: 'placeCompany', seat, line: null }));

describe('grid poker: outcome', () => {
  it('a three-way tie is a shared win of three named winners, not a draw', () => {
    const s = acts(atCommit({ rounds: 1 }), [...noHands, ...noCompanies]);
    expect(s.phase.kind).toBe('over');
    const sheet = gridPokerGame.score(s);
    expect(sheet.totals).toEqual([0, 0, 0]);
    const o = gridPokerGame.outcome(s);
    expect(o).toEqual({ winners: [ANN, BO, CY], kind: 'rounds-done', reason: '1 rounds played' });
    expect(o?.draw).toBeUndefined();
  });

  it('two of three tied share the win; the winners are the seats with the top total on the score sheet', () => {
    const s = acts(atCommit({ rounds: 1 }), [
      ...noHands,
      { type: 'placeCompany', seat: ANN, line: col(2) },
      { type: 'placeCompany', seat: BO, line: null },
      { type: 'placeCompany', seat: CY, line: row(2) },
    ]);
    const sheet = gridPokerGame.score(s);
    const o = gridPokerGame.outcome(s);
    const best = Math.max(...sheet.totals);
    expect(o?.winners).toEqual(sheet.totals.flatMap((t, seat) => (t === best ? [seat] : [])));
    expect(o).toEqual({ winners: [ANN, CY], kind: 'rounds-done', reason: '1 rounds played' });
  });
});
