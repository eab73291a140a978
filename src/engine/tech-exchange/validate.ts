/**
 * Tech Exchange rules: whether an action may happen now. Never throws; every
 * refusal has a stable code, a plain message naming the rule, and the part of
 * the action at fault.
 */
import { cardDomain, type CardCode } from '../core/cards';
import { err, OK, type Err, type Result } from '../core/result';
import { clockExpired, clockRunning } from './clock';
import { stackLimitReached, tradingOver } from './round';
import { checkGrouping, type StackSizes } from './scoring';
import {
  isTechExchangeErrorCode,
  type TechExchangeAction,
  type TechExchangeErrorCode,
  type TechExchangeState,
  type ZoneRef,
} from './types';
import { assignOrName, canDraw, canHold, DECK, DISCARD, handPlace, tradeKnowledge, wording } from './knowledge';
import { countOf, drawable, EMPTY_ZONE, without } from './zones';

const R = {
  flow: 'Tech Exchange: game play',
  trade: 'Tech Exchange: trading rules',
  endTrade: 'Tech Exchange: end of trading',
  effects: 'Tech Exchange: use card effects',
  wild: 'Tech Exchange: wild cards',
  deck: 'Tech Exchange: deck running out of cards',
  score: 'Tech Exchange: reveal and score',
};

/** What every check here answers: yes, or a refusal with one of the game's codes. */
type Checked = Result<undefined, TechExchangeErrorCode>;

const fail = (code: TechExchangeErrorCode, message: string, rule: string, path?: string): Err<TechExchangeErrorCode> =>
  err(code, message, path === undefined ? { rule } : { rule, path });

/**
 * A refusal from a shared check (card knowledge, scoring) under the game's
 * codes. Those checks return only listed codes (the property tests check
 * every refusal's code); an unlisted one would be a bug, reported as such.
 */
function closed<T>(r: Result<T>): Result<T, TechExchangeErrorCode> {
  if (r.ok || isTechExchangeErrorCode(r.error.code)) return r as Result<T, TechExchangeErrorCode>;
  return err('ERR_BAD_ACTION', `${r.error.message} (unlisted code ${r.error.code})`, {
    ...(r.error.rule ? { rule: r.error.rule } : {}),
    ...(r.error.path ? { path: r.error.path } : {}),
  });
}

export function validateTechExchange(s: TechExchangeState, a: TechExchangeAction, at = 0): Checked {
  if (s.phase.kind === 'over') return fail('ERR_GAME_OVER', `The game is over after ${s.options.rounds} rounds; no more actions.`, R.flow);
  for (const key of ['seat', 'a', 'b'] as const) {
    const v = (a as Record<string, unknown>)[key];
    if (typeof v === 'number' && v >= s.players.length)
      return fail(
        'ERR_NO_SUCH_SEAT',
        `There is no seat ${v}: the table has ${s.players.length} players (seats 0-${s.players.length - 1}).`,
        R.flow,
        key,
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
        );
      return validateTrade(s, a);
    case 'pauseClock':
    case 'resumeClock':
      if (s.phase.kind !== 'trading' || !s.clock)
        return fail('ERR_NO_CLOCK', 'There is no trading clock running now (option tradingClockSeconds).', R.endTrade);
      if (a.type === 'pauseClock' && !clockRunning(s)) return fail('ERR_CLOCK_PAUSED', 'The trading clock is already paused.', R.endTrade);
      if (a.type === 'resumeClock' && clockRunning(s))
        return fail('ERR_CLOCK_RUNNING', 'The trading clock is already running.', R.endTrade);
      return OK;
    case 'reveal':
      return validateReveal(s, a);
    case 'announceDone':
    case 'resumeTrading':
      if (s.phase.kind !== 'trading')
        return fail('ERR_NOT_TRADING', 'Players announce they are done, or come back, only during a trading phase.', R.endTrade);
      if (a.type === 'announceDone' && s.done[a.seat])
        return fail('ERR_ALREADY_DONE', `${s.players[a.seat]} already announced they are done trading.`, R.endTrade, 'seat');
      if (a.type === 'resumeTrading' && !s.done[a.seat])
        return fail('ERR_NOT_DONE', `${s.players[a.seat]} has not announced they are done trading.`, R.endTrade, 'seat');
      return OK;
    case 'endTrading':
      if (s.phase.kind !== 'trading') return fail('ERR_NOT_TRADING', 'Only a trading phase can be ended.', R.endTrade);
      return OK;
    case 'placeWild': {
      // At the reveal, a wild still in a hand goes back onto a stack before that hand is entered.
      if (s.phase.kind === 'reveal' && s.reveal?.entries[a.seat])
        return fail(
          'ERR_REVEAL_STARTED',
          `${s.players[a.seat]}'s hand is already entered: a wild in it goes back before the hand is revealed (undo to there).`,
          R.wild,
          'seat',
        );
      return closed(canHold(s, handPlace(a.seat), ['wild'], R.wild, 'seat'));
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
        );
      if (a.seat !== fx.turn)
        return fail(
          'ERR_NOT_YOUR_TURN',
          `It is ${s.players[fx.turn]}'s turn to use an effect or pass (turn order from the first player).`,
          R.effects,
          'seat',
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
    );
  if (s.phase.kind !== 'trading') return fail('ERR_NOT_TRADING', 'Trades happen only in the trading phases.', R.trade);
  if (s.phase.number === 1 && stackLimitReached(s))
    return fail(
      'ERR_STACK_LIMIT_REACHED',
      `The first trading phase paused when a stock stack reached ${s.options.firstPhaseStackLimit} cards.`,
      R.flow,
    );
  if (tradingOver(s))
    return fail(
      'ERR_TRADING_OVER',
      `Trading has ended: the deck is down to its ${s.options.tradingStopsAtDeckSize} tilted cards.`,
      R.endTrade,
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
      );
    const hand = s.hands[seat] ?? EMPTY_ZONE;
    if (hand.count < n)
      return fail(
        'ERR_NOT_ENOUGH_CARDS',
        `${s.players[seat]} has ${hand.count} card${hand.count === 1 ? '' : 's'} and cannot give ${n}.`,
        R.trade,
        path,
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

function checkStackChoice(card: CardCode, stack: string | undefined, rule: string, path: string): Checked {
  const domain = cardDomain(card);
  if (domain === null && stack === undefined)
    return fail(
      'ERR_WILD_NEEDS_STACK',
      'A revealed wild card goes on the stock stack of the drawing player’s choice: say which stack.',
      R.wild,
      path,
    );
  if (domain !== null && stack !== undefined && stack !== domain)
    return fail('ERR_WRONG_STACK', `${card} goes on the ${domain} stock stack, the stack of its own domain.`, rule, path);
  return OK;
}

function validateReveal(s: TechExchangeState, a: Extract<TechExchangeAction, { type: 'reveal' }>): Checked {
  if (!s.pending) return fail('ERR_NO_REVEAL_PENDING', 'No card is waiting to be revealed from the deck now.', R.trade);
  const rule = s.pending.reason === 'trade' ? R.trade : R.effects;
  const held = canDraw(s.knowledge, [a.card], wording(s, rule, 'card'));
  if (!held.ok) return closed(held);
  return checkStackChoice(a.card, a.stack, rule, 'stack');
}

type EditAction = Extract<
  TechExchangeAction,
  { type: 'replaceStackCard' | 'moveStackCard' | 'revealCards' | 'expelCard' | 'finishEffect' }
>;

function validateEdit(s: TechExchangeState, a: EditAction): Checked {
  const resolving = s.effects?.resolving;
  if (!resolving)
    return fail(
      'ERR_NO_EFFECT_IN_PROGRESS',
      'Effect edits are made while a card effect is being resolved (use an effect first).',
      R.effects,
    );
  if (a.type === 'finishEffect') return OK;
  const auto = resolving.effect;
  const engineRuns = auto && (auto.kind === 'replaceStackCard' || auto.kind === 'revealToStacks' || auto.kind === 'expelCard');
  const expected = auto?.kind === 'revealToStacks' ? 'revealCards' : auto?.kind;
  if (engineRuns && a.type !== expected)
    return fail(
      'ERR_WRONG_EDIT',
      `${resolving.card}'s effect is carried out by the referee: it calls for ${expected}, not ${a.type}.`,
      R.effects,
    );
  switch (a.type) {
    case 'replaceStackCard': {
      if (!s.stacks[a.stack].includes(a.card))
        return fail('ERR_NOT_IN_STACK', `The ${a.stack} stock stack holds no ${a.card}.`, R.effects, 'card');
      if (drawable(s) === 0)
        return fail(
          'ERR_DECK_EMPTY',
          'The deck and the discard are both empty: there is no top card to replace it with.',
          R.deck,
          'revealed',
        );
      return closed(canDraw(s.knowledge, [a.revealed], wording(s, R.effects, 'revealed')));
    }
    case 'moveStackCard': {
      if (!s.stacks[a.from].includes(a.card))
        return fail('ERR_NOT_IN_STACK', `The ${a.from} stock stack holds no ${a.card}.`, R.effects, 'card');
      const d = cardDomain(a.card);
      if (d === null) return fail('ERR_WILD_HAS_NO_DOMAIN', 'A wild card has no domain stack to move to.', R.wild, 'card');
      if (d === a.from) return fail('ERR_ALREADY_IN_DOMAIN', `${a.card} is already on its own domain's stack.`, R.effects, 'card');
      return OK;
    }
    case 'revealCards': {
      const n = a.cards.length;
      const max = drawable(s);
      if (auto?.kind === 'revealToStacks') {
        if (a.to.zone !== 'stacks')
          return fail('ERR_WRONG_EDIT', `${resolving.card}'s effect reveals cards onto the stock stacks.`, R.effects, 'to');
        if (n !== Math.min(auto.count, max))
          return fail(
            'ERR_WRONG_REVEAL_COUNT',
            `This effect reveals ${auto.count} card${auto.count === 1 ? '' : 's'}${max < auto.count ? `; only ${max} can be drawn, so ${max}` : ''}.`,
            R.deck,
            'cards',
          );
      }
      if (n > max)
        return fail(
          'ERR_NOT_ENOUGH_CARDS',
          `Only ${max} card${max === 1 ? '' : 's'} can be revealed (deck and discard); reveal as many as possible.`,
          R.deck,
          'cards',
        );
      const codes = a.cards.map((c) => c.card);
      const held = canDraw(s.knowledge, codes, wording(s, R.effects, 'cards'));
      if (!held.ok) return closed(held);
      if (a.to.zone === 'hand' && a.to.seat >= s.players.length)
        return fail('ERR_NO_SUCH_SEAT', `There is no seat ${a.to.seat}.`, R.flow, 'to.seat');
      if (a.to.zone === 'stacks') {
        for (let i = 0; i < n; i++) {
          const c = a.cards[i] as { card: CardCode; stack?: string };
          const ok = checkStackChoice(c.card, c.stack, R.effects, `cards[${i}].stack`);
          if (!ok.ok) return ok;
        }
      }
      return OK;
    }
    case 'expelCard':
      if (a.card === 'wild') return fail('ERR_WILD_NOT_EXPELLED', 'Wild cards are not expelled.', R.wild, 'card');
      return checkInZone(s, a.from, a.card);
  }
}

function checkInZone(s: TechExchangeState, from: ZoneRef, card: CardCode): Checked {
  if (from.zone === 'stack')
    return s.stacks[from.domain].includes(card)
      ? OK
      : fail('ERR_NOT_IN_STACK', `The ${from.domain} stock stack holds no ${card}.`, R.effects, 'card');
  if (from.zone === 'hand') {
    if (from.seat >= s.players.length) return fail('ERR_NO_SUCH_SEAT', `There is no seat ${from.seat}.`, R.flow, 'from.seat');
    return closed(canHold(s, handPlace(from.seat), [card], R.effects, 'card'));
  }
  return closed(canHold(s, DISCARD, [card], R.effects, 'card'));
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
    if (entry) return fail('ERR_ALREADY_REVEALED', `${s.players[a.seat]}'s hand is already entered (undo to correct it).`, R.score, 'seat');
    if (a.cards.length !== hand.count && a.cards.length !== reveal.handSize) {
      return fail(
        'ERR_WRONG_HAND_SIZE',
        `${s.players[a.seat]} holds ${hand.count} cards: enter all ${hand.count}${hand.count !== reveal.handSize ? `, or the ${reveal.handSize} kept after discarding down` : ''}; got ${a.cards.length}.`,
        R.score,
        'cards',
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
  if (!entry) return fail('ERR_HAND_NOT_REVEALED', `Enter ${s.players[a.seat]}'s revealed hand first.`, R.score, 'seat');
  if (entry.final) return fail('ERR_ALREADY_SCORED', `${s.players[a.seat]}'s hand is already scored (undo to change it).`, R.score, 'seat');
  if (a.type === 'acceptScore') return OK;
  let kept = entry.hand;
  if (a.kept) {
    if (a.kept.length !== reveal.handSize)
      return fail(
        'ERR_BAD_KEPT',
        `Everyone keeps ${reveal.handSize} cards (the smallest hand); ${a.kept.length} were given.`,
        R.score,
        'kept',
      );
    const have = countOf(entry.hand);
    for (const [c, n] of countOf(a.kept))
      if ((have.get(c) ?? 0) < n) return fail('ERR_BAD_KEPT', `${c} is not in ${s.players[a.seat]}'s revealed hand.`, R.score, 'kept');
    kept = a.kept;
  } else if (entry.hand.length !== reveal.handSize) {
    return fail(
      'ERR_BAD_KEPT',
      `${s.players[a.seat]} must say which ${reveal.handSize} cards they keep when discarding down.`,
      R.score,
      'kept',
    );
  }
  const checked = checkGrouping(kept, stackSizes(s), a.groups);
  return checked.ok ? OK : closed(checked);
}

const CORRECTION = 'Corrections to the table (architecture.md)';

function validateCorrection(s: TechExchangeState, a: Extract<TechExchangeAction, { type: 'correctStack' | 'correctHand' }>): Checked {
  if (s.phase.kind === 'reveal' && s.reveal?.entries.some((e) => e !== null))
    return fail('ERR_REVEAL_STARTED', 'Hands are being revealed; undo to correct the table before that.', CORRECTION);
  if (a.type === 'correctHand') {
    const hand = s.hands[a.seat] ?? EMPTY_ZONE;
    if (a.count - hand.count > s.deck)
      return fail(
        'ERR_NOT_ENOUGH_CARDS',
        `The deck has ${s.deck} cards: ${s.players[a.seat]}'s hand can grow by at most that many.`,
        CORRECTION,
        'count',
      );
    return OK;
  }
  const added = without(a.cards, s.stacks[a.domain]);
  if (added.length > s.deck)
    return fail('ERR_NOT_ENOUGH_CARDS', `The deck has ${s.deck} cards; ${added.length} would come from it.`, CORRECTION, 'cards');
  return closed(added.length ? canHold(s, DECK, added, CORRECTION, 'cards') : OK);
}
