/**
 * Parses untrusted Trades actions (log lines, IPC payloads, the command line)
 * with zod for the shape, then normalizes every card reference to its
 * canonical form, so the log stores one spelling of each card.
 */
import { z } from 'zod';
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

export function parseTradesAction(raw: unknown): Result<TradesAction, TradesErrorCode> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const { path, message } = firstIssue(parsed.error);
    return err('ERR_BAD_ACTION', `This is not a Trades action: ${message ?? 'unreadable'}${path ? ` (at ${path})` : ''}.`, {
      rule: 'Trades: actions',
      path,
      params: { variant: 'tradesAction', message: message ?? 'unreadable', value: path ? ` (at ${path})` : '' },
    });
  }
  const a = parsed.data;
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
