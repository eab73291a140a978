/**
 * The actions Tech Exchange offers now, fully formed where no more input is
 * needed; disabled ones carry the rule's reason, and the ones that end a
 * phase, the round or the game are irreversible. The table (actor null) is
 * offered the table's own actions, a seat only its own (core/game.ts).
 */
import type { ActionOffer } from '../core/game';
import { placesOf } from '../core/knowledge';
import { clockUnstarted } from './clock';
import { handPlace } from './knowledge';
import { endsPhase, scoresLastHand } from './round';
import type { TechExchangeAction, TechExchangeState } from './types';
import { validateTechExchange } from './validate';

export function legalActionsOf(s: TechExchangeState, actor: number | null): ActionOffer[] {
  const offers: ActionOffer[] = [];
  // The per-seat offers are asked of each seat (the table gets none of them).
  const seats = actor === null ? [] : [actor];
  const offer = (type: string, label: string, who: number | null, action?: TechExchangeAction): void => {
    const verdict = action ? validateTechExchange(s, action) : null;
    offers.push({
      type,
      label,
      actor: who,
      ...(action ? { action } : {}),
      ...(verdict && !verdict.ok ? { disabledReason: verdict.error.message } : {}),
      ...(action && verdict?.ok && endsPhase(s, action) ? { irreversible: true } : {}),
    });
  };
  const p = s.phase;
  if (p.kind === 'over') return offers;
  if (s.pending) {
    if (actor === null) offers.push({ type: 'reveal', label: 'Enter the card revealed from the deck', actor: null });
    return offers;
  }
  if (p.kind === 'trading') {
    offers.push({ type: 'trade', label: 'Record a trade (1 or 2 cards each way)', actor: null });
    for (const seat of seats) {
      if (s.done[seat]) offer('resumeTrading', `${s.players[seat]} trades again`, seat, { type: 'resumeTrading', seat });
      else offer('announceDone', `${s.players[seat]} is done trading`, seat, { type: 'announceDone', seat });
    }
    offer('endTrading', 'End trading (no one wants to trade)', null, { type: 'endTrading' });
    if (s.clock) {
      const type = clockUnstarted(s) ? 'startClock' : s.clock.runningSince === null ? 'resumeClock' : 'pauseClock';
      const words = { startClock: 'Start', resumeClock: 'Resume', pauseClock: 'Pause' }[type];
      offer(type, `${words} the trading clock`, null, { type });
    }
    if (s.round === 1 && p.number === 1 && s.tradesThisPhase === 0)
      offers.push({ type: 'setFirstPlayer', label: 'Set the first player (as drawn at the table)', actor: null });
  }
  if (p.kind === 'effects' && s.effects) {
    const r = s.effects.resolving;
    if (r) {
      for (const type of ['replaceStackCard', 'moveStackCard', 'revealCards', 'expelCard'] as const)
        offers.push({ type, label: EDIT_LABELS[type], actor: null });
      offer('finishEffect', 'The effect is resolved', null, { type: 'finishEffect' });
    } else {
      const turn = s.effects.turn;
      if (actor === turn) {
        offers.push({ type: 'useEffect', label: `${s.players[turn]} uses a card effect`, actor: turn });
        offer('passEffect', `${s.players[turn]} passes`, turn, { type: 'passEffect', seat: turn });
      }
    }
  }
  if (p.kind === 'reveal' && s.reveal) {
    for (const seat of seats) {
      const e = s.reveal.entries[seat];
      if (!e) offers.push({ type: 'revealHand', label: `Enter ${s.players[seat]}'s hand`, actor: seat });
      else if (!e.final) {
        offer('acceptScore', `${s.players[seat]} accepts ${e.suggestion.score} points`, seat, { type: 'acceptScore', seat });
        offers.push({
          type: 'claimScore',
          label: `${s.players[seat]} enters their own grouping`,
          actor: seat,
          ...(scoresLastHand(s, seat) ? { irreversible: true } : {}),
        });
      }
    }
  }
  // At the reveal too, while a hand not yet entered may hold a wild: it goes back first, so the reveal never dead-ends.
  const wildWaits =
    p.kind === 'reveal' && s.players.some((_, seat) => !s.reveal?.entries[seat] && placesOf(s.knowledge, 'wild').includes(handPlace(seat)));
  if (p.kind !== 'reveal' || wildWaits)
    offers.push({ type: 'placeWild', label: 'A wild card from a hand goes on a stock stack', actor: null });
  // One meaning (core/game.ts): the table is offered the table's own actions, a seat its own, never another's.
  return offers.filter((o) => o.actor === actor);
}

const EDIT_LABELS = {
  replaceStackCard: 'Replace a stack card with the top card of the deck',
  moveStackCard: "Move a stack card to its domain's stack",
  revealCards: 'Reveal cards from the deck',
  expelCard: 'Expel a card from the game',
} as const;
