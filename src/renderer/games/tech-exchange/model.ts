/**
 * Read-only helpers over the Tech Exchange engine state for the views: the
 * phase flow and where the round is in it, the expected
 * next step among the engine's offers, and which logged actions reveal
 * cards (undo asks before taking those back). Nothing here decides
 * legality: the engine validates every action the views send.
 */
import { DOMAINS, DOMAIN_NAMES, type Domain } from '../../../engine/core/cards';
import type { ActionOffer } from '../../../engine/core/game';
import type { TechExchangeAction, TechExchangeState } from '../../../engine/tech-exchange/index';

export { DOMAINS, DOMAIN_NAMES, type Domain };

export const DOMAIN_TONE: Readonly<Record<Domain, string>> = { kn: 'tone-1', sc: 'tone-2', te: 'tone-3', se: 'tone-4' };

export interface FlowStep {
  readonly id: string;
  readonly label: string;
}

export const FLOW: readonly FlowStep[] = [
  { id: 'trading-1', label: 'Trading 1' },
  { id: 'effects-1', label: 'Effects 1' },
  { id: 'trading-2', label: 'Trading 2' },
  { id: 'effects-2', label: 'Effects 2' },
  { id: 'reveal', label: 'Reveal and score' },
];

/** The flow step the round is in (null once the game is over). */
export function flowStep(s: TechExchangeState): string | null {
  const p = s.phase;
  if (p.kind === 'over') return null;
  if (p.kind === 'reveal') return 'reveal';
  return `${p.kind}-${p.number}`;
}

/** The step the table is expected to take next, to highlight among the offers. */
export function teNextStep(s: TechExchangeState, offer: ActionOffer): boolean {
  if (s.pending) return offer.type === 'reveal';
  switch (s.phase.kind) {
    case 'trading':
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

export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** How many cards the deck holds above its tilted ones. */
export const aboveTilted = (s: TechExchangeState): number => Math.max(0, s.deck - s.options.tradingStopsAtDeckSize);
