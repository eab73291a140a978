/**
 * Parsing untrusted Tech Chess actions (log lines, IPC payloads) with zod, then
 * normalizing squares to lower case and card codes to their short form, so a
 * logged action always reads the same way.
 */
import { z } from 'zod';
import { normalizeCode } from '../core/cards';
import { firstIssue } from '../core/issues';
import { err, ok, type Result } from '../core/result';
import { squareIndex, squareName } from './board';
import type { Edit, TechChessAction, Zone } from './types';

const seat = z.union([z.literal(0), z.literal(1)]);
const text = z.string().max(40);
const zone = z.discriminatedUnion('zone', [
  z.object({ zone: z.literal('hand'), seat }),
  z.object({ zone: z.literal('deck') }),
  z.object({ zone: z.literal('discard') }),
  z.object({ zone: z.literal('expelled') }),
  z.object({ zone: z.literal('board'), square: text, owner: seat.optional() }),
]);
const edit = z.discriminatedUnion('op', [
  z.object({ op: z.literal('relocate'), card: text, from: zone, to: zone }),
  z.object({ op: z.literal('draw'), seat, count: z.number().int().min(1).max(54) }),
  z.object({ op: z.literal('reshuffle') }),
]);
const edits = z.array(edit).max(60);
const action = z.discriminatedUnion('type', [
  z.object({ type: z.literal('move'), from: text, to: text, ability: edits.optional() }),
  z.object({ type: z.literal('upgrade'), square: text, card: text }),
  z.object({ type: z.literal('build'), square: text, card: text }),
  z.object({ type: z.literal('effect'), card: text, edits }),
  z.object({ type: z.literal('resign'), seat }),
  z.object({ type: z.literal('clock'), op: z.enum(['start', 'pause', 'resume']) }),
  z.object({ type: z.literal('flag') }),
  z.object({ type: z.literal('correct'), edits, note: z.string().max(500).optional() }),
]);

class Bad {
  constructor(
    readonly code: string,
    readonly message: string,
    readonly path: string,
  ) {}
}

function sq(value: string, path: string): string {
  const i = squareIndex(value);
  if (i < 0) throw new Bad('ERR_BAD_SQUARE', `"${value}" is not a square: files run a-f and ranks 1-6.`, path);
  return squareName(i);
}

function card(value: string, path: string): string {
  const c = normalizeCode('tech', value);
  if (!c.ok) throw new Bad(c.error.code, c.error.message, path);
  return c.value;
}

function normZone(z0: Zone, path: string): Zone {
  return z0.zone === 'board' ? { ...z0, square: sq(z0.square, `${path}.square`) } : z0;
}

function normEdits(list: readonly Edit[], path: string): Edit[] {
  return list.map((e, i) =>
    e.op === 'relocate'
      ? {
          ...e,
          card: card(e.card, `${path}[${i}].card`),
          from: normZone(e.from, `${path}[${i}].from`),
          to: normZone(e.to, `${path}[${i}].to`),
        }
      : e,
  );
}

/** Square names by index, built once (a parsed move names its squares with these). */
const SQUARE_NAMES = Array.from({ length: 36 }, (_, i) => squareName(i));

/**
 * A plain piece move (no ability) on two real squares, read without zod: the
 * same action the full parse below gives (zod strips unknown keys; the squares
 * normalized), or null for anything else, which goes the full way. Most
 * actions of a game are such moves (the simulator steps hundreds of thousands).
 */
function plainMove(raw: unknown): TechChessAction | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const r = raw as { type?: unknown; from?: unknown; to?: unknown; ability?: unknown };
  if (r.type !== 'move' || r.ability !== undefined || typeof r.from !== 'string' || typeof r.to !== 'string') return null;
  const from = squareIndex(r.from);
  const to = squareIndex(r.to);
  if (from < 0 || to < 0) return null;
  return { type: 'move', from: SQUARE_NAMES[from] as string, to: SQUARE_NAMES[to] as string };
}

export function parseTechChessAction(raw: unknown): Result<TechChessAction> {
  const plain = plainMove(raw);
  return plain ? ok(plain) : parseBySchema(raw);
}

/** The full parse, by the schema (exported so a test checks the plain-move reading against it). */
export function parseBySchema(raw: unknown): Result<TechChessAction> {
  const parsed = action.safeParse(raw);
  if (!parsed.success) {
    const { path, message } = firstIssue(parsed.error);
    return err('ERR_BAD_ACTION', `Not a Tech Chess action${path ? ` (at ${path})` : ''}: ${message ?? 'unreadable'}.`, {
      path,
      params: { variant: 'techChess', value: path ? ` (at ${path})` : '', message: message ?? 'unreadable' },
    });
  }
  // The Bad exception stays inside this function: it only shortens the normalization code.
  try {
    const a = parsed.data as TechChessAction;
    switch (a.type) {
      case 'move': {
        const base = { type: 'move' as const, from: sq(a.from, 'from'), to: sq(a.to, 'to') };
        return ok(a.ability ? { ...base, ability: normEdits(a.ability, 'ability') } : base);
      }
      case 'upgrade':
      case 'build':
        return ok({ type: a.type, square: sq(a.square, 'square'), card: card(a.card, 'card') });
      case 'effect':
        return ok({ type: 'effect', card: card(a.card, 'card'), edits: normEdits(a.edits, 'edits') });
      case 'correct':
        return ok({ ...a, edits: normEdits(a.edits, 'edits') });
      default:
        return ok(a);
    }
  } catch (e) {
    if (e instanceof Bad) return err(e.code, e.message, { path: e.path });
    throw e;
  }
}
