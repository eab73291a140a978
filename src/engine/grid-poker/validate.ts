/**
 * Tech Grid Poker rules check: each action is allowed or refused with a
 * stable code, a plain message naming the rule, and the part at fault.
 * Separate from apply (apply.ts); never throws.
 */
import { err, OK, type Result } from '../core/result';
import type { ActionContext } from '../core/game';
import { handLimit, setupDiscardCount } from './round';
import type { GridPokerAction, GridPokerErrorCode, GridPokerState, Place } from './types';
import { canHold, DECK } from './knowledge';
import { appDeals, dealtTop, drawable, lineName, lineSlots, readyDeck, slotName } from './zones';
import { validateMove } from './validate-move';

import { R, namedWhenAppDeals, wrongPhase, checkSeat, checkTurn, checkCodes, checkHandHolds, revealable } from './validate-common';

export { revealable } from './validate-common';

export function validate(state: GridPokerState, action: GridPokerAction, _ctx?: ActionContext): Result<undefined, GridPokerErrorCode> {
  const phase = state.phase;
  if (phase.kind === 'over')
    return err('ERR_GAME_OVER', `The game is over after ${state.options.rounds} rounds; nothing more can be played.`, {
      rule: 'Tech Grid Poker: game end',
      path: 'type',
      params: { variant: 'gameOver2', rounds: state.options.rounds },
    });
  if ('seat' in action) {
    const s = checkSeat(state, action.seat);
    if (!s.ok) return s;
  }
  if (state.resolving && action.type !== 'moveCard' && action.type !== 'finishEffect' && action.type !== 'fillMarket') {
    return err(
      'ERR_EFFECT_IN_PROGRESS',
      `${state.players[state.resolving.seat]}'s effect (${state.resolving.card}) is being resolved: finish it first (effects cannot interrupt another effect).`,
      {
        rule: R.effects,
        path: 'type',
        params: { variant: 'effectBeing', player: state.players[state.resolving.seat], card: state.resolving.card },
      },
    );
  }
  switch (action.type) {
    case 'fillMarket': {
      if (!Number.isInteger(action.slot) || action.slot < 0 || action.slot > 8)
        return err('ERR_NO_SUCH_SLOT', `The market has slots 0 to 8 (row by row); ${action.slot} is not one.`, {
          rule: R.market,
          path: 'slot',
          params: { variant: 'marketSlots2', slot: action.slot },
        });
      // Any empty slot may be filled from the deck at any time: at setup, at the refill, or after an effect left it empty.
      if (state.market[action.slot] !== null)
        return err('ERR_SLOT_TAKEN', `The market slot at ${slotName(action.slot)} already holds ${state.market[action.slot]}.`, {
          rule: R.market,
          path: 'slot',
          params: { variant: 'marketSlot', slotName: slotName(action.slot), market: String(state.market[action.slot]) },
        });
      if (drawable(state) < 1)
        return err('ERR_DECK_EMPTY', 'The deck and the discard are both empty: no card can fill the slot.', {
          rule: R.refill,
          path: 'card',
          params: { variant: 'deckDiscard2' },
        });
      // When the app deals, the slot gets the top card of its shuffled deck, and no other.
      if (appDeals(state)) {
        const top = dealtTop(state);
        return action.card === top
          ? OK
          : err('ERR_CARD_ELSEWHERE', `The app deals: the top card of its deck is ${top}, not ${action.card}.`, {
              rule: R.dealing,
              path: 'card',
              params: { variant: 'appDeals', top: String(top), card: action.card },
            });
      }
      // An empty deck is the discard shuffled (its known cards become unknown) before the top card is dealt.
      return canHold(readyDeck(state), DECK, [action.card], R.market, 'card');
    }
    case 'setFirstPlayer':
      if (!(phase.kind === 'market' || (phase.kind === 'company' && phase.taken === 0)))
        return wrongPhase(state, 'Choosing the first player', R.setup);
      return OK;
    case 'formCompany': {
      if (phase.kind !== 'company') return wrongPhase(state, 'Forming a company', R.setup);
      const t = checkTurn(state, phase, action.seat, R.setup);
      if (!t.ok) return t;
      // A correction may have put a company card in place already: the company is completed to two, never replaced.
      const already = state.companies[action.seat] ?? [];
      const what = already.length > 0 ? `A company already holding ${already.join(', ')}` : 'A company';
      const c = checkCodes(state, action.cards, Math.max(0, 2 - already.length), what, R.setup);
      return c.ok ? checkHandHolds(state, action.seat, action.cards, R.setup) : c;
    }
    case 'setupDiscard': {
      if (phase.kind !== 'setupDiscard') return wrongPhase(state, 'The setup discard', R.setup);
      if (phase.done[action.seat])
        return err('ERR_ALREADY_DONE', `${state.players[action.seat]} has already discarded at setup.`, {
          rule: R.setup,
          path: 'seat',
          params: { variant: 'alreadyDiscarded', player: state.players[action.seat] },
        });
      const n = setupDiscardCount(state, action.seat);
      const named = namedWhenAppDeals(state, n > 0 ? action.cards : [], 'the setup discard');
      if (!named.ok) return named;
      if (action.cards) {
        const c = checkCodes(state, action.cards, n, 'The setup discard', R.setup);
        if (!c.ok) return c;
        return checkHandHolds(state, action.seat, action.cards, R.setup);
      }
      return OK;
    }
    case 'useEffect': {
      if (phase.kind !== 'companyEffects' && phase.kind !== 'handEffects') return wrongPhase(state, 'Using a card effect', R.effects);
      // In turn, once per phase; out of turn (or again) only a chained effect: a card another effect just brought in.
      const inTurn = phase.turn === action.seat && !phase.used[action.seat];
      const chained = (phase.fresh[action.seat] ?? []).includes(action.card);
      const where = phase.kind === 'companyEffects' ? 'company' : 'hand';
      if (!inTurn && !chained) {
        if (phase.used[action.seat])
          return err(
            'ERR_EFFECT_USED',
            `${state.players[action.seat]} has already used a ${where} effect this round (once per turn); only a card an effect has just brought into the ${where} can be chained.`,
            { rule: R.effects, path: 'seat', params: { player: state.players[action.seat], where } },
          );
        const fresh = phase.fresh[action.seat] ?? [];
        return err(
          'ERR_NOT_YOUR_TURN',
          `It is ${state.players[phase.turn]}'s turn for ${where} effects. Out of turn, ${state.players[action.seat]} may only chain the effect of a card an effect brought into their ${where} this phase (${fresh.join(', ') || 'none'}), not ${action.card}.`,
          {
            rule: R.chaining,
            path: 'card',
            params: {
              variant: 'turnEffects',
              player: state.players[phase.turn],
              where,
              player2: state.players[action.seat],
              fresh: fresh.join(', ') || 'none',
              card: action.card,
            },
          },
        );
      }
      if (phase.kind === 'companyEffects') {
        if (!(state.companies[action.seat] ?? []).includes(action.card))
          return err(
            'ERR_NOT_IN_COMPANY',
            `${action.card} is not in ${state.players[action.seat]}'s company (${(state.companies[action.seat] ?? []).join(', ') || 'empty'}).`,
            {
              rule: R.effects,
              path: 'card',
              params: {
                variant: 'company',
                card: action.card,
                player: state.players[action.seat],
                company: (state.companies[action.seat] ?? []).join(', ') || 'empty',
              },
            },
          );
        return OK;
      }
      return checkHandHolds(state, action.seat, [action.card], R.effects, 'card');
    }
    case 'passEffect':
      if (phase.kind !== 'companyEffects' && phase.kind !== 'handEffects') return wrongPhase(state, 'Passing on an effect', R.effects);
      return checkTurn(state, phase, action.seat, R.effects);
    case 'moveCard':
      return validateMove(state, action.from as Place, action.to as Place, action.card);
    case 'finishEffect':
      if (!state.resolving)
        return err('ERR_NO_EFFECT', 'No effect is being resolved.', { rule: R.effects, path: 'type', params: { variant: 'effectBeing' } });
      return OK;
    case 'commitHand': {
      if (phase.kind !== 'commit') return wrongPhase(state, 'Committing hand cards', R.poker);
      const t = checkTurn(state, phase, action.seat, R.poker);
      if (!t.ok || action.line === null) return t;
      const hand = state.hands[action.seat];
      if (!hand || hand.count < 2)
        return err(
          'ERR_NOT_ENOUGH_CARDS',
          `${state.players[action.seat]} holds ${hand?.count ?? 0} card(s): a poker hand takes 2 hand cards.`,
          { rule: R.poker, path: 'seat', params: { variant: 'holdsCard2', player: state.players[action.seat], count: hand?.count ?? 0 } },
        );
      return OK;
    }
    case 'placeCompany': {
      if (phase.kind !== 'place') return wrongPhase(state, 'Placing company cards', R.poker);
      const t = checkTurn(state, phase, action.seat, R.poker);
      if (!t.ok || action.line === null) return t;
      if ((state.companies[action.seat] ?? []).length === 0)
        return err('ERR_NO_COMPANY', `${state.players[action.seat]} has no company cards to play.`, {
          rule: R.poker,
          path: 'seat',
          params: { player: state.players[action.seat] ?? '' },
        });
      const handLine = state.grid?.entries[action.seat]?.hand?.line;
      if (handLine && handLine.axis === action.line.axis) {
        const other = handLine.axis === 'row' ? 'column' : 'row';
        return err(
          'ERR_ROW_COLUMN_EXCLUSIVITY',
          `${state.players[action.seat]}'s hand cards are on ${lineName(handLine)}, so the company cards must go to a ${other}: if company cards are used with a row, hand cards must be used in columns, and vice versa.`,
          { rule: R.exclusivity, path: 'line', params: { player: state.players[action.seat], lineName: lineName(handLine), other } },
        );
      }
      return OK;
    }
    case 'revealHand': {
      if (phase.kind !== 'reveal') return wrongPhase(state, 'Revealing hand cards', R.reveal);
      const committed = state.grid?.entries[action.seat]?.hand;
      if (!committed)
        return err('ERR_NOTHING_COMMITTED', `${state.players[action.seat]} committed no hand cards this round.`, {
          rule: R.reveal,
          path: 'seat',
          params: { player: state.players[action.seat] ?? '' },
        });
      if (committed.cards)
        return err('ERR_ALREADY_DONE', `${state.players[action.seat]}'s hand cards are already revealed (${committed.cards.join(', ')}).`, {
          rule: R.reveal,
          path: 'seat',
          params: { variant: 'handCards', player: state.players[action.seat], cards: committed.cards.join(', ') },
        });
      const c = checkCodes(state, action.cards, 2, 'A committed hand', R.reveal);
      if (!c.ok) return c;
      return revealable(state, action.seat, action.cards);
    }
    case 'discardMarket': {
      if (phase.kind !== 'marketDiscard') return wrongPhase(state, 'Discarding a market card', R.best);
      const due = phase.queue[0];
      if (!due || due.seat !== action.seat)
        return err(
          'ERR_NOT_YOUR_TURN',
          `${due ? state.players[due.seat] : 'Nobody'} discards the next market card (the ${due?.axis ?? 'row'} winner earliest in turn order).`,
          {
            rule: R.best,
            path: 'seat',
            params: due
              ? { variant: 'discardsNext', player: state.players[due.seat] ?? '', axis: due.axis }
              : { variant: 'nobodyDiscards' },
          },
        );
      const slots = lineSlots(due.line);
      if (!slots.includes(action.slot))
        return err(
          'ERR_NOT_IN_LINE',
          `The discarded market card must come from the winning hand's ${lineName(due.line)} (slots ${slots.join(', ')}).`,
          { rule: R.best, path: 'slot', params: { lineName: lineName(due.line), slots: slots.join(', ') } },
        );
      if (state.market[action.slot] === null)
        return err('ERR_SLOT_EMPTY', `The market slot at ${slotName(action.slot)} is already empty.`, {
          rule: R.best,
          path: 'slot',
          params: { variant: 'marketSlot', slotName: slotName(action.slot) },
        });
      return OK;
    }
    case 'returnOrRedraw':
      if (phase.kind !== 'returnOrRedraw') return wrongPhase(state, 'Returning or redrawing hand cards', R.returns);
      if (!phase.pending[action.seat])
        return err(
          'ERR_NOT_PENDING',
          `${state.players[action.seat]} has no hand cards to return or redraw (winners must discard and redraw theirs).`,
          { rule: R.returns, path: 'seat', params: { variant: 'handCards', player: state.players[action.seat] } },
        );
      return OK;
    case 'improveCompany': {
      if (phase.kind !== 'improve') return wrongPhase(state, 'Company improvement', R.improve);
      const t = checkTurn(state, phase, action.seat, R.improve);
      if (!t.ok || action.card === null) return t;
      const held = checkHandHolds(state, action.seat, [action.card], R.improve, 'card');
      if (!held.ok) return held;
      const company = state.companies[action.seat] ?? [];
      const replace = action.replace ?? null;
      if (company.length < 2 && replace !== null)
        return err(
          'ERR_NO_REPLACE',
          `${state.players[action.seat]}'s company has ${company.length} card(s): the hand card is added without replacing one.`,
          { rule: R.improve, path: 'replace', params: { player: state.players[action.seat], companyCount: company.length } },
        );
      if (company.length >= 2 && (replace === null || !company.includes(replace)))
        return err('ERR_REPLACE_REQUIRED', `Name the company card to replace (${company.join(' or ')}).`, {
          rule: R.improve,
          path: 'replace',
          params: { company: company.join(' or ') },
        });
      return OK;
    }
    case 'endDiscard': {
      if (phase.kind !== 'endDiscard') return wrongPhase(state, 'The end-of-round discard', R.endRound);
      const limit = handLimit(state);
      const hand = state.hands[action.seat] ?? { count: 0, known: [] };
      const need = hand.count - limit;
      if (need <= 0)
        return err('ERR_NOT_PENDING', `${state.players[action.seat]} holds ${hand.count} cards, within the limit of ${limit}.`, {
          rule: R.endRound,
          path: 'seat',
          params: { variant: 'holdsCards', player: state.players[action.seat], count: hand.count, limit },
        });
      if (action.count !== need)
        return err(
          'ERR_CARD_COUNT',
          `${state.players[action.seat]} discards down to ${limit}: exactly ${need} card${need === 1 ? '' : 's'}, not ${action.count}.`,
          {
            rule: R.endRound,
            path: 'count',
            params: { variant: 'discardsDown', player: state.players[action.seat], limit, count: need, count2: action.count },
          },
        );
      const named = namedWhenAppDeals(state, action.cards, 'the end-of-round discard');
      if (!named.ok) return named;
      if (action.cards) {
        const c = checkCodes(state, action.cards, need, 'The end-of-round discard', R.endRound);
        if (!c.ok) return c;
        return checkHandHolds(state, action.seat, action.cards, R.endRound);
      }
      return OK;
    }
  }
}
