/**
 * Trades validation: the cards of a trade. A declaration, its completion
 * (blind picks and named cards) and trades with the deck, each checked
 * against the card knowledge (where each card may be).
 */
import type { ActionContext } from '../core/game';
import { err, OK, type Result } from '../core/result';
import { closed } from './errors';
import { findOpen, isUnderWay } from './queue';
import { canName } from '../core/knowledge';
import { giveToSlot } from './moves';
import { placeName, topPlace, wording } from './knowledge';
import { checkDeck, resolveRefs, type RefInput, type Resolved } from './refs';
import type { CardRef, OpenTrade, TradesAction, TradesState, TradesErrorCode } from './types';
import { checkFree, checkSeat, checkTurn, hand, name, previousTradeRule, tradingOpen } from './validate-seats';

export const inputs = (refs: readonly CardRef[], path: string): RefInput[] => refs.map((ref, i) => ({ ref, path: `${path}[${i}]` }));

export function validateDeclare(
  state: TradesState,
  a: Extract<TradesAction, { type: 'declare' }>,
  ctx: ActionContext,
): Result<undefined, TradesErrorCode> {
  const gate = tradingOpen(state, ctx, true);
  if (!gate.ok) return gate;
  for (const [seat, path] of [
    [a.from, 'from'],
    [a.to, 'to'],
  ] as const) {
    const s = checkSeat(state, seat, path);
    if (!s.ok) return s;
  }
  if (a.from === a.to)
    return err('ERR_SELF_TRADE', `${name(state, a.from)} cannot trade with themselves: name another player (or make a deck trade).`, {
      rule: 'Trades: trades',
      path: 'to',
      params: { player: name(state, a.from) },
    });
  const turn = checkTurn(state, a.from, 'from');
  if (!turn.ok) return turn;
  const free = checkFree(state, a.from, 'from');
  if (!free.ok) return free;
  const faceUp = a.kind === 'optional' ? a.faceUp : [];
  const n = a.give.length + faceUp.length;
  if (a.kind === 'mandatory' && (n < 1 || n > 4)) {
    return err('ERR_TRADE_SIZE', `A mandatory trade gives 1 to 4 cards; this one gives ${n}.`, {
      rule: 'Trades: mandatory trade',
      path: 'give',
      params: { variant: 'mandatoryTrade', n },
    });
  }
  if (a.kind === 'optional') {
    if (n < 2 || n > 4)
      return err('ERR_TRADE_SIZE', `An optional trade offers 2 to 4 cards; this one offers ${n}.`, {
        rule: 'Trades: optional trade',
        path: 'give',
        params: { variant: 'optionalTrade', n },
      });
    const down = Math.ceil(n / 2);
    if (a.give.length !== down) {
      return err(
        'ERR_FACE_DOWN_COUNT',
        `An optional trade of ${n} cards lies ${down} face down and ${n - down} face up; this one has ${a.give.length} face down.`,
        {
          rule: 'Trades: optional trade',
          path: 'faceUp',
          params: { n, down, up: n - down, given: a.give.length },
        },
      );
    }
    const unnamed = a.faceUp.indexOf('?');
    if (unnamed >= 0) {
      // The table sees a face-up card, so the referee records which card it is.
      const card = down + unnamed + 1;
      const player = name(state, a.from);
      return err(
        'ERR_FACE_UP_UNNAMED',
        `Card ${card} of ${player}'s optional trade lies face up, so everyone sees it: name it by its code or its mark (#3), not "?".`,
        { rule: 'Trades: face-up cards', path: `faceUp[${unnamed}]`, params: { card, player } },
      );
    }
  }
  const size = Math.min(hand(state, a.from).size, hand(state, a.to).size);
  if (n > size)
    return err('ERR_TRADE_SIZE', `A trade of ${n} cards needs ${n} cards in both hands; hands here hold ${size}.`, {
      rule: 'Trades: trades',
      path: 'give',
      params: { variant: 'tradeCards', n, size },
    });
  const resolved = resolveRefs(state, a.from, [...inputs(a.give, 'give'), ...inputs(faceUp, 'faceUp')]);
  if (!resolved.ok) return resolved;
  const k = hand(state, a.from).lastReceived.length;
  return previousTradeRule(state, a.from, [], resolved.value, () => k - 1, 'give');
}

/** An open trade by id that has started (the target's cards are in play only then). */
export function startedTrade(
  state: TradesState,
  id: number,
  kind: OpenTrade['kind'] | null,
  path = 'trade',
): Result<OpenTrade, TradesErrorCode> {
  const t = findOpen(state, id);
  if (!t)
    return err('ERR_NO_SUCH_TRADE', `There is no open trade ${id}.`, {
      rule: 'Trades: trades',
      path,
      params: { variant: 'openTrade', id },
    });
  // The trade is of the other kind than the step asked: one wording per kind it is (the variant).
  if (kind && t.kind !== kind && t.kind === 'mandatory')
    return err(
      'ERR_WRONG_TRADE_KIND',
      `Trade ${id} is a mandatory trade: accept and refuse apply to optional trades; a mandatory trade is completed.`,
      { rule: 'Trades: mandatory trade', path: 'type', params: { variant: 'mandatory', id } },
    );
  if (kind && t.kind !== kind)
    return err(
      'ERR_WRONG_TRADE_KIND',
      `Trade ${id} is an optional trade: complete applies to mandatory trades; an optional trade is accepted or refused.`,
      { rule: 'Trades: optional trade', path: 'type', params: { variant: 'optional', id } },
    );
  if (!isUnderWay(state, t)) {
    return err('ERR_TRADE_WAITING', `Trade ${id} waits in the queue until ${name(state, t.from)} and ${name(state, t.to)} are free.`, {
      rule: 'Trades: free-for-all',
      path,
      params: { trade: id, from: name(state, t.from), to: name(state, t.to) },
    });
  }
  return { ok: true, value: t };
}

export function checkPickCount(t: OpenTrade, picked: readonly CardRef[], want: number, what: string): Result<undefined, TradesErrorCode> {
  if (picked.length !== want) {
    return err(
      'ERR_PICK_COUNT',
      `In trade ${t.id} the initiator picks ${want} of the target's cards blind (${what}); ${picked.length} given.`,
      {
        rule: `Trades: ${t.kind} trade`,
        path: 'picked',
        params: { variant: 'tradeInitiator', id: t.id, want, what, pickedCount: picked.length },
      },
    );
  }
  if (t.blindPositions && t.blindPositions.length !== want) {
    return err('ERR_PICK_COUNT', `The pick-blind helper drew ${t.blindPositions.length} positions for trade ${t.id}.`, {
      rule: `Trades: ${t.kind} trade`,
      path: 'picked',
      params: { variant: 'pickBlind', blindPositionCount: t.blindPositions.length, id: t.id },
    });
  }
  return OK;
}

export function validateComplete(
  state: TradesState,
  a: Extract<TradesAction, { type: 'complete' }>,
  ctx: ActionContext,
): Result<undefined, TradesErrorCode> {
  const gate = tradingOpen(state, ctx, false);
  if (!gate.ok) return gate;
  const found = startedTrade(state, a.trade, 'mandatory');
  if (!found.ok) return found;
  const t = found.value;
  const n = t.give.length;
  const count = checkPickCount(t, a.picked, Math.floor(n / 2), `half of ${n}, rounded down`);
  if (!count.ok) return count;
  const want = Math.ceil(n / 2);
  if (a.chosen.length !== want) {
    return err(
      'ERR_CHOSEN_COUNT',
      `In trade ${t.id} ${name(state, t.to)} chooses ${want} card${want === 1 ? '' : 's'} (half of ${n}, rounded up); ${a.chosen.length} given.`,
      {
        rule: 'Trades: mandatory trade',
        path: 'chosen',
        params: { trade: t.id, player: name(state, t.to), count: want, n, given: a.chosen.length },
      },
    );
  }
  const resolved = resolveRefs(state, t.to, [...inputs(a.picked, 'picked'), ...inputs(a.chosen, 'chosen')]);
  if (!resolved.ok) return resolved;
  // Blind picks are chance, never a breach; the target's own choice must respect
  // the rule given what the picks took, unless the hand leaves no other choice.
  const h = hand(state, t.to);
  const picked = resolved.value.slice(0, a.picked.length);
  const chosen = resolved.value.slice(a.picked.length);
  const k = h.lastReceived.length;
  const limit = (p: number): number => Math.max(k - 1 - p, want - (h.size - picked.length - (k - p)), 0);
  return previousTradeRule(state, t.to, picked, chosen, limit, 'chosen');
}

export function validateDeckTrade(
  state: TradesState,
  a: Extract<TradesAction, { type: 'deckTrade' }>,
  ctx: ActionContext,
): Result<undefined, TradesErrorCode> {
  const gate = tradingOpen(state, ctx, true);
  if (!gate.ok) return gate;
  const s = checkSeat(state, a.player, 'player');
  if (!s.ok) return s;
  const turn = checkTurn(state, a.player, 'player');
  if (!turn.ok) return turn;
  const free = checkFree(state, a.player, 'player');
  if (!free.ok) return free;
  const used = state.deckTradesUsed[a.player] ?? 0;
  if (used >= state.options.deckTrades) {
    return err(
      'ERR_NO_DECK_TRADES_LEFT',
      `${name(state, a.player)} has made ${used} of ${state.options.deckTrades} deck trades allowed per game.`,
      { rule: 'Trades: deck trade', path: 'player', params: { player: name(state, a.player), used, allowed: state.options.deckTrades } },
    );
  }
  const deckSize = state.deck.unknownTop + state.deck.cycled.length;
  if (deckSize === 0)
    return err('ERR_DECK_EMPTY', 'The deck has no cards: every card is in a hand, so there is nothing to draw.', {
      rule: 'Trades: deck trade',
      path: 'player',
      params: { variant: 'deckCards' },
    });
  if (hand(state, a.player).size === 0)
    return err('ERR_TRADE_SIZE', `${name(state, a.player)} has no card to give.`, {
      rule: 'Trades: deck trade',
      path: 'give',
      params: { variant: 'cardGive', player: name(state, a.player) },
    });
  const resolved = resolveRefs(state, a.player, [{ ref: a.give, path: 'give' }]);
  if (!resolved.ok) return resolved;
  const k = hand(state, a.player).lastReceived.length;
  const rule = previousTradeRule(state, a.player, [], resolved.value, () => k - 1, 'give');
  if (!rule.ok) return rule;
  if (a.draw === undefined) return OK;
  const deck = checkDeck(state, a.draw, 'draw');
  if (!deck.ok) return deck;
  const top = state.deck.unknownTop > 0 ? null : (state.deck.cycled[0] ?? null);
  if (top !== null && top !== a.draw) {
    return err(
      'ERR_DRAW_MISMATCH',
      `The top card of the deck is ${top} (it went to the bottom earlier and has come round), not ${a.draw}.`,
      { rule: 'Trades: deck trade', path: 'draw', params: { top, card: a.draw } },
    );
  }
  // The given card goes under first (it cannot be the card drawn), then the top card is named.
  const given = resolved.value[0] as Resolved;
  const afterGive = giveToSlot(state, a.player, given);
  const drawn = canName(afterGive, topPlace(state), [a.draw], {
    ...wording(state, 'Trades: deck trade', 'draw'),
    names: (p) => (p === topPlace(state) ? 'the top card of the deck' : placeName(state, p)),
  });
  return drawn.ok ? OK : closed(drawn);
}
