/**
 * The round flow (tech-exchange.txt, GAME PLAY): first trading phase, first
 * card-effects phase, second trading phase, second card-effects phase, reveal
 * and score, reset; the marker passes left; the game ends after the last
 * round. Phases end by themselves when the rules say so (a stack reaches the
 * limit in the first trading phase, the deck is down to its tilted cards,
 * every player is done, every player had their effects turn, every hand is
 * scored), so the operator only records what happens at the table.
 */
import { DOMAINS } from '../core/cards';
import { dealRound } from './setup';
import type { TechExchangeAction, TechExchangeState } from './types';
import { addKnown, addUnknown, drawable, setHand, takeFromDeck } from './zones';
import { withState, withStats } from './shape';

export const tradingOver = (s: TechExchangeState): boolean => s.deck <= s.options.tradingStopsAtDeckSize;

export const stackLimitReached = (s: TechExchangeState): boolean =>
  DOMAINS.some((d) => s.stacks[d].length >= s.options.firstPhaseStackLimit);

/** Enters a trading phase, skipping it when the deck is already down to the tilted cards. */
export function enterTrading(s: TechExchangeState, number: 1 | 2, note: string): TechExchangeState {
  const state: TechExchangeState = withState(s, {
    phase: { kind: 'trading', number },
    done: s.players.map(() => false),
    tradesThisPhase: 0,
    note,
  });
  if (tradingOver(state))
    return enterEffects(
      state,
      number,
      `${note} Trading phase ${number} is over at once: the deck is down to its ${s.options.tradingStopsAtDeckSize} tilted cards.`,
    );
  return state;
}

export function enterEffects(s: TechExchangeState, number: 1 | 2, note: string): TechExchangeState {
  return withState(s, {
    phase: { kind: 'effects', number },
    effects: { turn: s.firstPlayer, taken: 0, used: 0, resolving: null },
    done: s.players.map(() => false),
    note,
  });
}

/** After a trade's revealed card is on its stack: does the trading phase end here? */
export function afterTradeReveal(s: TechExchangeState): TechExchangeState {
  if (s.phase.kind !== 'trading') return s;
  const n = s.phase.number;
  if (n === 1 && stackLimitReached(s)) {
    return enterEffects(s, 1, `The first trading phase pauses: a stock stack holds ${s.options.firstPhaseStackLimit} cards.`);
  }
  if (tradingOver(s)) return enterEffects(s, n, `Trading ends: the deck is down to its ${s.options.tradingStopsAtDeckSize} tilted cards.`);
  if (s.done.every(Boolean)) return endTradingPhase(s, 'every player is done trading');
  return s;
}

export function endTradingPhase(s: TechExchangeState, why: string): TechExchangeState {
  if (s.phase.kind !== 'trading') return s;
  return enterEffects(s, s.phase.number, `Trading phase ${s.phase.number} ends: ${why}.`);
}

/** After an effect is resolved: the first revealers put a deck card on the stacks, then the card is discarded and redrawn. */
export function completeEffect(s: TechExchangeState): TechExchangeState {
  const fx = s.effects;
  if (!fx?.resolving) return s;
  const revealer = fx.used <= s.options.effectRevealers;
  if (revealer && drawable(s) > 0) return withState(s, { pending: { reason: 'effect', drawer: fx.resolving.seat } });
  return finishUse(s);
}

/** Discards the used card, redraws it, and passes the effects turn on. */
export function finishUse(s: TechExchangeState): TechExchangeState {
  const fx = s.effects;
  if (!fx?.resolving) return s;
  const { seat, card } = fx.resolving;
  let state: TechExchangeState = withState(s, { discard: addKnown(s.discard, [card]), effects: { ...fx, resolving: null } });
  const [drawn, taken] = takeFromDeck(state, 1);
  state = setHand(drawn, seat, addUnknown(drawn.hands[seat] ?? { count: 0, known: [] }, taken));
  return nextEffectTurn(state);
}

export function nextEffectTurn(s: TechExchangeState): TechExchangeState {
  const fx = s.effects;
  if (!fx || s.phase.kind !== 'effects') return s;
  const taken = fx.taken + 1;
  if (taken < s.players.length) return withState(s, { effects: { ...fx, taken, turn: (fx.turn + 1) % s.players.length } });
  const number = s.phase.number;
  const after: TechExchangeState = withState(s, { effects: null });
  return number === 1
    ? enterTrading(after, 2, 'Every player had their effects turn: the second trading phase begins.')
    : enterReveal(after);
}

export function enterReveal(s: TechExchangeState): TechExchangeState {
  const handSize = Math.min(...s.hands.map((h) => h.count));
  return withState(s, {
    phase: { kind: 'reveal' },
    effects: null,
    reveal: { handSize, entries: s.players.map(() => null) },
    note: `Reveal and score: the smallest hand has ${handSize} cards; everyone discards down to ${handSize}.`,
  });
}

/** The first player as drawn at the table: the marker, the effects order and the round-1 statistics follow it. */
export function setFirstPlayer(s: TechExchangeState, seat: number): TechExchangeState {
  return withState(s, {
    firstPlayer: seat,
    stats: withStats(s.stats, { startingPlayer: seat }),
    note: `Round 1: ${s.players[seat]} has the first-player marker (drawn at the table).`,
  });
}

/** After every hand is scored: round totals, the marker passes left, the next deal or the end. */
export function endRoundIfScored(s: TechExchangeState): TechExchangeState {
  const entries = s.reveal?.entries ?? [];
  if (entries.some((e) => e === null || e.final === null)) return s;
  const scores = entries.map((e) => e?.final?.score ?? 0);
  const roundScores = [...s.roundScores, scores];
  if (s.round >= s.options.rounds) {
    return withState(s, {
      roundScores,
      phase: { kind: 'over' },
      reveal: null,
      note: `The game ends after ${s.options.rounds} round${s.options.rounds === 1 ? '' : 's'}.`,
    });
  }
  const firstPlayer = (s.firstPlayer + 1) % s.players.length;
  const next = dealRound(withState(s, { roundScores, round: s.round + 1, firstPlayer, reveal: null }));
  return withState(next, {
    note: `Round ${s.round + 1}: new stock stacks and a new deal; ${s.players[firstPlayer]} has the first-player marker.`,
  });
}

/** True when `seat`'s score is the last one the round waits for (scoring it ends the round, or the game). */
export function scoresLastHand(s: TechExchangeState, seat: number): boolean {
  const entries = s.reveal?.entries ?? [];
  return entries[seat] != null && entries.every((e, i) => i === seat || (e !== null && e.final !== null));
}

/**
 * True when an accepted action ends the phase it is taken in (or the round,
 * or the game): the step the table cannot take back, so the UI asks once.
 * Mirrors the transitions above; a property test checks it against apply.
 */
export function endsPhase(s: TechExchangeState, a: TechExchangeAction): boolean {
  const fx = s.effects;
  const lastTurn = fx !== null && fx.taken + 1 >= s.players.length;
  switch (a.type) {
    case 'endTrading':
      return s.phase.kind === 'trading';
    case 'announceDone':
      return s.phase.kind === 'trading' && !s.pending && s.done.every((d, i) => d || i === a.seat);
    case 'passEffect':
      return s.phase.kind === 'effects' && lastTurn;
    case 'finishEffect': {
      if (!fx?.resolving || s.pending) return false;
      const reveals = fx.used <= s.options.effectRevealers && drawable(s) > 0;
      return !reveals && lastTurn;
    }
    case 'acceptScore':
    case 'claimScore':
      return s.phase.kind === 'reveal' && scoresLastHand(s, a.seat);
    default:
      return false;
  }
}
