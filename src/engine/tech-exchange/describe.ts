/** One-line descriptions of Tech Exchange actions, for the event log ("Ann gives 1 card to Bo for 7sc"). */
import type { TechExchangeAction, TechExchangeState } from './types';

export function describeAction(s: TechExchangeState, a: TechExchangeAction): string {
  const name = (seat: number): string => s.players[seat] ?? `seat ${seat}`;
  const cards = (g: number | readonly string[]): string => (typeof g === 'number' ? `${g} card${g === 1 ? '' : 's'}` : g.join(' '));
  switch (a.type) {
    case 'trade':
      return `${name(a.a)} gives ${cards(a.aGives)} to ${name(a.b)} for ${cards(a.bGives)}`;
    case 'reveal':
      return `${a.card} revealed from the deck onto the ${a.stack ?? a.card.slice(-2)} stack`;
    case 'announceDone':
      return `${name(a.seat)} is done trading`;
    case 'resumeTrading':
      return `${name(a.seat)} trades again`;
    case 'endTrading':
      return 'Trading ends';
    case 'setFirstPlayer':
      return `${name(a.seat)} is the first player`;
    case 'startClock':
      return 'Trading clock started';
    case 'pauseClock':
      return 'Trading clock paused';
    case 'resumeClock':
      return 'Trading clock resumed';
    case 'placeWild':
      return `${name(a.seat)} puts a wild card on the ${a.stack} stack${a.redraw ? ' and draws again' : ''}`;
    case 'useEffect':
      return `${name(a.seat)} uses ${a.card}${a.text ? `: "${a.text}"` : ''}`;
    case 'passEffect':
      return `${name(a.seat)} uses no effect`;
    case 'replaceStackCard':
      return `${a.card} on the ${a.stack} stack replaced by ${a.revealed}`;
    case 'moveStackCard':
      return `${a.card} moved from the ${a.from} stack to its domain's stack`;
    case 'revealCards':
      return `Revealed ${a.cards.map((c) => c.card).join(' ')} to ${a.to.zone === 'hand' ? `${name(a.to.seat)}'s hand` : a.to.zone}`;
    case 'expelCard':
      return `${a.card} expelled from ${a.from.zone === 'hand' ? `${name(a.from.seat)}'s hand` : a.from.zone === 'stack' ? `the ${a.from.domain} stack` : 'the discard'}`;
    case 'correctStack':
      return `Correction: the ${a.domain} stack holds ${a.cards.join(' ') || 'no cards'}`;
    case 'correctHand':
      return `Correction: ${name(a.seat)} holds ${a.count} cards`;
    case 'finishEffect':
      return 'Effect resolved';
    case 'revealHand':
      return `${name(a.seat)} reveals ${a.cards.join(' ') || 'no cards'}`;
    case 'acceptScore':
      return `${name(a.seat)} accepts the suggested grouping`;
    case 'claimScore':
      return `${name(a.seat)} scores their own grouping`;
  }
}
