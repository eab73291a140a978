/**
 * Tech Chess notation, as parse/format pairs. A move is `from` then `to`
 * (`d1c3`; `d1-c3` and `d1xc3` are read too). Upgrades and builds are written
 * `upgrade c2 12se` and `build b1 5sc`. The move list is drawn from the
 * match's event log (undo = truncating the log), never from the state.
 */
import { normalizeCode } from '../core/cards';
import type { LogEvent } from '../core/log';
import { err, ok, type Result } from '../core/result';
import { squareIndex, squareName } from './board';
import type { TechChessAction } from './types';

export interface SquareMove {
  readonly from: number;
  readonly to: number;
}

const RULE = 'Tech Chess: move notation';

export function parseMove(text: string): Result<SquareMove> {
  const m = /^\s*([a-z]\d)\s*[-x]?\s*([a-z]\d)\s*$/i.exec(text);
  if (!m)
    return err('ERR_BAD_MOVE_NOTATION', `"${text}" is not a move: write the from square then the to square, e.g. d1c3.`, {
      rule: RULE,
      params: { text },
    });
  const from = squareIndex(m[1]!);
  const to = squareIndex(m[2]!);
  if (from < 0)
    return err('ERR_BAD_SQUARE', `"${m[1]}" is not a square: files run a-f and ranks 1-6.`, {
      rule: RULE,
      path: 'from',
      params: { variant: 'squareFiles', m: m[1] },
    });
  if (to < 0)
    return err('ERR_BAD_SQUARE', `"${m[2]}" is not a square: files run a-f and ranks 1-6.`, {
      rule: RULE,
      path: 'to',
      params: { variant: 'squareFiles', m: m[2] },
    });
  return ok({ from, to });
}

export const formatMove = (move: SquareMove): string => `${squareName(move.from)}${squareName(move.to)}`;

/** Parses a space-separated move list (`"a2a3 d5d4"`). */
export function parseMoveList(text: string): Result<SquareMove[]> {
  const out: SquareMove[] = [];
  const words = text.trim() === '' ? [] : text.trim().split(/\s+/);
  for (let i = 0; i < words.length; i++) {
    const m = parseMove(words[i]!);
    if (!m.ok) return err(m.error.code, `Move ${i + 1}: ${m.error.message}`, { rule: RULE, path: `moves[${i}]` });
    out.push(m.value);
  }
  return ok(out);
}

/** The typed form of the actions a player can type: a move, an upgrade or a build. */
export type TypedAction = Extract<TechChessAction, { type: 'move' | 'upgrade' | 'build' }>;

export function parseTypedAction(text: string): Result<TypedAction> {
  const words = text.trim().split(/\s+/);
  const verb = words[0]?.toLowerCase();
  if (verb === 'upgrade' || verb === 'build') {
    if (words.length !== 3)
      return err('ERR_BAD_ACTION_NOTATION', `Write "${verb} <square> <card>", e.g. "${verb} c2 ${verb === 'upgrade' ? '12se' : '5sc'}".`, {
        rule: RULE,
        params: { variant: 'writeSquare', verb, value: verb === 'upgrade' ? '12se' : '5sc' },
      });
    const sq = squareIndex(words[1]!);
    if (sq < 0)
      return err('ERR_BAD_SQUARE', `"${words[1]}" is not a square: files run a-f and ranks 1-6.`, {
        rule: RULE,
        path: 'square',
        params: { variant: 'squareFiles2', word: words[1] },
      });
    const card = normalizeCode('tech', words[2]!);
    if (!card.ok) return err(card.error.code, card.error.message, { rule: RULE, path: 'card' });
    return ok({ type: verb, square: squareName(sq), card: card.value });
  }
  const m = parseMove(text);
  if (!m.ok)
    return err('ERR_BAD_ACTION_NOTATION', `"${text}" is neither a move (d1c3) nor "upgrade <square> <card>" nor "build <square> <card>".`, {
      rule: RULE,
      params: { variant: 'neitherMove', text },
    });
  return ok({ type: 'move', from: squareName(m.value.from), to: squareName(m.value.to) });
}

export function formatTypedAction(a: TypedAction): string {
  if (a.type === 'move') return `${a.from.toLowerCase()}${a.to.toLowerCase()}`;
  return `${a.type} ${a.square.toLowerCase()} ${a.card}`;
}

/** A short text for any action, for the move list. */
export function formatAction(a: TechChessAction): string {
  switch (a.type) {
    case 'move':
      return (
        formatTypedAction(a) +
        (a.ability && a.ability.length > 0 ? ` (ability: ${a.ability.length} edit${a.ability.length === 1 ? '' : 's'})` : '')
      );
    case 'upgrade':
    case 'build':
      return formatTypedAction(a);
    case 'effect':
      return `effect ${a.card} (${a.edits.length} edit${a.edits.length === 1 ? '' : 's'})`;
    case 'resign':
      return `player ${a.seat + 1} resigns`;
    case 'clock':
      return `clock ${a.op}`;
    case 'flag':
      return 'flag fell';
    case 'correct':
      return `correction (${a.edits.length} edit${a.edits.length === 1 ? '' : 's'})${a.note ? `: ${a.note}` : ''}`;
  }
}

export interface MoveListEntry {
  /** The log event to undo back to (undoing removes it and everything after). */
  readonly seq: number;
  readonly actor: number | null;
  readonly text: string;
}

/** The move list of a match, from its event log. */
export function moveList(events: readonly LogEvent<TechChessAction>[]): MoveListEntry[] {
  return events.map((e) => ({ seq: e.seq, actor: e.actor, text: formatAction(e.action) }));
}
