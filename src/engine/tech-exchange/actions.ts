/**
 * Parsing untrusted Tech Exchange actions (log lines, IPC payloads, the UI).
 * Card codes are accepted in any spelling cards.ts knows and stored in the
 * short form, so logs and comparisons always use one notation.
 */
import { z } from 'zod';
import { DOMAINS, normalizeCode, type CardCode } from '../core/cards';
import { canonicalCode, field, intIn, listOf, oneOf, readFast, type FastField } from '../core/fast-shape';
import { firstIssue } from '../core/issues';
import { err, ok, type Result } from '../core/result';
import type { TechExchangeAction } from './types';

const seat = z.number().int().min(0).max(5);
const code = z.string().min(1).max(20);
const domain = z.enum(DOMAINS);
const zoneRef = z.discriminatedUnion('zone', [
  z.object({ zone: z.literal('stack'), domain }).strict(),
  z.object({ zone: z.literal('hand'), seat }).strict(),
  z.object({ zone: z.literal('discard') }).strict(),
]);
const revealTarget = z.discriminatedUnion('zone', [
  z.object({ zone: z.literal('stacks') }).strict(),
  z.object({ zone: z.literal('hand'), seat }).strict(),
  z.object({ zone: z.literal('discard') }).strict(),
]);
const gives = z.union([z.number().int().min(1).max(10), z.array(code).min(1).max(10)]);
const structured = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('replaceStackCard') }).strict(),
  z.object({ kind: z.literal('revealToStacks'), count: z.number().int().min(1).max(20) }).strict(),
  z.object({ kind: z.literal('expelCard') }).strict(),
  z.object({ kind: z.literal('copyEffect') }).strict(),
  z.object({ kind: z.literal('exchangePiece') }).strict(),
]);
const groupClaim = z
  .object({ kind: z.enum(['triple', 'quadruple', 'flush']), cards: z.array(code).max(4), domain: domain.optional() })
  .strict();

const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('trade'), a: seat, b: seat, aGives: gives, bGives: gives }).strict(),
  z.object({ type: z.literal('reveal'), card: code, stack: domain.optional() }).strict(),
  z.object({ type: z.literal('announceDone'), seat }).strict(),
  z.object({ type: z.literal('resumeTrading'), seat }).strict(),
  z.object({ type: z.literal('endTrading') }).strict(),
  z.object({ type: z.literal('setFirstPlayer'), seat }).strict(),
  z.object({ type: z.literal('startClock') }).strict(),
  z.object({ type: z.literal('pauseClock'), impliedStart: z.literal(true).optional() }).strict(),
  z.object({ type: z.literal('resumeClock') }).strict(),
  z.object({ type: z.literal('placeWild'), seat, stack: domain, redraw: z.boolean(), drawn: code.optional() }).strict(),
  z
    .object({
      type: z.literal('useEffect'),
      seat,
      card: code,
      text: z.string().max(2000).nullable().optional(),
      effect: structured.optional(),
    })
    .strict(),
  z.object({ type: z.literal('passEffect'), seat }).strict(),
  z.object({ type: z.literal('replaceStackCard'), stack: domain, card: code, revealed: code }).strict(),
  z.object({ type: z.literal('moveStackCard'), from: domain, card: code }).strict(),
  z
    .object({
      type: z.literal('revealCards'),
      cards: z
        .array(z.object({ card: code, stack: domain.optional() }).strict())
        .min(1)
        .max(20),
      to: revealTarget,
    })
    .strict(),
  z.object({ type: z.literal('expelCard'), from: zoneRef, card: code }).strict(),
  z.object({ type: z.literal('finishEffect') }).strict(),
  z.object({ type: z.literal('correctStack'), domain, cards: z.array(code).max(60) }).strict(),
  z.object({ type: z.literal('correctHand'), seat, count: z.number().int().min(0).max(60) }).strict(),
  z.object({ type: z.literal('revealHand'), seat, cards: z.array(code).max(40) }).strict(),
  z.object({ type: z.literal('acceptScore'), seat }).strict(),
  z.object({ type: z.literal('claimScore'), seat, kept: z.array(code).max(40).optional(), groups: z.array(groupClaim).max(20) }).strict(),
]);

/**
 * The fast reading of the actions a game steps most (a simulation steps
 * hundreds of thousands): the same action the schema below reads, built in
 * its key order, or null for anything else or anything doubtful, which goes
 * the full way (and gets its error from there). A test checks the two agree.
 */
const fastSeat = intIn(0, 5);
const fastCode = canonicalCode('tech');
const fastCodes = listOf(fastCode, 40);
const fastGiveCodes = listOf(fastCode, 10, 1);
/** What one side gives: a count of unnamed cards, or the named cards. */
const fastGives = (v: unknown): unknown => (typeof v === 'number' ? intIn(1, 10)(v) : fastGiveCodes(v));
const FAST: Readonly<Record<string, readonly FastField[]>> = {
  trade: [field('a', fastSeat), field('b', fastSeat), field('aGives', fastGives), field('bGives', fastGives)],
  reveal: [field('card', fastCode), field('stack', oneOf(DOMAINS), true)],
  announceDone: [field('seat', fastSeat)],
  passEffect: [field('seat', fastSeat)],
  acceptScore: [field('seat', fastSeat)],
  revealHand: [field('seat', fastSeat), field('cards', fastCodes)],
  endTrading: [],
  finishEffect: [],
};

function fastParse(raw: unknown): TechExchangeAction | null {
  // Cast: readFast built exactly the fields of this type's schema entry (strict, as the schema), each checked as it checks them.
  return readFast(raw, FAST, 'refuse') as TechExchangeAction | null;
}

/** Parses an action and normalizes every card code in it; never throws. */
export function parseTechExchangeAction(raw: unknown): Result<TechExchangeAction> {
  const fast = fastParse(raw);
  return fast ? ok(fast) : parseBySchema(raw);
}

/** The full parse, by the schema (exported so a test checks the fast reading against it). */
export function parseBySchema(raw: unknown): Result<TechExchangeAction> {
  const parsed = actionSchema.safeParse(raw);
  if (!parsed.success) {
    const { path, message } = firstIssue(parsed.error);
    return err('ERR_BAD_ACTION', `Not a Tech Exchange action${path ? ` (at ${path})` : ''}: ${message ?? 'unknown problem'}.`, {
      path,
      params: { variant: 'techExchange', value: path ? ` (at ${path})` : '', message: message ?? 'unknown problem' },
    });
  }
  let failure: Result<never> | null = null;
  const norm = (c: string, path: string): CardCode => {
    const r = normalizeCode('tech', c);
    if (!r.ok) {
      failure ??= err(r.error.code, r.error.message, { rule: r.error.rule ?? 'Card notation', path });
      return c;
    }
    return r.value;
  };
  const list = (cs: readonly string[], path: string): CardCode[] => cs.map((c, i) => norm(c, `${path}[${i}]`));
  const a = parsed.data;
  let action: TechExchangeAction;
  switch (a.type) {
    case 'trade':
      action = {
        ...a,
        aGives: typeof a.aGives === 'number' ? a.aGives : list(a.aGives, 'aGives'),
        bGives: typeof a.bGives === 'number' ? a.bGives : list(a.bGives, 'bGives'),
      };
      break;
    case 'reveal':
    case 'useEffect':
      action = { ...a, card: norm(a.card, 'card') } as TechExchangeAction;
      break;
    case 'moveStackCard':
    case 'expelCard':
      action = { ...a, card: norm(a.card, 'card') } as TechExchangeAction;
      break;
    case 'replaceStackCard':
      action = { ...a, card: norm(a.card, 'card'), revealed: norm(a.revealed, 'revealed') };
      break;
    case 'revealCards':
      action = { ...a, cards: a.cards.map((c, i) => ({ ...c, card: norm(c.card, `cards[${i}].card`) })) };
      break;
    case 'revealHand':
      action = { ...a, cards: list(a.cards, 'cards') };
      break;
    case 'correctStack':
      action = { ...a, cards: list(a.cards, 'cards') };
      break;
    case 'claimScore':
      action = {
        ...a,
        ...(a.kept ? { kept: list(a.kept, 'kept') } : {}),
        groups: a.groups.map((g, i) => ({ ...g, cards: list(g.cards, `groups[${i}].cards`) })),
      };
      break;
    default:
      action = a;
  }
  return failure ?? ok(action);
}
