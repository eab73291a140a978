/**
 * Read-only helpers over the Tech Exchange engine state for the views: the
 * expected next step among the engine's offers and which logged actions
 * reveal cards (undo asks before taking those back). The phase flow and the
 * clock are the engine's. Nothing here decides legality: the engine
 * validates every action the views send.
 */
import { DOMAINS, DOMAIN_NAMES, type Domain } from '../../../engine/core/cards';
import type { ActionOffer } from '../../../engine/core/game';
import type { TechExchangeAction, TechExchangeState } from '../../../engine/tech-exchange/index';

export { DOMAINS, DOMAIN_NAMES, type Domain };

export const DOMAIN_TONE: Readonly<Record<Domain, string>> = { kn: 'tone-1', sc: 'tone-2', te: 'tone-3', se: 'tone-4' };

/** The step the table is expected to take next, to highlight among the offers. */
export function teNextStep(s: TechExchangeState, offer: ActionOffer): boolean {
  if (s.pending) return offer.type === 'reveal';
  switch (s.phase.kind) {
    case 'trading':
      // A clock that waits for its start: starting it comes first.
      if (s.clock && s.clock.runningSince === null && s.clock.leftMs === s.clock.durationMs) return offer.type === 'startClock';
      return offer.type === 'trade';
    case 'effects':
      return s.effects?.resolving ? offer.type === 'finishEffect' && !s.effects.resolving.effect : offer.type === 'useEffect';
    case 'reveal':
      return offer.type === 'revealHand' || offer.type === 'acceptScore';
    default:
      return false;
  }
}

/** Actions whose undo takes back cards the players have seen. */
export function teReveals(a: TechExchangeAction): boolean {
  switch (a.type) {
    case 'reveal':
    case 'revealCards':
    case 'replaceStackCard':
    case 'useEffect':
    case 'revealHand':
    case 'acceptScore':
    case 'claimScore':
      return true;
    case 'trade':
      return typeof a.aGives !== 'number' || typeof a.bGives !== 'number';
    default:
      return false;
  }
}

/** How many cards the deck holds above its tilted ones. */
export const aboveTilted = (s: TechExchangeState): number => Math.max(0, s.deck - s.options.tradingStopsAtDeckSize);

/**
 * A seat's "done trading" or "trades again" button: the engine's offer when
 * it makes one (none while a revealed card waits to be entered), else null,
 * so the button is never shown for an action the rules would refuse.
 */
export function seatToggle(offers: readonly ActionOffer[]): (ActionOffer & { action: TechExchangeAction }) | null {
  const o = offers.find((x) => (x.type === 'announceDone' || x.type === 'resumeTrading') && x.action !== undefined);
  // Cast: the engine builds these offers' actions itself (legal.ts), so they are Tech Exchange actions.
  return o && !o.disabledReason ? (o as ActionOffer & { action: TechExchangeAction }) : null;
}
