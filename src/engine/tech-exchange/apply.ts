/**
 * Applying validated Tech Exchange actions. Every function returns a new
 * state (the old one is never touched); each action costs the same however
 * long the match has run (no history is kept in the state).
 */
import { cardDomain, type CardCode, type Domain } from '../core/cards';
import { clockExpired, clockUnstarted, pauseClock, resumeClock } from './clock';
import { setFirstPlayer } from './round';
import { afterTradeReveal, completeEffect, endRoundIfScored, endTradingPhase, finishUse, nextEffectTurn } from './round';
import { bestGrouping, checkGrouping } from './scoring';
import type { RevealEntry, TechExchangeAction, TechExchangeState } from './types';
import { knowAfter } from './know-moves';
import { synced } from './knowledge';
import { stackSizes } from './validate';
import {
  addKnown,
  addToStack,
  addUnknown,
  drawable,
  EMPTY_ZONE,
  removeFromStack,
  setHand,
  takeFromDeck,
  takeKnown,
  takeUnknown,
  without,
} from './zones';
import { withStack, withState } from './shape';

const hand = (s: TechExchangeState, seat: number) => s.hands[seat] ?? EMPTY_ZONE;

/** Sets the note for the screen, keeping the word that the deck was reshuffled on the way. */
const noted = (before: TechExchangeState, after: TechExchangeState, text: string): TechExchangeState =>
  withState(after, {
    note: after.reshuffles > before.reshuffles ? `${text} The deck ran out: the discard was shuffled into a new deck.` : text,
  });

/** A card revealed from the deck goes on its own domain's stack; a wild on the chosen one. */
const stackFor = (card: CardCode, chosen: Domain | undefined): Domain => cardDomain(card) ?? (chosen as Domain);

export function applyTechExchange(s: TechExchangeState, a: TechExchangeAction, at: number): TechExchangeState {
  const next = applyTable(s, a, at);
  return synced(next, knowAfter(s, a, next));
}

function applyTable(s: TechExchangeState, a: TechExchangeAction, at: number): TechExchangeState {
  switch (a.type) {
    case 'trade': {
      let state = s;
      for (const [from, to, gives] of [
        [a.a, a.b, a.aGives],
        [a.b, a.a, a.bGives],
      ] as const) {
        if (typeof gives === 'number') {
          state = setHand(state, from, takeUnknown(hand(state, from), gives));
          state = setHand(state, to, addUnknown(hand(state, to), gives));
        } else {
          state = setHand(state, from, takeKnown(hand(state, from), gives));
          state = setHand(state, to, addKnown(hand(state, to), gives));
        }
      }
      const done = s.done.map((d, i) => (i === a.a || i === a.b ? false : d));
      return withState(state, { done, tradesThisPhase: s.tradesThisPhase + 1, pending: { reason: 'trade', drawer: null } });
    }
    case 'reveal': {
      const pending = s.pending;
      let [state] = takeFromDeck(s, 1);
      state = addToStack(state, stackFor(a.card, a.stack), a.card);
      if (a.card === 'wild' && drawable(state) > 0) {
        // A wild goes on a stack of the drawer's choice, then the next card is revealed.
        return withState(state, { note: `A wild card went on the ${a.stack} stack; reveal the next card.` });
      }
      state = withState(state, { pending: null });
      return pending?.reason === 'effect' ? finishUse(state) : afterTradeReveal(state);
    }
    case 'announceDone': {
      const done = s.done.map((d, i) => (i === a.seat ? true : d));
      const state = withState(s, { done });
      return done.every(Boolean) && !s.pending ? endTradingPhase(state, 'every player is done trading') : state;
    }
    case 'resumeTrading':
      return withState(s, { done: s.done.map((d, i) => (i === a.seat ? false : d)) });
    case 'endTrading':
      return endTradingPhase(s, clockExpired(s, at) ? 'the trading clock ran out' : 'no one wants to trade, or no offer is accepted');
    case 'setFirstPlayer':
      return setFirstPlayer(s, a.seat);
    case 'pauseClock':
      // An old log's pause of a clock that ran from the phase's opening (migrate.ts): started and paused at once.
      return pauseClock(a.impliedStart && clockUnstarted(s) ? resumeClock(s, at) : s, at);
    case 'startClock':
    case 'resumeClock':
      return resumeClock(s, at);
    case 'placeWild': {
      let state = setHand(s, a.seat, takeKnown(hand(s, a.seat), ['wild']));
      state = addToStack(state, a.stack, 'wild');
      if (a.redraw) {
        const [drawn, taken] = takeFromDeck(state, 1);
        state = setHand(drawn, a.seat, addUnknown(hand(drawn, a.seat), taken));
      }
      // A wild can make a stack reach the first phase's limit, and a redraw can reach the tilted cards.
      if (state.phase.kind === 'trading') return afterTradeReveal(state);
      if (state.phase.kind === 'reveal' && state.reveal) {
        const handSize = Math.min(...state.hands.map((h) => h.count));
        // A smaller smallest hand (no card to redraw): the hands entered so far discard down again.
        const entries = handSize < state.reveal.handSize ? state.reveal.entries.map(() => null) : state.reveal.entries;
        return withState(state, { reveal: { ...state.reveal, handSize, entries } });
      }
      return state;
    }
    case 'useEffect': {
      const fx = s.effects;
      if (!fx) return s;
      const state = setHand(s, a.seat, takeKnown(hand(s, a.seat), [a.card]));
      return withState(state, {
        effects: {
          ...fx,
          used: fx.used + 1,
          resolving: { seat: a.seat, card: a.card, text: a.text ?? null, effect: a.effect ?? null, edits: 0 },
        },
        note: `${s.players[a.seat]} uses the effect of ${a.card}.`,
      });
    }
    case 'passEffect':
      return nextEffectTurn(s);
    case 'replaceStackCard': {
      let [state] = takeFromDeck(s, 1);
      state = removeFromStack(state, a.stack, a.card);
      state = withState(state, { discard: addKnown(state.discard, [a.card]) });
      const target = a.revealed === 'wild' ? a.stack : stackFor(a.revealed, undefined);
      state = addToStack(state, target, a.revealed);
      const moved = target !== a.stack ? ` ${a.revealed} does not match the ${a.stack} stack, so it moved to the ${target} stack.` : '';
      return afterEdit(
        noted(s, state, `${a.card} on the ${a.stack} stack was replaced by ${a.revealed} from the deck.${moved}`),
        'replaceStackCard',
      );
    }
    case 'moveStackCard': {
      const to = cardDomain(a.card) as Domain;
      const state = addToStack(removeFromStack(s, a.from, a.card), to, a.card);
      return afterEdit(withState(state, { note: `${a.card} moved from the ${a.from} stack to the ${to} stack.` }), 'moveStackCard');
    }
    case 'revealCards': {
      let [state] = takeFromDeck(s, a.cards.length);
      const codes = a.cards.map((c) => c.card);
      const to = a.to;
      if (to.zone === 'stacks') for (const c of a.cards) state = addToStack(state, stackFor(c.card, c.stack), c.card);
      else if (to.zone === 'hand') state = setHand(state, to.seat, addKnown(hand(state, to.seat), codes));
      else state = withState(state, { discard: addKnown(state.discard, codes) });
      return afterEdit(noted(s, state, `Revealed ${codes.join(', ')}.`), 'revealCards');
    }
    case 'expelCard': {
      let state = s;
      const from = a.from;
      if (from.zone === 'stack') state = removeFromStack(state, from.domain, a.card);
      else if (from.zone === 'hand') state = setHand(state, from.seat, takeKnown(hand(state, from.seat), [a.card]));
      else state = withState(state, { discard: takeKnown(state.discard, [a.card]) });
      return afterEdit(
        withState(state, { expelled: [...state.expelled, a.card], note: `${a.card} is expelled from the game.` }),
        'expelCard',
      );
    }
    case 'finishEffect':
      return completeEffect(s);
    case 'correctStack': {
      const before = s.stacks[a.domain];
      const added = without(a.cards, before);
      const removed = without(before, a.cards);
      const state = withState(s, { stacks: withStack(s.stacks, a.domain, a.cards.slice()), deck: s.deck - added.length + removed.length });
      const corrected = withState(state, { note: `Correction: the ${a.domain} stack holds ${a.cards.join(' ') || 'no cards'}.` });
      return corrected.phase.kind === 'trading' ? afterTradeReveal(corrected) : corrected;
    }
    case 'correctHand': {
      const h = hand(s, a.seat);
      const zone = a.count >= h.count ? { count: a.count, known: h.known } : takeUnknown(h, h.count - a.count);
      const state = setHand(withState(s, { deck: s.deck - (a.count - h.count) }), a.seat, zone);
      const corrected = withState(state, { note: `Correction: ${s.players[a.seat]} holds ${a.count} cards.` });
      return corrected.phase.kind === 'reveal' && corrected.reveal
        ? withState(corrected, { reveal: { ...corrected.reveal, handSize: Math.min(...corrected.hands.map((x) => x.count)) } })
        : corrected;
    }
    case 'revealHand': {
      const reveal = s.reveal;
      if (!reveal) return s;
      const h = hand(s, a.seat);
      // Entering only the kept cards means the others were discarded unseen.
      let state = setHand(s, a.seat, { count: a.cards.length, known: a.cards.slice() });
      state = withState(state, { discard: addUnknown(state.discard, h.count - a.cards.length) });
      const entry: RevealEntry = { hand: a.cards.slice(), suggestion: bestGrouping(a.cards, stackSizes(s), reveal.handSize), final: null };
      return withState(state, { reveal: { ...reveal, entries: reveal.entries.map((e, i) => (i === a.seat ? entry : e)) } });
    }
    case 'acceptScore':
    case 'claimScore': {
      const reveal = s.reveal;
      const entry = reveal?.entries[a.seat];
      if (!reveal || !entry) return s;
      let final = entry.suggestion;
      if (a.type === 'claimScore') {
        const kept = a.kept ?? entry.hand;
        const checked = checkGrouping(kept, stackSizes(s), a.groups);
        if (!checked.ok) return s; // unreachable after validate
        final = checked.value;
      }
      const discarded = without(entry.hand, final.kept);
      let state = setHand(s, a.seat, { count: final.kept.length, known: final.kept.slice() });
      state = withState(state, { discard: addKnown(state.discard, discarded) });
      const entries = reveal.entries.map((e, i) => (i === a.seat ? { ...entry, final } : e));
      return endRoundIfScored(withState(state, { reveal: { ...reveal, entries }, note: `${s.players[a.seat]} scores ${final.score}.` }));
    }
  }
}

/** After an edit: an effect the engine carries out completes by itself once its one edit is made. */
function afterEdit(s: TechExchangeState, edit: TechExchangeAction['type']): TechExchangeState {
  const fx = s.effects;
  const resolving = fx?.resolving;
  if (!fx || !resolving) return s;
  const state: TechExchangeState = withState(s, { effects: { ...fx, resolving: { ...resolving, edits: resolving.edits + 1 } } });
  const kind = resolving.effect?.kind;
  const auto =
    (kind === 'replaceStackCard' && edit === 'replaceStackCard') ||
    (kind === 'revealToStacks' && edit === 'revealCards') ||
    (kind === 'expelCard' && edit === 'expelCard');
  return auto ? completeEffect(state) : state;
}
