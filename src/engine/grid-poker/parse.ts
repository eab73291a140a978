/**
 * Parses untrusted Tech Grid Poker actions (log lines, IPC payloads) with zod
 * for the shape, then normalizes every card code to its short form, so the
 * log keeps one spelling of each card.
 */
import { z } from 'zod';
import { normalizeCode } from '../core/cards';
import { firstIssue } from '../core/issues';
import { err, ok, type Result } from '../core/result';
import type { GridPokerAction, GridPokerErrorCode } from './types';

const seat = z.number().int().min(0).max(63);
const slot = z.number().int().min(0).max(8);
const code = z.string().min(1).max(20);
const codes = z.array(code).max(20);
const line = z.object({ axis: z.enum(['row', 'column']), index: z.number().int().min(0).max(2) }).strict();
const place = z.discriminatedUnion('zone', [
  z.object({ zone: z.literal('hand'), seat }).strict(),
  z.object({ zone: z.literal('company'), seat }).strict(),
  z.object({ zone: z.literal('market'), slot }).strict(),
  z.object({ zone: z.literal('deck') }).strict(),
  z.object({ zone: z.literal('discard') }).strict(),
  z.object({ zone: z.literal('expelled') }).strict(),
  z.object({ zone: z.literal('resolving') }).strict(),
]);

const schema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fillMarket'), slot, card: code }).strict(),
  z.object({ type: z.literal('setFirstPlayer'), seat }).strict(),
  z.object({ type: z.literal('formCompany'), seat, cards: codes }).strict(),
  z.object({ type: z.literal('setupDiscard'), seat, cards: codes.optional() }).strict(),
  z.object({ type: z.literal('useEffect'), seat, card: code, text: z.string().max(2000).nullable().optional() }).strict(),
  z.object({ type: z.literal('passEffect'), seat }).strict(),
  z.object({ type: z.literal('moveCard'), from: place, to: place, card: code.nullable() }).strict(),
  z.object({ type: z.literal('finishEffect') }).strict(),
  z.object({ type: z.literal('commitHand'), seat, line: line.nullable() }).strict(),
  z.object({ type: z.literal('placeCompany'), seat, line: line.nullable() }).strict(),
  z.object({ type: z.literal('revealHand'), seat, cards: codes }).strict(),
  z.object({ type: z.literal('discardMarket'), seat, slot }).strict(),
  z.object({ type: z.literal('returnOrRedraw'), seat, choice: z.enum(['return', 'redraw']) }).strict(),
  z.object({ type: z.literal('improveCompany'), seat, card: code.nullable(), replace: code.nullable().optional() }).strict(),
  z.object({ type: z.literal('endDiscard'), seat, count: z.number().int().min(0).max(60), cards: codes.optional() }).strict(),
]);

function norm(text: string, path: string): Result<string, GridPokerErrorCode> {
  const c = normalizeCode('tech', text);
  // The core's card notation refuses with this one code (core/cards.ts); naming it keeps the game's codes closed.
  return c.ok ? c : err('ERR_BAD_CARD_CODE', c.error.message, { rule: c.error.rule ?? 'Card notation', path });
}

function normList(list: readonly string[], path: string): Result<string[], GridPokerErrorCode> {
  const out: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const c = norm(list[i] as string, `${path}[${i}]`);
    if (!c.ok) return c;
    out.push(c.value);
  }
  return ok(out);
}

/**
 * The fast reading of the actions a game steps most (a simulation steps
 * hundreds of thousands): the same action the schema reads, built in its key
 * order, or null for anything else or anything doubtful, which goes the full
 * way (and gets its error from there). A test checks the two agree.
 */
type Field = 'seat' | 'slot' | 'code' | 'codes' | 'line';
const FAST: Readonly<Record<string, readonly (readonly [string, Field])[]>> = {
  fillMarket: [
    ['slot', 'slot'],
    ['card', 'code'],
  ],
  passEffect: [['seat', 'seat']],
  commitHand: [
    ['seat', 'seat'],
    ['line', 'line'],
  ],
  placeCompany: [
    ['seat', 'seat'],
    ['line', 'line'],
  ],
  revealHand: [
    ['seat', 'seat'],
    ['cards', 'codes'],
  ],
  formCompany: [
    ['seat', 'seat'],
    ['cards', 'codes'],
  ],
  discardMarket: [
    ['seat', 'seat'],
    ['slot', 'slot'],
  ],
  finishEffect: [],
};

/** Canonical codes seen (a code that normalizes to itself), so a card is read once, not once per action. */
const canonical = new Set<string>();

function fastCode(v: unknown): string | null {
  if (typeof v !== 'string' || v.length < 1 || v.length > 20) return null;
  if (canonical.has(v)) return v;
  const r = normalizeCode('tech', v);
  if (!r.ok || r.value !== v) return null;
  canonical.add(v);
  return v;
}

const intIn = (v: unknown, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;

/** A field as the schema reads it, or undefined when it does not pass (null is a value: a line may be null). */
function fastField(v: unknown, kind: Field): unknown {
  switch (kind) {
    case 'seat':
      return intIn(v, 63) ? v : undefined;
    case 'slot':
      return intIn(v, 8) ? v : undefined;
    case 'code':
      return fastCode(v) ?? undefined;
    case 'codes': {
      if (!Array.isArray(v) || v.length > 20) return undefined;
      const out: string[] = [];
      for (const c of v as unknown[]) {
        const code = fastCode(c);
        if (code === null) return undefined;
        out.push(code);
      }
      return out;
    }
    case 'line': {
      if (v === null) return null;
      if (typeof v !== 'object' || Array.isArray(v)) return undefined;
      const l = v as Record<string, unknown>;
      if (Object.keys(l).length !== 2 || (l.axis !== 'row' && l.axis !== 'column') || !intIn(l.index, 2)) return undefined;
      return { axis: l.axis, index: l.index };
    }
  }
}

function fastParse(raw: unknown): GridPokerAction | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const type = r.type;
  const fields = typeof type === 'string' && Object.hasOwn(FAST, type) ? FAST[type] : undefined;
  if (!fields) return null;
  // Strict, as the schema: no key but the type and the fields, every field present.
  if (Object.keys(r).length !== fields.length + 1) return null;
  const out: Record<string, unknown> = { type };
  for (const [name, kind] of fields) {
    if (!Object.hasOwn(r, name)) return null;
    const v = fastField(r[name], kind);
    if (v === undefined) return null;
    out[name] = v;
  }
  // Cast: `out` holds exactly the fields of this type's schema entry, each checked as the schema checks it.
  return out as GridPokerAction;
}

export function parseAction(raw: unknown): Result<GridPokerAction, GridPokerErrorCode> {
  const fast = fastParse(raw);
  return fast ? ok(fast) : parseBySchema(raw);
}

/** The full parse, by the schema (exported so a test checks the fast reading against it). */
export function parseBySchema(raw: unknown): Result<GridPokerAction, GridPokerErrorCode> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const { path, message } = firstIssue(parsed.error);
    return err('ERR_BAD_ACTION', `This is not a Tech Grid Poker action: ${message ?? 'unreadable'}${path ? ` (at ${path})` : ''}.`, {
      rule: 'Tech Grid Poker: actions',
      path,
      params: { variant: 'techGrid', message: message ?? 'unreadable', value: path ? ` (at ${path})` : '' },
    });
  }
  const a = parsed.data;
  switch (a.type) {
    case 'fillMarket':
    case 'useEffect': {
      const c = norm(a.card, 'card');
      return c.ok ? ok({ ...a, card: c.value } as GridPokerAction) : c;
    }
    case 'formCompany':
    case 'revealHand': {
      const c = normList(a.cards, 'cards');
      return c.ok ? ok({ ...a, cards: c.value }) : c;
    }
    case 'setupDiscard':
    case 'endDiscard': {
      if (!a.cards) return ok(a);
      const c = normList(a.cards, 'cards');
      return c.ok ? ok({ ...a, cards: c.value }) : c;
    }
    case 'moveCard': {
      if (a.card === null) return ok(a);
      const c = norm(a.card, 'card');
      return c.ok ? ok({ ...a, card: c.value }) : c;
    }
    case 'improveCompany': {
      const card = a.card === null ? ok(null) : norm(a.card, 'card');
      if (!card.ok) return card;
      const replace = a.replace === undefined || a.replace === null ? ok(a.replace ?? null) : norm(a.replace, 'replace');
      if (!replace.ok) return replace;
      return ok({ ...a, card: card.value, replace: replace.value });
    }
    default:
      return ok(a);
  }
}
