/**
 * Tech Exchange rules: whether an action may happen now. Never throws; every
 * refusal has a stable code, a plain message naming the rule, and the part of
 * the action at fault.
 */
import { OK } from '../core/result';
import { clockExpired, clockRunning, clockUnstarted } from './clock';
import { stackLimitReached, tradingOver } from './round';
import { checkGrouping, type StackSizes } from './scoring';
import type { TechExchangeAction, TechExchangeState } from './types';
import { assignOrName, canDraw, canHold, DECK, handPlace, tradeKnowledge, wording } from './knowledge';
import { countOf, EMPTY_ZONE, without } from './zones';
import { checkStackChoice, closed, fail, R, type Checked } from './validate-common';
import { validateEdit } from './validate-edit';
import { Recent } from '../core/recent';

/**
 * The last verdicts, by the identity of the state, the time and the action's
 * JSON (actions are plain data: equal text, equal action). A simulated bot
 * judges the action it draws and the pipeline then judges the same action
 * again (parsed anew, so equal but not the same object): the second verdict,
 * often a flow problem on the card knowledge, comes from here.
 */
const recent = new Recent<Checked>(4);

/** Whether `a` may happen now in `s` (at time `at`): OK, or the refusal. */
export function validateTechExchange(s: TechExchangeState, a: TechExchangeAction, at = 0): Checked {
  const key = JSON.stringify(a);
  return recent.find(s, at, key) ?? recent.keep(judge(s, a, at), s, at, key);
}

function judge(s: TechExchangeState, a: TechExchangeAction, at: number): Checked {
  if (s.phase.kind === 'over')
    return fail('ERR_GAME_OVER', `The game is over after ${s.options.rounds} rounds; no more actions.`, R.flow, undefined, {
      variant: 'gameOver4',
      rounds: s.options.rounds,
    });
  for (const key of ['seat', 'a', 'b'] as const) {
    const v = (a as Record<string, unknown>)[key];
    if (typeof v === 'number' && v >= s.players.length)
      return fail(
        'ERR_NO_SUCH_SEAT',
        `There is no seat ${v}: the table has ${s.players.length} players (seats 0-${s.players.length - 1}).`,
        R.flow,
        key,
        { variant: 'seatTable', v, playerCount: s.players.length, playerCount2: s.players.length - 1 },
      );
  }
  if (s.pending && a.type !== 'reveal' && a.type !== 'announceDone' && a.type !== 'resumeTrading') {
    return fail(
      'ERR_REVEAL_PENDING',
      'First enter the card revealed from the top of the deck: every trade, and each of the first effect uses, puts the top card on its stock stack.',
      s.pending.reason === 'trade' ? R.trade : R.effects,
    );
  }
  switch (a.type) {
    case 'trade':
      if (s.phase.kind === 'trading' && clockExpired(s, at))
        return fail(
          'ERR_TRADING_TIME_UP',
          `The trading clock (${s.options.tradingClockSeconds} s) has run out: no more trades this phase.`,
          R.endTrade,
          undefined,
          { seconds: s.options.tradingClockSeconds },
        );
      return validateTrade(s, a);
    case 'setFirstPlayer':
      if (s.round !== 1 || s.phase.kind !== 'trading' || s.phase.number !== 1 || s.tradesThisPhase > 0)
        return fail(
          'ERR_WRONG_PHASE',
          'The first player is set at setup, before the first trade of the game (the marker then passes left each round).',
          R.setup,
          'type',
          { variant: 'firstPlayer' },
        );
      return OK;
    case 'startClock':
    case 'pauseClock':
    case 'resumeClock':
      if (s.phase.kind !== 'trading' || !s.clock)
        return fail('ERR_NO_CLOCK', 'There is no trading clock running now (option tradingClockSeconds).', R.endTrade, undefined, {
          variant: 'tradingClock',
        });
      if (a.type === 'startClock' && !clockUnstarted(s))
        return fail(
          'ERR_CLOCK_STARTED',
          'The trading clock has already been started this phase; pause or resume it.',
          R.endTrade,
          undefined,
          { variant: 'tradingClock' },
        );
      if (a.type === 'pauseClock' && clockUnstarted(s) && !a.impliedStart)
        return fail('ERR_CLOCK_NOT_STARTED', 'The trading clock has not been started yet: start it first.', R.endTrade, undefined, {
          variant: 'tradingClock',
        });
      if (a.type === 'pauseClock' && !clockRunning(s) && !(a.impliedStart && clockUnstarted(s)))
        return fail('ERR_CLOCK_PAUSED', 'The trading clock is already paused.', R.endTrade, undefined, { variant: 'tradingClock' });
      if (a.type === 'resumeClock' && clockRunning(s))
        return fail('ERR_CLOCK_RUNNING', 'The trading clock is already running.', R.endTrade, undefined, { variant: 'tradingClock' });
      return OK;
    case 'reveal':
      return validateReveal(s, a);
    case 'announceDone':
    case 'resumeTrading':
      if (s.phase.kind !== 'trading')
        return fail(
          'ERR_NOT_TRADING',
          'Players announce they are done, or come back, only during a trading phase.',
          R.endTrade,
          undefined,
          { variant: 'playersAnnounce' },
        );
      if (a.type === 'announceDone' && s.done[a.seat])
        return fail('ERR_ALREADY_DONE', `${s.players[a.seat]} already announced they are done trading.`, R.endTrade, 'seat', {
          variant: 'alreadyAnnounced',
          player: s.players[a.seat],
        });
      if (a.type === 'resumeTrading' && !s.done[a.seat])
        return fail('ERR_NOT_DONE', `${s.players[a.seat]} has not announced they are done trading.`, R.endTrade, 'seat', {
          player: s.players[a.seat] ?? '',
        });
      return OK;
    case 'endTrading':
      if (s.phase.kind !== 'trading')
        return fail('ERR_NOT_TRADING', 'Only a trading phase can be ended.', R.endTrade, undefined, { variant: 'onlyTrading' });
      return OK;
    case 'placeWild': {
      // At the reveal, a wild still in a hand goes back onto a stack before that hand is entered.
      if (s.phase.kind === 'reveal' && s.reveal?.entries[a.seat])
        return fail(
          'ERR_REVEAL_STARTED',
          `${s.players[a.seat]}'s hand is already entered: a wild in it goes back before the hand is revealed (undo to there).`,
          R.wild,
          'seat',
          { variant: 'handAlready', player: s.players[a.seat] },
        );
      const held = canHold(s, handPlace(a.seat), ['wild'], R.wild, 'seat');
      if (!held.ok || a.drawn === undefined) return closed(held);
      if (!a.redraw)
        return fail(
          'ERR_DRAWN_WITHOUT_REDRAW',
          `A card is named as drawn (${a.drawn}), but the player does not draw again.`,
          R.wild,
          'drawn',
          { card: a.drawn },
        );
      return closed(canDraw(s.knowledge, [a.drawn], wording(s, R.wild, 'drawn')));
    }
    case 'useEffect':
    case 'passEffect': {
      const fx = s.effects;
      if (s.phase.kind !== 'effects' || !fx)
        return fail('ERR_NOT_EFFECTS_PHASE', 'Card effects are used only in the card-effects phases.', R.effects);
      if (fx.resolving)
        return fail(
          'ERR_EFFECT_IN_PROGRESS',
          `${s.players[fx.resolving.seat]}'s ${fx.resolving.card} effect is still being resolved; finish it first.`,
          R.effects,
          undefined,
          { variant: 'effectStill', player: s.players[fx.resolving.seat], card: fx.resolving.card },
        );
      if (a.seat !== fx.turn)
        return fail(
          'ERR_NOT_YOUR_TURN',
          `It is ${s.players[fx.turn]}'s turn to use an effect or pass (turn order from the first player).`,
          R.effects,
          'seat',
          { variant: 'turnUse', player: s.players[fx.turn] },
        );
      if (a.type === 'passEffect') return OK;
      return closed(canHold(s, handPlace(a.seat), [a.card], R.effects, 'card'));
    }
    case 'replaceStackCard':
    case 'moveStackCard':
    case 'revealCards':
    case 'expelCard':
    case 'finishEffect':
      return validateEdit(s, a);
    case 'revealHand':
    case 'acceptScore':
    case 'claimScore':
      return validateScore(s, a);
    case 'correctStack':
    case 'correctHand':
      return validateCorrection(s, a);
  }
}

function validateTrade(s: TechExchangeState, a: Extract<TechExchangeAction, { type: 'trade' }>): Checked {
  if (s.phase.kind === 'effects' && s.phase.number === 1 && stackLimitReached(s))
    return fail(
      'ERR_STACK_LIMIT_REACHED',
      `The first trading phase paused when a stock stack reached ${s.options.firstPhaseStackLimit} cards; trading goes on in the second trading phase, after the card effects.`,
      R.flow,
      undefined,
      { variant: 'firstTrading', firstPhaseStackLimit: s.options.firstPhaseStackLimit },
    );
  if (s.phase.kind !== 'trading')
    return fail('ERR_NOT_TRADING', 'Trades happen only in the trading phases.', R.trade, undefined, { variant: 'tradesHappen' });
  if (s.phase.number === 1 && stackLimitReached(s))
    return fail(
      'ERR_STACK_LIMIT_REACHED',
      `The first trading phase paused when a stock stack reached ${s.options.firstPhaseStackLimit} cards.`,
      R.flow,
      undefined,
      { variant: 'firstTrading2', firstPhaseStackLimit: s.options.firstPhaseStackLimit },
    );
  if (tradingOver(s))
    return fail(
      'ERR_TRADING_OVER',
      `Trading has ended: the deck is down to its ${s.options.tradingStopsAtDeckSize} tilted cards.`,
      R.endTrade,
      undefined,
      { tilted: s.options.tradingStopsAtDeckSize },
    );
  if (a.a === a.b) return fail('ERR_SAME_PLAYER', 'A trade is between two different players.', R.trade, 'b');
  const max = s.options.maxTradeCards;
  for (const [seat, gives, path] of [
    [a.a, a.aGives, 'aGives'],
    [a.b, a.bGives, 'bGives'],
  ] as const) {
    const n = typeof gives === 'number' ? gives : gives.length;
    if (n < 1 || n > max)
      return fail(
        'ERR_TRADE_SIZE',
        `Each player offers 1${max > 1 ? ` or ${max}` : ''} card${max > 1 ? 's' : ''} in a trade; ${s.players[seat]} gives ${n}.`,
        R.trade,
        path,
        { variant: max > 1 ? 'eachPlayer' : 'eachPlayerOne', max, player: s.players[seat], n },
      );
    const hand = s.hands[seat] ?? EMPTY_ZONE;
    if (hand.count < n)
      return fail(
        'ERR_NOT_ENOUGH_CARDS',
        `${s.players[seat]} has ${hand.count} card${hand.count === 1 ? '' : 's'} and cannot give ${n}.`,
        R.trade,
        path,
        { variant: 'cardCannot', player: s.players[seat], count: hand.count, n },
      );
    if (typeof gives !== 'number' && gives.includes('wild'))
      return fail(
        'ERR_WILD_NOT_TRADED',
        'A wild card never stays in a hand: it goes onto a stock stack as soon as it is drawn or received, so it can never be given in a trade.',
        R.wild,
        path,
      );
  }
  // Both sides at once: the second side's named cards are checked with the first side's gone.
  const moved = tradeKnowledge(s.knowledge, { seat: a.a, gives: a.aGives }, { seat: a.b, gives: a.bGives }, wording(s, R.trade, 'aGives'));
  if (!moved.ok) {
    const first = typeof a.aGives === 'number' ? OK : canHold(s, handPlace(a.a), a.aGives, R.trade, 'aGives');
    if (!first.ok) return closed(first);
    return closed({ ok: false, error: { ...moved.error, path: 'bGives' } });
  }
  return OK;
}

function validateReveal(s: TechExchangeState, a: Extract<TechExchangeAction, { type: 'reveal' }>): Checked {
  if (!s.pending) return fail('ERR_NO_REVEAL_PENDING', 'No card is waiting to be revealed from the deck now.', R.trade);
  const rule = s.pending.reason === 'trade' ? R.trade : R.effects;
  const held = canDraw(s.knowledge, [a.card], wording(s, rule, 'card'));
  if (!held.ok) return closed(held);
  return checkStackChoice(a.card, a.stack, rule, 'stack');
}

export const stackSizes = (s: TechExchangeState): StackSizes => ({
  kn: s.stacks.kn.length,
  sc: s.stacks.sc.length,
  te: s.stacks.te.length,
  se: s.stacks.se.length,
});

function validateScore(
  s: TechExchangeState,
  a: Extract<TechExchangeAction, { type: 'revealHand' | 'acceptScore' | 'claimScore' }>,
): Checked {
  const reveal = s.reveal;
  if (s.phase.kind !== 'reveal' || !reveal)
    return fail(
      'ERR_NOT_REVEAL_PHASE',
      'Hands are revealed and scored in the reveal and score phase, after the second card-effects phase.',
      R.score,
    );
  const entry = reveal.entries[a.seat] ?? null;
  const hand = s.hands[a.seat] ?? EMPTY_ZONE;
  if (a.type === 'revealHand') {
    if (entry)
      return fail('ERR_ALREADY_REVEALED', `${s.players[a.seat]}'s hand is already entered (undo to correct it).`, R.score, 'seat', {
        player: s.players[a.seat] ?? '',
      });
    if (a.cards.length !== hand.count && a.cards.length !== reveal.handSize) {
      return fail(
        'ERR_WRONG_HAND_SIZE',
        `${s.players[a.seat]} holds ${hand.count} cards: enter all ${hand.count}${hand.count !== reveal.handSize ? `, or the ${reveal.handSize} kept after discarding down` : ''}; got ${a.cards.length}.`,
        R.score,
        'cards',
        {
          player: s.players[a.seat],
          count: hand.count,
          variant: hand.count !== reveal.handSize ? 'allOrKept' : 'all',
          kept: reveal.handSize,
          cardCount: a.cards.length,
        },
      );
    }
    if (a.cards.includes('wild'))
      return fail(
        'ERR_WILD_IN_HAND',
        'A wild card taken into a hand goes back onto a stock stack (place it first); it never scores in a hand.',
        R.wild,
        'cards',
      );
    const r = assignOrName(s.knowledge, s, a.seat, a.cards, wording(s, R.score, 'cards'));
    return r.ok ? OK : closed(r);
  }
  if (!entry)
    return fail('ERR_HAND_NOT_REVEALED', `Enter ${s.players[a.seat]}'s revealed hand first.`, R.score, 'seat', {
      player: s.players[a.seat] ?? '',
    });
  if (entry.final)
    return fail('ERR_ALREADY_SCORED', `${s.players[a.seat]}'s hand is already scored (undo to change it).`, R.score, 'seat', {
      player: s.players[a.seat] ?? '',
    });
  if (a.type === 'acceptScore') return OK;
  let kept = entry.hand;
  if (a.kept) {
    if (a.kept.length !== reveal.handSize)
      return fail(
        'ERR_BAD_KEPT',
        `Everyone keeps ${reveal.handSize} cards (the smallest hand); ${a.kept.length} were given.`,
        R.score,
        'kept',
        { variant: 'everyoneKeeps', handSize: reveal.handSize, keptCount: a.kept.length },
      );
    const have = countOf(entry.hand);
    for (const [c, n] of countOf(a.kept))
      if ((have.get(c) ?? 0) < n)
        return fail('ERR_BAD_KEPT', `${c} is not in ${s.players[a.seat]}'s revealed hand.`, R.score, 'kept', {
          variant: 'revealedHand',
          c,
          player: s.players[a.seat],
        });
    kept = a.kept;
  } else if (entry.hand.length !== reveal.handSize) {
    return fail(
      'ERR_BAD_KEPT',
      `${s.players[a.seat]} must say which ${reveal.handSize} cards they keep when discarding down.`,
      R.score,
      'kept',
      { variant: 'mustSay', player: s.players[a.seat], handSize: reveal.handSize },
    );
  }
  const checked = checkGrouping(kept, stackSizes(s), a.groups);
  return checked.ok ? OK : closed(checked);
}

const CORRECTION = 'Corrections to the table';

function validateCorrection(s: TechExchangeState, a: Extract<TechExchangeAction, { type: 'correctStack' | 'correctHand' }>): Checked {
  if (s.phase.kind === 'reveal' && s.reveal?.entries.some((e) => e !== null))
    return fail('ERR_REVEAL_STARTED', 'Hands are being revealed; undo to correct the table before that.', CORRECTION, undefined, {
      variant: 'handsBeing',
    });
  if (a.type === 'correctHand') {
    const hand = s.hands[a.seat] ?? EMPTY_ZONE;
    if (a.count - hand.count > s.deck)
      return fail(
        'ERR_NOT_ENOUGH_CARDS',
        `The deck has ${s.deck} cards: ${s.players[a.seat]}'s hand can grow by at most that many.`,
        CORRECTION,
        'count',
        { variant: 'deckCards', deck: s.deck, player: s.players[a.seat] },
      );
    return OK;
  }
  const added = without(a.cards, s.stacks[a.domain]);
  if (added.length > s.deck)
    return fail('ERR_NOT_ENOUGH_CARDS', `The deck has ${s.deck} cards; ${added.length} would come from it.`, CORRECTION, 'cards', {
      variant: 'deckCards2',
      deck: s.deck,
      addedCount: added.length,
    });
  return closed(added.length ? canHold(s, DECK, added, CORRECTION, 'cards') : OK);
}
