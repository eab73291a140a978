/**
 * Perft for Tech Chess (the `deckside perft tech-chess` command and the perft
 * tests): leaf nodes of the tree of legal piece moves, from the standard setup
 * after a list of moves. Only piece moves count: no upgrades, builds or card
 * effects. Legality is exactly movegen.ts's: a side with two kings has every
 * pseudo-legal move; a side with one king may not leave it attacked (unless
 * the move captures the opponent's last king); a finished game (a side with
 * no king, or one king each and nothing else) has no moves, so counts 0.
 */
import { err, ok, type Result } from '../core/result';
import { MAX_PLY } from './movegen';
import { parseMove } from './notation';
import { startPosition } from './position';
import type { PawnMoves } from './types';

export const MAX_PERFT_DEPTH = MAX_PLY;

export function perft(pawnMoves: PawnMoves, moves: readonly string[], depth: number): Result<number> {
  if (!Number.isInteger(depth) || depth < 0 || depth > MAX_PERFT_DEPTH) {
    return err('ERR_BAD_DEPTH', `Perft depth must be a whole number from 0 to ${MAX_PERFT_DEPTH}; got ${depth}.`, {
      path: 'depth',
      params: { MAXPERFTDEPTH: MAX_PERFT_DEPTH, depth },
    });
  }
  const pos = startPosition(pawnMoves, Math.max(1, depth));
  for (let i = 0; i < moves.length; i++) {
    const text = moves[i]!;
    const parsed = parseMove(text);
    if (!parsed.ok) return err(parsed.error.code, `Move ${i + 1} ("${text}"): ${parsed.error.message}`, { path: `moves[${i}]` });
    const mv = pos.findLegal(parsed.value.from, parsed.value.to);
    if (mv === 0) {
      const why = pos.finished() ? 'the game is already over' : `it is not a legal move for player ${pos.turn + 1} here`;
      return err('ERR_ILLEGAL_MOVE', `Move ${i + 1} ("${text}"): ${why}.`, {
        rule: 'Tech Chess: moving a piece',
        path: `moves[${i}]`,
        params: { variant: 'move', i: i + 1, text, why },
      });
    }
    pos.make(mv);
  }
  return ok(pos.perft(depth));
}
