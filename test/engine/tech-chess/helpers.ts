/** Test helpers: games set up through the definition, custom boards, and acting through parseAction/validate/apply. */
import { expect } from 'vitest';
import { play } from '../../../src/engine/core/game';
import type { RuleError } from '../../../src/engine/core/result';
import { domainSeat, squareIndex } from '../../../src/engine/tech-chess/board';
import { techChessGame } from '../../../src/engine/tech-chess/index';
import type { Piece, Seat, TechChessState } from '../../../src/engine/tech-chess/types';

export function newGame(options: Record<string, string | number> = {}, seed = 'seed-1'): TechChessState {
  const r = techChessGame.setup({ players: ['Ann', 'Bo'], options, seed, at: 0 });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The state with its board replaced by `pieces` (square -> card; owner by domain unless given as `card@seat`). */
export function withBoard(state: TechChessState, pieces: Readonly<Record<string, string>>, turn: Seat = state.turn): TechChessState {
  const board: (Piece | null)[] = Array.from({ length: 36 }, () => null);
  for (const [sq, text] of Object.entries(pieces)) {
    const [card, seat] = text.split('@') as [string, string | undefined];
    board[squareIndex(sq)] = { card, owner: seat !== undefined ? (Number(seat) as Seat) : domainSeat(card)! };
  }
  return { ...state, board, turn };
}

/** Hands replaced by known cards (the pool keeps the rest of the cards). */
export function withHands(state: TechChessState, p1: string[], p2: string[] = []): TechChessState {
  const all = [...p1, ...p2];
  const pool = state.pool.filter((c) => !all.includes(c));
  return {
    ...state,
    hands: [
      { known: p1, unknown: 0 },
      { known: p2, unknown: 0 },
    ],
    pool,
    deckCount: pool.length,
  };
}

export function act(state: TechChessState, raw: unknown, at = 0): TechChessState {
  const parsed = techChessGame.parseAction(raw);
  if (!parsed.ok) throw new Error(`${parsed.error.code}: ${parsed.error.message}`);
  const r = play(techChessGame, state, parsed.value, { at });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Plays a list of `d1c3` moves. */
export function moves(state: TechChessState, line: string, at = 0): TechChessState {
  return line
    .split(' ')
    .filter(Boolean)
    .reduce((s, m) => act(s, { type: 'move', from: m.slice(0, 2), to: m.slice(2, 4) }, at), state);
}

export function refused(state: TechChessState, raw: unknown, at = 0): RuleError {
  const parsed = techChessGame.parseAction(raw);
  if (!parsed.ok) return parsed.error;
  const r = techChessGame.validate(state, parsed.value, { at });
  expect(r.ok, 'the action should be refused').toBe(false);
  if (r.ok) throw new Error('accepted');
  expect(r.error.code).toMatch(/^ERR_[A-Z_]+$/);
  expect(r.error.message.length).toBeGreaterThan(10);
  return r.error;
}

export const at = (state: TechChessState, square: string): Piece | null => state.board[squareIndex(square)] ?? null;

/** Every card of the deck is in exactly one place, and the pool is the deck plus the unknown hand cards. */
export function expectConserved(s: TechChessState): void {
  const all = [
    ...s.board.flatMap((p) => (p ? [p.card] : [])),
    ...s.hands[0].known,
    ...s.hands[1].known,
    ...s.pool,
    ...s.discard,
    ...s.expelled,
  ];
  expect(all.length).toBe(54);
  expect(new Set(all.filter((c) => c !== 'wild')).size).toBe(52);
  expect(s.pool.length).toBe(s.deckCount + s.hands[0].unknown + s.hands[1].unknown);
}
