/**
 * The plain-move path of a turn (a legal piece move without an ability,
 * built straight from the board, turn.ts) gives exactly what the full path
 * (the draft, every check, the one-king rule) gives: the same state after it
 * and the same ending, for every legal move of every position of random
 * games from several seeds and pawn rules, endings and lone kings included.
 */
import { describe, expect, it } from 'vitest';
import { randomInt, seedRng } from '../../../src/engine/core/rng';
import { squareName } from '../../../src/engine/tech-chess/board';
import { techChessGame } from '../../../src/engine/tech-chess/index';
import { legalMovesOn } from '../../../src/engine/tech-chess/memo';
import { evaluateTurn, judgeTurn } from '../../../src/engine/tech-chess/turn';
import type { TechChessAction } from '../../../src/engine/tech-chess/types';
import { newGame } from './helpers';

describe('the plain-move path of a turn', () => {
  it('gives the state and the ending the full path gives, for every legal move along random games', () => {
    let compared = 0;
    let endings = 0;
    for (const [seed, pawnMoves] of [
      ['plain-1', 'forward3'],
      ['plain-2', 'forward3sideways'],
      ['plain-3', 'all8'],
      ['plain-4', 'forward3'],
    ] as const) {
      let s = newGame({ pawnMoves, clock: 0 }, seed);
      let rng = seedRng(seed);
      for (let ply = 0; ply < 300 && !s.result; ply++) {
        const legal = legalMovesOn(s.board, s.turn, s.options.pawnMoves);
        if (legal.length === 0) break;
        for (const [from, to] of legal) {
          const move = { type: 'move', from: squareName(from), to: squareName(to) } as const;
          const fast = evaluateTurn(s, move);
          expect(fast).toEqual(judgeTurn(s, move));
          compared++;
          if (fast.ok && fast.value.end) endings++;
        }
        let i: number;
        [i, rng] = randomInt(rng, legal.length);
        const [from, to] = legal[i] as readonly [number, number];
        const action: TechChessAction = { type: 'move', from: squareName(from), to: squareName(to) };
        s = techChessGame.apply(s, action, { at: ply });
      }
    }
    expect(compared).toBeGreaterThan(2000);
    expect(endings).toBeGreaterThan(0);
  });
});
