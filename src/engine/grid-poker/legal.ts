/**
 * What the UI may offer now (asked of the engine, never decided by the UI):
 * the table's offers (the market, the first player) and each seat's.
 */
import type { ActionOffer } from '../core/game';
import { apply } from './apply';
import { handLimit, nextTurn } from './round';
import type { GridPokerAction, GridPokerState, Line } from './types';
import { validate } from './validate';
import { lineName, lineSlots, slotName } from './zones';

const LINES: Line[] = [0, 1, 2].flatMap((index) => [
  { axis: 'row' as const, index },
  { axis: 'column' as const, index },
]);

/**
 * A step that ends the round or the game: the one the table cannot take
 * back, so the UI asks once. A phase end inside a round is not one (the
 * table would be asked at nearly every turn).
 */
const endsRound = (state: GridPokerState, next: GridPokerState): boolean =>
  next.round !== state.round || (next.phase.kind === 'over' && state.phase.kind !== 'over');

/** A fully formed offer, marked irreversible when it ends the round or the game. */
function offer(state: GridPokerState, label: string, actor: number | null, action: GridPokerAction): ActionOffer {
  const v = validate(state, action);
  if (!v.ok) return { type: action.type, label, actor, action, disabledReason: v.error.message };
  const next = apply(state, action);
  return { type: action.type, label, actor, action, ...(endsRound(state, next) ? { irreversible: true } : {}) };
}

/** An offer that needs more input (card identities) before it is an action. */
const ask = (type: GridPokerAction['type'], label: string, actor: number | null): ActionOffer => ({ type, label, actor });

function allOffers(state: GridPokerState): ActionOffer[] {
  const p = state.phase;
  const name = (seat: number): string => state.players[seat] ?? `seat ${seat}`;
  const out: ActionOffer[] = [];
  if (state.resolving) {
    out.push(ask('moveCard', `Move a card for ${name(state.resolving.seat)}'s effect (${state.resolving.card})`, state.resolving.seat));
    out.push(offer(state, 'Finish the effect', state.resolving.seat, { type: 'finishEffect' }));
    return out;
  }
  const emptySlots = state.market.flatMap((c, slot) => (c === null ? [slot] : []));
  if (p.kind !== 'over') for (const slot of emptySlots) out.push(ask('fillMarket', `Enter the card dealt to ${slotName(slot)}`, null));
  switch (p.kind) {
    case 'market':
    case 'refill':
    case 'reveal':
      if (p.kind === 'market') out.push(ask('setFirstPlayer', 'Set the first player', null));
      if (p.kind === 'reveal')
        state.grid?.entries.forEach(
          (e, seat) =>
            e.hand &&
            !e.hand.cards &&
            out.push(ask('revealHand', `Enter ${name(seat)}'s two revealed hand cards (${lineName(e.hand.line)})`, seat)),
        );
      break;
    case 'company':
      out.push(ask('formCompany', `${name(p.turn)}: choose two hand cards as a company`, p.turn));
      if (p.taken === 0) out.push(ask('setFirstPlayer', 'Set the first player', null));
      break;
    case 'setupDiscard':
      p.done.forEach(
        (d, seat) =>
          !d && out.push(offer(state, `${name(seat)} discards ${state.options.setupDiscards} cards`, seat, { type: 'setupDiscard', seat })),
      );
      break;
    case 'companyEffects':
    case 'handEffects': {
      const what = p.kind === 'companyEffects' ? 'a company card' : 'a hand card';
      out.push(ask('useEffect', `${name(p.turn)}: use the effect of ${what}`, p.turn));
      out.push(offer(state, `${name(p.turn)}: no effect`, p.turn, { type: 'passEffect', seat: p.turn }));
      p.fresh.forEach(
        (cards, seat) => cards.length > 0 && out.push(ask('useEffect', `${name(seat)}: chain the effect of ${cards.join(' or ')}`, seat)),
      );
      break;
    }
    case 'commit':
      for (const line of LINES)
        out.push(
          offer(state, `${name(p.turn)}: commit two hand cards to ${lineName(line)}`, p.turn, { type: 'commitHand', seat: p.turn, line }),
        );
      out.push(offer(state, `${name(p.turn)}: no hand cards`, p.turn, { type: 'commitHand', seat: p.turn, line: null }));
      break;
    case 'place':
      for (const line of LINES)
        out.push(offer(state, `${name(p.turn)}: company cards to ${lineName(line)}`, p.turn, { type: 'placeCompany', seat: p.turn, line }));
      out.push(offer(state, `${name(p.turn)}: no company hand`, p.turn, { type: 'placeCompany', seat: p.turn, line: null }));
      break;
    case 'marketDiscard': {
      const due = p.queue[0];
      if (due)
        for (const slot of lineSlots(due.line))
          if (state.market[slot] !== null)
            out.push(
              offer(state, `${name(due.seat)} discards ${state.market[slot]} (${slotName(slot)})`, due.seat, {
                type: 'discardMarket',
                seat: due.seat,
                slot,
              }),
            );
      break;
    }
    case 'returnOrRedraw':
      p.pending.forEach((pending, seat) => {
        if (!pending) return;
        out.push(offer(state, `${name(seat)} returns the hand cards to hand`, seat, { type: 'returnOrRedraw', seat, choice: 'return' }));
        out.push(offer(state, `${name(seat)} discards them and draws two`, seat, { type: 'returnOrRedraw', seat, choice: 'redraw' }));
      });
      break;
    case 'improve':
      out.push(ask('improveCompany', `${name(p.turn)}: put a hand card into the company`, p.turn));
      out.push(offer(state, `${name(p.turn)}: keep the company`, p.turn, { type: 'improveCompany', seat: p.turn, card: null }));
      break;
    case 'endDiscard': {
      const limit = handLimit(state);
      state.hands.forEach(
        (h, seat) =>
          h.count > limit &&
          out.push(
            offer(state, `${name(seat)} discards ${h.count - limit} down to ${limit}`, seat, {
              type: 'endDiscard',
              seat,
              count: h.count - limit,
            }),
          ),
      );
      break;
    }
    case 'over':
      break;
  }
  return out;
}

/**
 * An offer that still needs card identities ends the round or the game when
 * it is the last step that round waits for: the last card of the last
 * round's reveal (the hands are scored and the game is over), or the last
 * improvement when no hand is then over the limit (no end discard).
 */
function askEndsRound(state: GridPokerState, o: ActionOffer): boolean {
  if (o.action !== undefined) return false;
  const p = state.phase;
  const empty = state.market.filter((c) => c === null).length;
  const unrevealed = state.grid?.entries.filter((e) => e.hand && !e.hand.cards).length ?? 0;
  const lastRound = state.round >= state.options.rounds;
  switch (o.type) {
    case 'fillMarket':
      return lastRound && p.kind === 'reveal' && empty === 1 && unrevealed === 0;
    case 'revealHand':
      return lastRound && p.kind === 'reveal' && unrevealed === 1 && empty === 0;
    case 'improveCompany': {
      if (p.kind !== 'improve' || nextTurn(state, p) !== null) return false;
      const limit = handLimit(state);
      return state.hands.every((h, seat) => h.count - (seat === p.turn ? 1 : 0) <= limit);
    }
    default:
      return false;
  }
}

/**
 * The offers of a state, remembered: a state is immutable, and the screens
 * (and the tests) ask each seat's offers of one state in turn, while each
 * full offer is validated and applied to tell whether it ends the round.
 */
const offersOf = new WeakMap<GridPokerState, ActionOffer[]>();

/** Every offer of the table and of every seat (each names its actor). */
export function everyOffer(state: GridPokerState): ActionOffer[] {
  const known = offersOf.get(state);
  if (known) return known;
  const offers = allOffers(state).map((o) => (askEndsRound(state, o) ? { ...o, irreversible: true } : o));
  offersOf.set(state, offers);
  return offers;
}

/** The table's own offers (actor null) or one seat's: every offer's actor is the one asked for. */
export function legalActions(state: GridPokerState, actor: number | null): readonly ActionOffer[] {
  return everyOffer(state).filter((o) => o.actor === actor);
}
