/**
 * The position work a turn action needs is done once per (state, action):
 * validate then apply of one move (and the UI's check before it) cost one
 * rules evaluation, counted by the engine's evaluation counter.
 */
import { describe, expect, it } from 'vitest';
import { moveGenerations, rulesEvaluations } from '../../../src/engine/tech-chess/memo';
import { allDests, dests } from '../../../src/engine/tech-chess/legal';
import { techChessGame } from '../../../src/engine/tech-chess/index';
import type { TechChessAction } from '../../../src/engine/tech-chess/types';
import { newGame } from './helpers';

describe('memoised rules evaluation', () => {
  it('costs one evaluation for check, validate and apply of one move', () => {
    const s = newGame();
    const move: TechChessAction = { type: 'move', from: 'a2', to: 'a3' };
    const before = rulesEvaluations();
    expect(techChessGame.validate(s, move, { at: 0 }).ok).toBe(true);
    expect(techChessGame.validate(s, { type: 'move', from: 'a2', to: 'a3' }, { at: 5 }).ok).toBe(true);
    const next = techChessGame.apply(s, move, { at: 10 });
    expect(rulesEvaluations() - before).toBe(1);
    expect(next.board[6]).toBeNull();
    expect(next.board[12]?.card).toBe('2se');
    expect(next.turn).toBe(1);
  });

  it('evaluates again for another action or another state', () => {
    const s = newGame();
    const before = rulesEvaluations();
    techChessGame.validate(s, { type: 'move', from: 'a2', to: 'a3' }, { at: 0 });
    techChessGame.validate(s, { type: 'move', from: 'b2', to: 'b3' }, { at: 0 });
    techChessGame.validate({ ...s }, { type: 'move', from: 'a2', to: 'a3' }, { at: 0 });
    expect(rulesEvaluations() - before).toBe(3);
  });

  it('keeps refusals memoised too, with the same error', () => {
    const s = newGame();
    const bad: TechChessAction = { type: 'move', from: 'a1', to: 'a4' };
    const before = rulesEvaluations();
    const a = techChessGame.validate(s, bad, { at: 0 });
    const b = techChessGame.validate(s, bad, { at: 0 });
    expect(rulesEvaluations() - before).toBe(1);
    expect(a).toEqual(b);
    expect(a.ok).toBe(false);
  });

  it('applies the clock at the time of apply, not of the first check', () => {
    const s = newGame({ clock: 5 });
    const move: TechChessAction = { type: 'move', from: 'a2', to: 'a3' };
    techChessGame.validate(s, move, { at: 1000 });
    const next = techChessGame.apply(s, move, { at: 2000 });
    expect(next.clock).toMatchObject({ active: 1, runningSince: 2000 });
  });

  it('generates the next position’s legal moves once: the end-of-game check and the board share them', () => {
    const s = newGame();
    dests(s, 'a2');
    const move: TechChessAction = { type: 'move', from: 'a2', to: 'a3' };
    const before = moveGenerations();
    dests(s, 'a2');
    techChessGame.validate(s, move, { at: 0 });
    const next = techChessGame.apply(s, move, { at: 0 });
    expect(moveGenerations() - before).toBe(1);
    expect(dests(next, 'a5')).toEqual(['a4', 'b4']);
    allDests(next);
    techChessGame.legalActions(next, 1);
    expect(moveGenerations() - before).toBe(1);
  });
});
