/**
 * Parses untrusted Tech Grid Poker actions (log lines, IPC payloads) with zod
 * for the shape, then normalizes every card code to its short form, so the
 * log keeps one spelling of each card.
 */
import { z } from 'zod';
import { normalizeCode } from '../core/cards';
import { canonicalCode, field, intIn, listOf, readFast, type FastField } from '../core/fast-shape';
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
const fastSeat = intIn(0, 63);
const fastSlot = intIn(0, 8);
const fastCode = canonicalCode('tech');
const fastCodes = listOf(fastCode, 20);
/** A row or column, or null (no line): a fresh object in the schema's key order. */
function fastLine(v: unknown): unknown {
  if (v === null) return null;
  if (typeof v !== 'object' || Array.isArray(v)) return undefined;
  const l = v as Record<string, unknown>;
  if (Object.keys(l).length !== 2 || (l.axis !== 'row' && l.axis !== 'column') || intIn(0, 2)(l.index) === undefined) return undefined;
  return { axis: l.axis, index: l.index };
}
const FAST: Readonly<Record<string, readonly FastField[]>> = {
  fillMarket: [field('slot', fastSlot), field('card', fastCode)],
  passEffect: [field('seat', fastSeat)],
  commitHand: [field('seat', fastSeat), field('line', fastLine)],
  placeCompany: [field('seat', fastSeat), field('line', fastLine)],
  revealHand: [field('seat', fastSeat), field('cards', fastCodes)],
  formCompany: [field('seat', fastSeat), field('cards', fastCodes)],
  discardMarket: [field('seat', fastSeat), field('slot', fastSlot)],
  finishEffect: [],
};

function fastParse(raw: unknown): GridPokerAction | null {
  // Cast: readFast built exactly the fields of this type's schema entry (strict, as the schema), each checked as it checks them.
  return readFast(raw, FAST, 'refuse') as GridPokerAction | null;
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
