/**
 * Trades rules, validation side: every action is checked against the rules
 * of trades.txt and CLARIFICATIONS.md and refused with a stable code, a plain
 * message naming the rule, and the offending part. Validation never changes
 * the state; apply.ts carries out what is accepted here.
 */
import { countdownExpired, countdownRunning } from '../core/clock';
import type { ActionContext } from '../core/game';
import { err, OK, type Result } from '../core/result';
import { closed } from './errors';
import { validateFinalHand } from './final-hands';
import { findOpen, isUnderWay, tradeOf } from './queue';
import { canName } from '../core/knowledge';
import { giveToSlot } from './moves';
import { placeName, topPlace, wording } from './knowledge';
import { validateClock } from './clock';
import { checkDeck, countFromLastTrade, resolveRefs, unnamedCount, type RefInput, type Resolved } from './refs';
import type { CardRef, Hand, OpenTrade, TradesAction, TradesState, TradesErrorCode } from './types';

const name = (state: TradesState, seat: number): string => state.players[seat] ?? `seat ${seat}`;
const hand = (state: TradesState, seat: number): Hand => state.hands[seat] as Hand;

function checkSeat(state: TradesState, seat: number, path: string): Result<undefined, TradesErrorCode> {
  if (Number.isInteger(seat) && seat >= 0 && seat < state.players.length) return OK;
  return err('ERR_NO_SUCH_PLAYER', `There is no player in seat ${seat}; seats run from 0 to ${state.players.length - 1}.`, {
    rule: 'Trades: players',
    path,
  });
}

/** Trading is open: the clock was started, has time left, and (for new declarations) is running. */
function tradingOpen(state: TradesState, ctx: ActionContext, declaration: boolean): Result<undefined, TradesErrorCode> {
  if (state.phase === 'ready')
    return err('ERR_NOT_STARTED', 'Trading has not started: start the clock first.', { rule: 'Trades: time limit' });
  if (state.phase !== 'trading' || countdownExpired(state.clock, ctx.at)) {
    return err(
      'ERR_TIME_UP',
      'The time limit is reached: trading has stopped (trades.txt: "the game ends when the time limit is reached").',
      { rule: 'Trades: time limit' },
    );
  }
  if (declaration && !countdownRunning(state.clock)) {
    return err('ERR_CLOCK_PAUSED', 'The clock is paused: resume it before declaring a new trade.', { rule: 'Trades: time limit' });
  }
  return OK;
}

/** Turn mode: only the seat to play declares, and only when no trade is open. */
function checkTurn(state: TradesState, seat: number, path: string): Result<undefined, TradesErrorCode> {
  if (state.options.mode !== 'turns') return OK;
  if (state.open.length > 0) {
    const t = state.open[0] as OpenTrade;
    return err(
      'ERR_TRADE_IN_PROGRESS',
      `Trade ${t.id} (${name(state, t.from)} with ${name(state, t.to)}) must end before the next declaration.`,
      { rule: 'Trades: turn mode', path },
    );
  }
  if (state.turn !== seat)
    return err('ERR_NOT_YOUR_TURN', `It is ${name(state, state.turn)}'s turn to declare, not ${name(state, seat)}'s.`, {
      rule: 'Trades: turn mode',
      path,
      params: { player: name(state, state.turn) },
    });
  return OK;
}

function checkFree(state: TradesState, seat: number, path: string): Result<undefined, TradesErrorCode> {
  const t = tradeOf(state, seat);
  if (!t) return OK;
  const role =
    t.from === seat ? `has declared trade ${t.id} with ${name(state, t.to)}` : `is the target of trade ${t.id} from ${name(state, t.from)}`;
  return err('ERR_PLAYER_BUSY', `${name(state, seat)} ${role}; a player declares a new trade only when their open trades are over.`, {
    rule: 'Trades: free-for-all',
    path,
  });
}

/**
 * The previous-trade rule: with k cards received last time, at most k-1 go
 * in the next trade. Named cards count exactly; an unnamed (`?`) card may or
 * may not be one of them, so the rule is broken only when every way the `?`
 * cards could be read breaks it. `picked` are blind picks (never a breach, but
 * what they took counts against the target's own choice); `limit` says how
 * many of the last trade's cards `given` may hold once `p` of them were picked.
 */
function previousTradeRule(
  state: TradesState,
  seat: number,
  picked: readonly Resolved[],
  given: readonly Resolved[],
  limit: (p: number) => number,
  path: string,
): Result<undefined, TradesErrorCode> {
  const h = hand(state, seat);
  const k = h.lastReceived.length;
  if (k === 0) return OK;
  const named = (rs: readonly Resolved[]): number => rs.filter((r) => r.kind !== 'anonymous').length;
  const pickedLast = countFromLastTrade(h, picked);
  const givenLast = countFromLastTrade(h, given);
  const lastFree = k - pickedLast - givenLast;
  const otherFree = h.size - k - (named(picked) - pickedLast) - (named(given) - givenLast);
  const up = unnamedCount(picked);
  const ug = unnamedCount(given);
  let least = Infinity;
  for (let x = 0; x <= Math.min(up, lastFree); x++) {
    for (let y = 0; y <= Math.min(ug, lastFree - x); y++) {
      if (up - x + (ug - y) > otherFree) continue;
      const used = givenLast + y;
      if (used <= limit(pickedLast + x)) return OK;
      least = Math.min(least, used);
    }
  }
  if (least === Infinity) return OK;
  const cap = limit(pickedLast + Math.min(up, lastFree));
  const max = Math.max(0, Math.min(cap, limit(pickedLast)));
  const params = { player: name(state, seat), received: k, cards: h.lastReceived.join(', '), max, given: least };
  return err(
    'ERR_PREVIOUS_TRADE',
    `${params.player} received ${k} card${k === 1 ? '' : 's'} in their last trade (${params.cards}) and may trade away at most ${max} of them now; this gives ${least}.`,
    { rule: 'Trades: previous-trade rule', path, params },
  );
}

const inputs = (refs: readonly CardRef[], path: string): RefInput[] => refs.map((ref, i) => ({ ref, path: `${path}[${i}]` }));

function validateDeclare(
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
    });
  }
  if (a.kind === 'optional') {
    if (n < 2 || n > 4)
      return err('ERR_TRADE_SIZE', `An optional trade offers 2 to 4 cards; this one offers ${n}.`, {
        rule: 'Trades: optional trade',
        path: 'give',
      });
    const down = Math.ceil(n / 2);
    if (a.give.length !== down) {
      return err(
        'ERR_FACE_DOWN_COUNT',
        `An optional trade of ${n} cards lies ${down} face down and ${n - down} face up; this one has ${a.give.length} face down.`,
        {
          rule: 'Trades: optional trade',
          path: 'faceUp',
        },
      );
    }
  }
  const size = Math.min(hand(state, a.from).size, hand(state, a.to).size);
  if (n > size)
    return err('ERR_TRADE_SIZE', `A trade of ${n} cards needs ${n} cards in both hands; hands here hold ${size}.`, {
      rule: 'Trades: trades',
      path: 'give',
    });
  const resolved = resolveRefs(state, a.from, [...inputs(a.give, 'give'), ...inputs(faceUp, 'faceUp')]);
  if (!resolved.ok) return resolved;
  const k = hand(state, a.from).lastReceived.length;
  return previousTradeRule(state, a.from, [], resolved.value, () => k - 1, 'give');
}

/** An open trade by id that has started (the target's cards are in play only then). */
function startedTrade(state: TradesState, id: number, kind: OpenTrade['kind'] | null, path = 'trade'): Result<OpenTrade, TradesErrorCode> {
  const t = findOpen(state, id);
  if (!t) return err('ERR_NO_SUCH_TRADE', `There is no open trade ${id}.`, { rule: 'Trades: trades', path });
  if (kind && t.kind !== kind) {
    const what =
      kind === 'mandatory'
        ? 'complete applies to mandatory trades; an optional trade is accepted or refused'
        : 'accept and refuse apply to optional trades; a mandatory trade is completed';
    return err('ERR_WRONG_TRADE_KIND', `Trade ${id} is ${t.kind === 'mandatory' ? 'a mandatory' : 'an optional'} trade: ${what}.`, {
      rule: `Trades: ${t.kind} trade`,
      path: 'type',
    });
  }
  if (!isUnderWay(state, t)) {
    return err('ERR_TRADE_WAITING', `Trade ${id} waits in the queue until ${name(state, t.from)} and ${name(state, t.to)} are free.`, {
      rule: 'Trades: free-for-all',
      path,
    });
  }
  return { ok: true, value: t };
}

function checkPickCount(t: OpenTrade, picked: readonly CardRef[], want: number, what: string): Result<undefined, TradesErrorCode> {
  if (picked.length !== want) {
    return err(
      'ERR_PICK_COUNT',
      `In trade ${t.id} the initiator picks ${want} of the target's cards blind (${what}); ${picked.length} given.`,
      { rule: `Trades: ${t.kind} trade`, path: 'picked' },
    );
  }
  if (t.blindPositions && t.blindPositions.length !== want) {
    return err('ERR_PICK_COUNT', `The pick-blind helper drew ${t.blindPositions.length} positions for trade ${t.id}.`, {
      rule: `Trades: ${t.kind} trade`,
      path: 'picked',
    });
  }
  return OK;
}

function validateComplete(
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

function validateDeckTrade(
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
      { rule: 'Trades: deck trade', path: 'player' },
    );
  }
  const deckSize = state.deck.unknownTop + state.deck.cycled.length;
  if (deckSize === 0)
    return err('ERR_DECK_EMPTY', 'The deck has no cards: every card is in a hand, so there is nothing to draw.', {
      rule: 'Trades: deck trade',
      path: 'player',
    });
  if (hand(state, a.player).size === 0)
    return err('ERR_TRADE_SIZE', `${name(state, a.player)} has no card to give.`, { rule: 'Trades: deck trade', path: 'give' });
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
      { rule: 'Trades: deck trade', path: 'draw' },
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

export function validateTrades(state: TradesState, action: TradesAction, ctx: ActionContext): Result<undefined, TradesErrorCode> {
  switch (action.type) {
    case 'startClock':
    case 'pauseClock':
    case 'resumeClock':
    case 'timeUp':
      return validateClock(state, action, ctx);
    case 'declare':
      return validateDeclare(state, action, ctx);
    case 'pickBlind': {
      const gate = tradingOpen(state, ctx, false);
      if (!gate.ok) return gate;
      const t = startedTrade(state, action.trade, null);
      if (!t.ok) return t;
      const blind = t.value.kind === 'mandatory' ? Math.floor(t.value.give.length / 2) : t.value.give.length;
      if (blind === 0) {
        return err(
          'ERR_NOTHING_TO_PICK',
          `Trade ${action.trade} gives 1 card: the initiator picks none blind (half of 1, rounded down); the target chooses the card.`,
          {
            rule: 'Trades: mandatory trade',
            path: 'trade',
          },
        );
      }
      if (t.value.blindPositions) {
        return err(
          'ERR_ALREADY_PICKED',
          `The blind picks of trade ${action.trade} are drawn already (positions ${t.value.blindPositions.join(', ')}); they cannot be drawn again.`,
          {
            rule: 'Trades: pick blind',
            path: 'trade',
          },
        );
      }
      return OK;
    }
    case 'complete':
      return validateComplete(state, action, ctx);
    case 'accept': {
      const gate = tradingOpen(state, ctx, false);
      if (!gate.ok) return gate;
      const found = startedTrade(state, action.trade, 'optional');
      if (!found.ok) return found;
      const t = found.value;
      const n = t.give.length;
      const count = checkPickCount(t, action.picked, n, `as many as offered`);
      if (!count.ok) return count;
      const resolved = resolveRefs(state, t.to, inputs(action.picked, 'picked'));
      return resolved.ok ? OK : resolved;
    }
    case 'refuse': {
      const gate = tradingOpen(state, ctx, false);
      if (!gate.ok) return gate;
      const found = startedTrade(state, action.trade, 'optional');
      return found.ok ? OK : found;
    }
    case 'withdraw': {
      const gate = tradingOpen(state, ctx, false);
      if (!gate.ok) return gate;
      const t = findOpen(state, action.trade);
      if (!t) return err('ERR_NO_SUCH_TRADE', `There is no open trade ${action.trade}.`, { rule: 'Trades: trades', path: 'trade' });
      if (isUnderWay(state, t)) {
        return err(
          'ERR_TRADE_STARTED',
          `Trade ${t.id} has started: it must be ${t.kind === 'mandatory' ? 'completed' : 'accepted or refused'}; only a trade still waiting in the queue can be withdrawn.`,
          {
            rule: 'Trades: free-for-all',
            path: 'trade',
          },
        );
      }
      return OK;
    }
    case 'deckTrade':
      return validateDeckTrade(state, action, ctx);
    case 'pass': {
      const gate = tradingOpen(state, ctx, true);
      if (!gate.ok) return gate;
      if (state.options.mode !== 'turns')
        return err('ERR_NOT_TURN_MODE', 'Passing is for turn mode; in free-for-all nobody has to act.', {
          rule: 'Trades: turn mode',
          path: 'type',
        });
      const s = checkSeat(state, action.player, 'player');
      if (!s.ok) return s;
      return checkTurn(state, action.player, 'player');
    }
    case 'enterHand':
      return validateFinalHand(state, action);
  }
}
