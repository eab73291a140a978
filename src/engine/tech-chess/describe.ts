/**
 * The one-line description of each Tech Chess action for the event log
 * ("Ann moves 11sc (knight) d1-c3, capturing 3kn").
 */
import { kindOf, seatLabel, squareIndex } from './board';
import { formatAction } from './notation';
import type { Seat, TechChessAction, TechChessState } from './types';

const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** One line for the event log. */
export function describe(state: TechChessState, action: TechChessAction): string {
  const name = (s: Seat): string => state.players[s] ?? seatLabel(s);
  if (action.type === 'move') {
    const from = squareIndex(action.from);
    const to = squareIndex(action.to);
    const piece = from >= 0 ? state.board[from] : null;
    const target = to >= 0 ? state.board[to] : null;
    const what = piece ? `${piece.card} (${kindOf(piece.card) ?? '?'})` : 'a piece';
    const took = target ? `, capturing ${target.card}${kindOf(target.card) === 'king' ? ' (king expelled)' : ''}` : '';
    return `${name(state.turn)} moves ${what} ${action.from}-${action.to}${took}`;
  }
  if (action.type === 'resign') return `${name(action.seat)} resigns`;
  if (action.type === 'clock' || action.type === 'flag' || action.type === 'correct') return cap(formatAction(action));
  return `${name(state.turn)}: ${formatAction(action)}`;
}
