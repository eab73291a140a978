/**
 * What the screens read from a Tech Exchange state: the phase in words, the
 * header summary and the public table view. Offers are in ./legal, action
 * descriptions in ./describe, the score sheet and outcome in ./scoring.
 */
import { DOMAINS } from '../core/cards';
import type { TableSummary } from '../core/game';
import { clockLeftMs, clockUnstarted } from './clock';
import { expectedSeat, phaseId } from './flow';
import { scoreSheetOf } from './scoring';
import type { TechExchangeState } from './types';

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
      : ` (${Math.floor(left / 60000)}:${String(Math.floor(left / 1000) % 60).padStart(2, '0')}${clockUnstarted(s) ? ', not started' : ` left${s.clock?.runningSince === null ? ', paused' : ''}`})`;
  return {
    phase: phaseLabel(s) + clock,
    phaseId: phaseId(s),
    turn: expectedSeat(s),
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
