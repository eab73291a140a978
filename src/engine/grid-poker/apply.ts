/**
 * Applies a validated Tech Grid Poker action: a new state, the old one
 * untouched. Phase changes are in round.ts; card moves of guided edits here.
 * Every card move is told to the card knowledge (knowledge.ts) as it is
 * made; the zones' known cards are read from it at the end.
 */
import type { CardCode } from '../core/cards';
import type { ActionContext } from '../core/game';
import {
  afterCompanies,
  enterCommit,
  enterCompanyEffects,
  enterReveal,
  enterEndDiscard,
  enterHandEffects,
  enterPlace,
  enterReturn,
  enterRefill,
  nextTurn,
  resume,
  setupDiscardCount,
} from './round';
import type { GridPokerAction, GridPokerState, Place, TurnPhase } from './types';
import {
  committedPlace,
  companyPlace,
  DISCARD,
  handPlace,
  know,
  knowledgePlace,
  knowRevealed,
  MARKET,
  RESOLVING,
  synced,
} from './knowledge';
import { impliedCard, placeName } from './validate-move';
import { drawToHand, pendingCommit, readyDeck, resized, setEntry, settle, takeFromDeck, without } from './zones';
import { withState } from './shape';

const setAt = <T>(list: readonly T[], i: number, value: T): T[] => list.map((x, k) => (k === i ? value : x));

/** Moves a turn phase on, or hands over to `then` when every seat has acted. */
function advanceTurn(
  state: GridPokerState,
  phase: TurnPhase,
  build: (t: TurnPhase) => GridPokerState['phase'],
  then: (s: GridPokerState) => GridPokerState,
  skip?: (seat: number) => boolean,
): GridPokerState {
  const next = nextTurn(state, phase, skip);
  return next ? withState(state, { phase: build(next) }) : then(state);
}

function advanceEffects(state: GridPokerState): GridPokerState {
  const phase = state.phase;
  if (phase.kind !== 'companyEffects' && phase.kind !== 'handEffects') return state;
  const then = phase.kind === 'companyEffects' ? enterHandEffects : enterCommit;
  return advanceTurn(
    state,
    phase,
    (t) => ({ ...phase, ...t }),
    then,
    (seat) => phase.used[seat] === true,
  );
}

/**
 * A card leaves a hand. While the owner's committed cards are face down, the
 * cards known at the commit (shown at the reveal) may be in the hand: an
 * unnamed card may be one of them, a named one is one fewer of them.
 */
function removeFromHand(state: GridPokerState, seat: number, card: CardCode | null): GridPokerState {
  const hand = state.hands[seat] ?? { count: 0, known: [] };
  const s = withState(state, { hands: setAt(state.hands, seat, resized(hand, -1)) });
  const held = pendingCommit(state, seat)?.heldKnown ?? [];
  if (held.length === 0 || (card !== null && (hand.known.includes(card) || !held.includes(card)))) return s;
  return setEntry(s, seat, (e) => (e.hand ? { ...e, hand: { ...e.hand, heldKnown: card === null ? [] : without(held, [card]) } } : e));
}

/** The counts and face-up lists of a card leaving a place (the knowledge is moved by `moveCard`). */
function removeFrom(state: GridPokerState, from: Place, card: CardCode | null): GridPokerState {
  switch (from.zone) {
    case 'hand':
      return removeFromHand(state, from.seat, card);
    case 'company':
      return withState(state, { companies: setAt(state.companies, from.seat, without(state.companies[from.seat] ?? [], [card ?? ''])) });
    case 'market':
      return withState(state, { market: setAt(state.market, from.slot, null) });
    case 'deck':
      return withState(state, { deck: state.deck - 1, ...(state.dealt ? { dealt: state.dealt.slice(1) } : {}) });
    case 'discard':
      return withState(state, { discard: resized(state.discard, -1) });
    case 'expelled':
      return withState(state, { expelled: without(state.expelled, [card ?? '']) });
    case 'resolving':
      return state.resolving ? withState(state, { resolving: { ...state.resolving, out: false } }) : state;
  }
}

function addTo(state: GridPokerState, to: Place, card: CardCode | null): GridPokerState {
  switch (to.zone) {
    case 'hand':
      return withState(state, { hands: setAt(state.hands, to.seat, resized(state.hands[to.seat] ?? { count: 0, known: [] }, 1)) });
    case 'company':
      return withState(state, { companies: setAt(state.companies, to.seat, [...(state.companies[to.seat] ?? []), card as CardCode]) });
    case 'market':
      return withState(state, { market: setAt(state.market, to.slot, card) });
    case 'deck':
      // A card put back on the deck goes on top (when the app deals, named: validation asks for its name).
      return withState(state, { deck: state.deck + 1, ...(state.dealt && card !== null ? { dealt: [card, ...state.dealt] } : {}) });
    case 'discard':
      return withState(state, { discard: resized(state.discard, 1) });
    case 'expelled':
      return withState(state, { expelled: [...state.expelled, card as CardCode] });
    case 'resolving':
      return state;
  }
}

/** One card from a place to another, on the knowledge and the table (a card off an empty deck comes after the reshuffle). */
function moveCard(state: GridPokerState, from: Place, to: Place, card: CardCode | null): GridPokerState {
  const ready = from.zone === 'deck' ? readyDeck(state) : state;
  // When the app deals, a card taken from the deck is its top card, named.
  const named = from.zone === 'deck' && ready.dealt ? (ready.dealt[0] ?? card) : card;
  const known = know(ready, knowledgePlace(from), knowledgePlace(to), named === null ? 1 : [named]);
  return addTo(removeFrom(known, from, named), to, named);
}

/** A card an effect brings into a company (company effects) or, named, into a hand (hand effects) can be chained. */
function markFresh(state: GridPokerState, to: Place, card: CardCode | null): GridPokerState {
  const p = state.phase;
  if (!state.resolving || card === null || (to.zone !== 'company' && to.zone !== 'hand')) return state;
  if ((p.kind === 'companyEffects' && to.zone === 'company') || (p.kind === 'handEffects' && to.zone === 'hand'))
    return withState(state, { phase: { ...p, fresh: setAt(p.fresh, to.seat, [...(p.fresh[to.seat] ?? []), card]) } });
  return state;
}

export function apply(state: GridPokerState, action: GridPokerAction, _ctx?: ActionContext): GridPokerState {
  return synced({ ...applyRule(state, action), actions: state.actions + 1 });
}

function applyRule(state: GridPokerState, action: GridPokerAction): GridPokerState {
  const phase = state.phase;
  switch (action.type) {
    case 'fillMarket':
      return resume({ ...takeFromDeck(state, action.card, MARKET), market: setAt(state.market, action.slot, action.card) });
    case 'setFirstPlayer':
      return withState(state, {
        firstPlayer: action.seat,
        startingPlayer: action.seat,
        phase: phase.kind === 'company' ? { ...phase, turn: action.seat } : phase,
        note: `${state.players[action.seat]} is the first player.`,
      });
    case 'formCompany': {
      if (phase.kind !== 'company') return state;
      const s: GridPokerState = {
        ...know(state, handPlace(action.seat), companyPlace(action.seat), action.cards),
        hands: setAt(state.hands, action.seat, resized(state.hands[action.seat] ?? { count: 0, known: [] }, -action.cards.length)),
        // Completes the company: a card a correction put there already stays.
        companies: setAt(state.companies, action.seat, [...(state.companies[action.seat] ?? []), ...action.cards]),
      };
      return advanceTurn(s, phase, (t) => ({ kind: 'company', ...t }), afterCompanies);
    }
    case 'setupDiscard': {
      if (phase.kind !== 'setupDiscard') return state;
      const n = setupDiscardCount(state, action.seat);
      const hand = state.hands[action.seat] ?? { count: 0, known: [] };
      const s: GridPokerState = {
        ...know(state, handPlace(action.seat), DISCARD, action.cards ?? n),
        hands: setAt(state.hands, action.seat, resized(hand, -n)),
        discard: resized(state.discard, n),
      };
      const done = setAt(phase.done, action.seat, true);
      if (done.every(Boolean)) return enterCompanyEffects(s, 'Setup done.');
      return withState(s, { phase: { kind: 'setupDiscard', done } });
    }
    case 'useEffect': {
      if (phase.kind !== 'companyEffects' && phase.kind !== 'handEffects') return state;
      const source = phase.kind === 'companyEffects' ? 'company' : 'hand';
      // In turn, the player's one effect of the phase; otherwise a chained effect, which uses up the fresh card instead.
      const inTurn = phase.turn === action.seat && !phase.used[action.seat];
      const fresh = setAt(phase.fresh, action.seat, without(phase.fresh[action.seat] ?? [], [action.card]));
      const used = inTurn ? setAt(phase.used, action.seat, true) : phase.used;
      const hand = state.hands[action.seat] ?? { count: 0, known: [] };
      const hands = source === 'hand' ? setAt(state.hands, action.seat, resized(hand, -1)) : state.hands;
      return {
        ...(source === 'hand' ? know(state, handPlace(action.seat), RESOLVING, [action.card]) : state),
        hands,
        phase: { ...phase, used, fresh },
        resolving: { seat: action.seat, source, card: action.card, text: action.text ?? null, out: source === 'hand', edits: 0, inTurn },
        note: `${state.players[action.seat]} uses the effect of ${action.card}${action.text ? `: "${action.text}"` : ''}.`,
      };
    }
    case 'passEffect':
      if (phase.kind !== 'companyEffects' && phase.kind !== 'handEffects') return state;
      return advanceEffects(withState(state, { phase: { ...phase, used: setAt(phase.used, action.seat, true) } }));
    case 'moveCard': {
      const card = impliedCard(state, action.from, action.card);
      const s = markFresh(moveCard(state, action.from, action.to, card), action.to, card);
      const resolving = s.resolving ? { ...s.resolving, edits: s.resolving.edits + 1 } : null;
      return resume(
        withState(s, {
          resolving,
          note: `${card ?? 'A card'} moved from ${placeName(state, action.from)} to ${placeName(state, action.to)}.`,
        }),
      );
    }
    case 'finishEffect': {
      const r = state.resolving;
      if (!r) return state;
      let s: GridPokerState = withState(state, { resolving: null });
      if (r.source === 'hand' && r.out)
        s = drawToHand({ ...know(s, RESOLVING, DISCARD, [r.card]), discard: resized(s.discard, 1) }, r.seat, 1);
      const p = s.phase;
      // The in-turn effect moves the turn on; a chained effect (out of turn) does not.
      if ((p.kind === 'companyEffects' || p.kind === 'handEffects') && p.turn === r.seat && r.inTurn) return advanceEffects(s);
      return s;
    }
    case 'commitHand': {
      if (phase.kind !== 'commit') return state;
      let s = state;
      if (action.line !== null) {
        const hand = state.hands[action.seat] ?? { count: 0, known: [] };
        const moved = know(s, handPlace(action.seat), committedPlace(action.seat), 2);
        s = setEntry(withState(moved, { hands: setAt(s.hands, action.seat, resized(hand, -2)) }), action.seat, (e) => ({
          ...e,
          hand: { line: action.line as NonNullable<typeof action.line>, heldKnown: hand.known, cards: null, settled: false },
        }));
      }
      return advanceTurn(s, phase, (t) => ({ kind: 'commit', ...t }), enterPlace);
    }
    case 'placeCompany': {
      if (phase.kind !== 'place') return state;
      const s = action.line === null ? state : setEntry(state, action.seat, (e) => ({ ...e, company: action.line }));
      return advanceTurn(s, phase, (t) => ({ kind: 'place', ...t }), enterReveal);
    }
    case 'revealHand': {
      const committed = state.grid?.entries[action.seat]?.hand;
      if (!committed) return state;
      const s = setEntry(knowRevealed(state, action.seat, action.cards), action.seat, (e) => ({
        ...e,
        hand: { ...committed, cards: action.cards.slice() },
      }));
      return resume(s);
    }
    case 'discardMarket': {
      if (phase.kind !== 'marketDiscard') return state;
      const card = state.market[action.slot] as CardCode;
      const s: GridPokerState = {
        ...know(state, MARKET, DISCARD, [card]),
        market: setAt(state.market, action.slot, null),
        discard: resized(state.discard, 1),
      };
      const queue = phase.queue.slice(1);
      return queue.length > 0 ? withState(s, { phase: { kind: 'marketDiscard', queue } }) : enterReturn(s);
    }
    case 'returnOrRedraw': {
      if (phase.kind !== 'returnOrRedraw') return state;
      const cards = state.grid?.entries[action.seat]?.hand?.cards ?? [];
      let s: GridPokerState;
      const from = committedPlace(action.seat);
      if (action.choice === 'return')
        s = {
          ...know(state, from, handPlace(action.seat), cards),
          hands: setAt(state.hands, action.seat, resized(state.hands[action.seat] ?? { count: 0, known: [] }, cards.length)),
        };
      else
        s = drawToHand({ ...know(state, from, DISCARD, cards), discard: resized(state.discard, cards.length) }, action.seat, cards.length);
      s = settle(s, action.seat);
      const pending = setAt(phase.pending, action.seat, false);
      return pending.some(Boolean) ? withState(s, { phase: { kind: 'returnOrRedraw', pending } }) : enterRefill(s);
    }
    case 'improveCompany': {
      if (phase.kind !== 'improve') return state;
      let s = state;
      if (action.card !== null) {
        const replace = action.replace ?? null;
        const company = without(state.companies[action.seat] ?? [], replace === null ? [] : [replace]);
        const replaced = replace === null ? s : know(s, companyPlace(action.seat), DISCARD, [replace]);
        s = {
          ...know(replaced, handPlace(action.seat), companyPlace(action.seat), [action.card]),
          hands: setAt(s.hands, action.seat, resized(s.hands[action.seat] ?? { count: 0, known: [] }, -1)),
          companies: setAt(s.companies, action.seat, [...company, action.card]),
          discard: replace === null ? s.discard : resized(s.discard, 1),
        };
      }
      return advanceTurn(s, phase, (t) => ({ kind: 'improve', ...t }), enterEndDiscard);
    }
    case 'endDiscard': {
      const hand = state.hands[action.seat] ?? { count: 0, known: [] };
      const s: GridPokerState = {
        ...know(state, handPlace(action.seat), DISCARD, action.cards ?? action.count),
        hands: setAt(state.hands, action.seat, resized(hand, -action.count)),
        discard: resized(state.discard, action.count),
      };
      return resume(s);
    }
  }
}
