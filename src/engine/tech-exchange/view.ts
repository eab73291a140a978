/**
 * What the screens, the log and the score sheet read from a Tech Exchange
 * state: the public table view, the header summary, the actions available
 * now, one-line descriptions of actions, scores and the outcome.
 */
import { DOMAINS } from '../core/cards';
import type { ActionOffer, Outcome, ScoreSheet, TableSummary } from '../core/game';
import { clockLeftMs } from './clock';
import type { TechExchangeAction, TechExchangeState } from './types';
import { placesOf } from '../core/knowledge';
import { handPlace } from './knowledge';
import { validateTechExchange } from './validate';

const PHASE_NAMES = { trading: 'trading phase', effects: 'card-effects phase' } as const;

export function phaseLabel(s: TechExchangeState): string {
  const p = s.phase;
  if (p.kind === 'over') return 'Game over';
  if (p.kind === 'reveal') return `Round ${s.round}: reveal and score`;
  const base = `Round ${s.round}: ${p.number === 1 ? 'first' : 'second'} ${PHASE_NAMES[p.kind]}`;
  if (s.pending) return `${base} (enter the card revealed from the deck)`;
  if (p.kind === 'effects' && s.effects) {
    const r = s.effects.resolving;
    return r ? `${base}: ${s.players[r.seat]} resolves ${r.card}` : `${base}: ${s.players[s.effects.turn]} to use an effect or pass`;
  }
  return base;
}

export function summaryOf(s: TechExchangeState, now: number): TableSummary {
  const left = clockLeftMs(s, now);
  const clock =
    left === null
      ? ''
      : ` (${Math.floor(left / 60000)}:${String(Math.floor(left / 1000) % 60).padStart(2, '0')} left${s.clock?.runningSince === null ? ', paused' : ''})`;
  return {
    phase: phaseLabel(s) + clock,
    turn: s.phase.kind === 'effects' && s.effects ? (s.effects.resolving?.seat ?? s.effects.turn) : null,
    round: s.round,
    finished: s.phase.kind === 'over',
  };
}

/** The referee's table: everything the app knows is public at the table (declared trades, revealed cards). */
export function viewOf(s: TechExchangeState, viewer: number | null) {
  return {
    viewer,
    players: s.players,
    round: s.round,
    rounds: s.options.rounds,
    firstPlayer: s.firstPlayer,
    phase: s.phase,
    phaseLabel: phaseLabel(s),
    note: s.note,
    stacks: s.stacks,
    stackSizes: Object.fromEntries(DOMAINS.map((d) => [d, s.stacks[d].length])),
    deck: s.deck,
    tiltedAt: s.options.tradingStopsAtDeckSize,
    clock: s.clock,
    discard: s.discard,
    expelled: s.expelled,
    // Dealt by the app, the engine knows every hand: a seat sees only its own cards (the others as counts).
    hands:
      s.options.dealing === 'app' && viewer !== null
        ? s.hands.map((h, seat) => (seat === viewer ? h : { count: h.count, known: [] }))
        : s.hands,
    done: s.done,
    pending: s.pending,
    effects: s.effects,
    reveal: s.reveal,
    scores: scoreSheetOf(s),
  };
}

export function scoreSheetOf(s: TechExchangeState): ScoreSheet {
  const rounds = Array.from({ length: s.options.rounds }, (_, i) => `Round ${i + 1}`);
  const rows = s.players.map((_, seat) => s.roundScores.map((r) => r[seat] ?? 0));
  return { rounds, rows, totals: rows.map((r) => r.reduce((a, b) => a + b, 0)), lowerIsBetter: false };
}

export function outcomeOf(s: TechExchangeState): Outcome | null {
  if (s.phase.kind !== 'over') return null;
  const { totals } = scoreSheetOf(s);
  const best = Math.max(...totals);
  const winners = totals.flatMap((t, i) => (t === best ? [i] : []));
  return {
    winners,
    reason: `most points after ${s.options.rounds} round${s.options.rounds === 1 ? '' : 's'}${winners.length > 1 ? ' (tied players share the victory)' : ''}`,
    ...(winners.length === s.players.length && s.players.length > 1 ? { draw: true } : {}),
  };
}

/** The actions to offer now; fully formed where no more input is needed. Disabled ones carry the rule's reason. */
export function legalActionsOf(s: TechExchangeState, actor: number | null): ActionOffer[] {
  const offers: ActionOffer[] = [];
  const seats = actor === null ? s.players.map((_, i) => i) : [actor];
  const offer = (type: string, label: string, who: number | null, action?: TechExchangeAction): void => {
    const verdict = action ? validateTechExchange(s, action) : null;
    offers.push({
      type,
      label,
      actor: who,
      ...(action ? { action } : {}),
      ...(verdict && !verdict.ok ? { disabledReason: verdict.error.message } : {}),
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
    if (s.clock)
      offer(
        s.clock.runningSince === null ? 'resumeClock' : 'pauseClock',
        s.clock.runningSince === null ? 'Resume the trading clock' : 'Pause the trading clock',
        null,
        { type: s.clock.runningSince === null ? 'resumeClock' : 'pauseClock' },
      );
  }
  if (p.kind === 'effects' && s.effects) {
    const r = s.effects.resolving;
    if (r) {
      for (const type of ['replaceStackCard', 'moveStackCard', 'revealCards', 'expelCard'] as const)
        offers.push({ type, label: EDIT_LABELS[type], actor: null });
      offer('finishEffect', 'The effect is resolved', null, { type: 'finishEffect' });
    } else {
      const turn = s.effects.turn;
      if (actor === null || actor === turn) {
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
        offers.push({ type: 'claimScore', label: `${s.players[seat]} enters their own grouping`, actor: seat });
      }
    }
  }
  // At the reveal too, while a hand not yet entered may hold a wild: it goes back first, so the reveal never dead-ends.
  const wildWaits =
    p.kind === 'reveal' && s.players.some((_, seat) => !s.reveal?.entries[seat] && placesOf(s.knowledge, 'wild').includes(handPlace(seat)));
  if (p.kind !== 'reveal' || wildWaits)
    offers.push({ type: 'placeWild', label: 'A wild card from a hand goes on a stock stack', actor: null });
  // A seat is offered its own actions only; the table's (actor null) are offered once, to the table.
  return actor === null ? offers : offers.filter((o) => o.actor === actor);
}

const EDIT_LABELS = {
  replaceStackCard: 'Replace a stack card with the top card of the deck',
  moveStackCard: "Move a stack card to its domain's stack",
  revealCards: 'Reveal cards from the deck',
  expelCard: 'Expel a card from the game',
} as const;

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
