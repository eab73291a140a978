/**
 * Parses untrusted Trades actions (log lines, IPC payloads, the command line)
 * with zod for the shape, then normalizes every card reference to its
 * canonical form, so the log stores one spelling of each card.
 */
import { z } from 'zod';
import { field, intIn, listOf, oneOf, readFast, textUpTo, type FastField } from '../core/fast-shape';
import { firstIssue } from '../core/issues';
import { err, ok, type Result } from '../core/result';
import { parseAnyCode, parseCardRef } from './refs';
import type { CardRef, TradesAction, TradesErrorCode } from './types';

const seat = z.number().int().min(0).max(63);
const tradeId = z
  .number()
  .int()
  .min(1)
  .max(2 ** 31);
const text = z.string().max(40);
// Counts are checked by the rules (with their own messages), so the schema only caps abuse.
const refs = z.array(text).max(64);

const schema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('startClock') }),
  z.object({ type: z.literal('pauseClock') }),
  z.object({ type: z.literal('resumeClock') }),
  z.object({ type: z.literal('timeUp') }),
  z.object({
    type: z.literal('declare'),
    kind: z.enum(['mandatory', 'optional']),
    from: seat,
    to: seat,
    give: refs,
    faceUp: refs.optional(),
  }),
  z.object({ type: z.literal('pickBlind'), trade: tradeId }),
  z.object({ type: z.literal('complete'), trade: tradeId, picked: refs, chosen: refs }),
  z.object({ type: z.literal('accept'), trade: tradeId, picked: refs }),
  z.object({ type: z.literal('refuse'), trade: tradeId }),
  z.object({ type: z.literal('withdraw'), trade: tradeId }),
  z.object({ type: z.literal('deckTrade'), player: seat, give: text, draw: text.optional() }),
  z.object({ type: z.literal('pass'), player: seat }),
  z.object({ type: z.literal('enterHand'), player: seat, cards: refs }),
]);

/** Parses each card of a list with `parse`, naming the first bad one by its index. */
function cardList<T extends string>(
  list: readonly string[],
  path: string,
  parse: (text: string) => Result<T, TradesErrorCode>,
): Result<T[], TradesErrorCode> {
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) {
    const r = parse(list[i] as string);
    if (!r.ok) return err(r.error.code, r.error.message, { rule: r.error.rule ?? 'Card notation', path: `${path}[${i}]` });
    out.push(r.value);
  }
  return ok(out);
}

const refList = (list: readonly string[], path: string): Result<CardRef[], TradesErrorCode> => cardList(list, path, parseCardRef);

const codeList = (list: readonly string[], path: string): Result<string[], TradesErrorCode> => cardList(list, path, parseAnyCode);

type Shaped = z.infer<typeof schema>;

const fastSeat = intIn(0, 63);
const fastText = textUpTo(40);
const fastRefs = listOf(fastText, 64);
const trade = field('trade', intIn(1, 2 ** 31));
const player = field('player', fastSeat);

/** The schema's fields, in its order, by action type. */
const FIELDS: Readonly<Record<string, readonly FastField[]>> = {
  startClock: [],
  pauseClock: [],
  resumeClock: [],
  timeUp: [],
  declare: [
    field('kind', oneOf(['mandatory', 'optional'])),
    field('from', fastSeat),
    field('to', fastSeat),
    field('give', fastRefs),
    field('faceUp', fastRefs, true),
  ],
  pickBlind: [trade],
  complete: [trade, field('picked', fastRefs), field('chosen', fastRefs)],
  accept: [trade, field('picked', fastRefs)],
  refuse: [trade],
  withdraw: [trade],
  deckTrade: [player, field('give', fastText), field('draw', fastText, true)],
  pass: [player],
  enterHand: [player, field('cards', fastRefs)],
};

/**
 * What the schema makes of a well-formed action, without running it: replaying thousands of logs reads only
 * such actions. Null for anything the fast checks do not vouch for, which then goes through the schema
 * (which alone words the refusals); the test holds both to the same answers. Keys the schema does not
 * know are dropped, as it drops them.
 */
function shaped(raw: unknown): Shaped | null {
  // Cast: readFast built exactly the fields of this type's schema entry, each checked as the schema checks it.
  return readFast(raw, FIELDS, 'drop') as Shaped | null;
}

/** The schema's reading of the shape, or its refusal. */
function bySchema(raw: unknown): Result<Shaped, TradesErrorCode> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return ok(parsed.data);
  const { path, message } = firstIssue(parsed.error);
  return err('ERR_BAD_ACTION', `This is not a Trades action: ${message ?? 'unreadable'}${path ? ` (at ${path})` : ''}.`, {
    rule: 'Trades: actions',
    path,
    params: { variant: 'tradesAction', message: message ?? 'unreadable', value: path ? ` (at ${path})` : '' },
  });
}

export function parseTradesAction(raw: unknown): Result<TradesAction, TradesErrorCode> {
  return parseShaped(raw, false);
}

/** The schema alone reads the shape (exported for the test that holds the fast path to it). */
export function parseTradesActionBySchema(raw: unknown): Result<TradesAction, TradesErrorCode> {
  return parseShaped(raw, true);
}

function parseShaped(raw: unknown, schemaOnly: boolean): Result<TradesAction, TradesErrorCode> {
  const fast = schemaOnly ? null : shaped(raw);
  const parsed = fast ? ok(fast) : bySchema(raw);
  if (!parsed.ok) return parsed;
  const a = parsed.value;
  switch (a.type) {
    case 'declare': {
      const give = refList(a.give, 'give');
      if (!give.ok) return give;
      if (a.kind === 'mandatory') {
        if (a.faceUp !== undefined && a.faceUp.length > 0) {
          return err('ERR_BAD_ACTION', 'A mandatory trade has no face-up cards: all the offered cards lie face down.', {
            rule: 'Trades: mandatory trade',
            path: 'faceUp',
            params: { variant: 'mandatoryTrade' },
          });
        }
        return ok({ type: 'declare', kind: 'mandatory', from: a.from, to: a.to, give: give.value });
      }
      const faceUp = refList(a.faceUp ?? [], 'faceUp');
      if (!faceUp.ok) return faceUp;
      return ok({ type: 'declare', kind: 'optional', from: a.from, to: a.to, give: give.value, faceUp: faceUp.value });
    }
    case 'complete': {
      const picked = refList(a.picked, 'picked');
      if (!picked.ok) return picked;
      const chosen = refList(a.chosen, 'chosen');
      if (!chosen.ok) return chosen;
      return ok({ type: 'complete', trade: a.trade, picked: picked.value, chosen: chosen.value });
    }
    case 'accept': {
      const picked = refList(a.picked, 'picked');
      return picked.ok ? ok({ type: 'accept', trade: a.trade, picked: picked.value }) : picked;
    }
    case 'deckTrade': {
      const give = refList([a.give], 'give');
      if (!give.ok) return err(give.error.code, give.error.message, { rule: give.error.rule ?? '', path: 'give' });
      if (a.draw === undefined) return ok({ type: 'deckTrade', player: a.player, give: give.value[0] as CardRef });
      const draw = codeList([a.draw], 'draw');
      if (!draw.ok) return err(draw.error.code, draw.error.message, { rule: draw.error.rule ?? '', path: 'draw' });
      return ok({ type: 'deckTrade', player: a.player, give: give.value[0] as CardRef, draw: draw.value[0] as string });
    }
    case 'enterHand': {
      const cards = codeList(a.cards, 'cards');
      return cards.ok ? ok({ type: 'enterHand', player: a.player, cards: cards.value }) : cards;
    }
    default:
      return ok(a);
  }
}
