/**
 * The flow of a Grid Poker match for the shared phase bar: the setup steps
 * until the first round starts, then the steps of a round (and the game
 * end), which one is current, what the table is expected to do next and
 * the seat expected to act. Also the header summary, read from the same
 * place. Grid Poker has no clocks and nothing is forced by time.
 */
import type { ClockReading, DueAction, Flow, PhaseStep } from '../core/flow';
import type { TableSummary } from '../core/game';
import { handLimit } from './round';
import type { GridPokerAction, GridPokerState, PhaseKind } from './types';
import { lineName } from './zones';

/** Setup, in order: shown until the first round starts. */
export const SETUP_PHASES: readonly PhaseStep[] = [
  { id: 'market', label: 'Market' },
  { id: 'company', label: 'Companies' },
  { id: 'setup-discard', label: 'Discards' },
];

/** A round, in order, then the game end (after the last round's reveal). */
export const ROUND_PHASES: readonly PhaseStep[] = [
  { id: 'company-effects', label: 'Company effects' },
  { id: 'hand-effects', label: 'Hand effects' },
  { id: 'commit', label: 'Commit' },
  { id: 'place', label: 'Company cards' },
  { id: 'reveal', label: 'Reveal' },
  { id: 'market-discard', label: 'Market discard' },
  { id: 'return-or-redraw', label: 'Return or redraw' },
  { id: 'refill', label: 'Refill' },
  { id: 'improve', label: 'Improve' },
  { id: 'end-discard', label: 'End of round' },
  { id: 'over', label: 'Game over' },
];

/** The stable phase id of each phase of the state (screens compare ids, never labels). */
export const PHASE_IDS: Readonly<Record<PhaseKind, string>> = {
  market: 'market',
  company: 'company',
  setupDiscard: 'setup-discard',
  companyEffects: 'company-effects',
  handEffects: 'hand-effects',
  commit: 'commit',
  place: 'place',
  reveal: 'reveal',
  marketDiscard: 'market-discard',
  returnOrRedraw: 'return-or-redraw',
  refill: 'refill',
  improve: 'improve',
  endDiscard: 'end-discard',
  over: 'over',
};

const inSetup = (kind: PhaseKind): boolean => kind === 'market' || kind === 'company' || kind === 'setupDiscard';

/** The seat expected to act: the one resolving an effect, the seat in turn, the winner discarding; null when several seats or the table act. */
export function expectedSeat(state: GridPokerState): number | null {
  const p = state.phase;
  if (state.resolving) return state.resolving.seat;
  if ('turn' in p) return p.turn;
  if (p.kind === 'marketDiscard') return p.queue[0]?.seat ?? null;
  return null;
}

/** "Seat 0", "Seats 0 and 2", "Seats 0, 1 and 3". */
function seats(list: readonly number[]): string {
  if (list.length <= 1) return `Seat ${list[0] ?? '?'}`;
  return `Seats ${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

function expected(state: GridPokerState): string {
  const p = state.phase;
  const r = state.resolving;
  if (r) return `Seat ${r.seat} to carry out the effect of ${r.card} (move the cards it says), then finish it`;
  const empty = state.market.filter((c) => c === null).length;
  const fill = `enter the card dealt to each empty market square (${empty} left)`;
  switch (p.kind) {
    case 'market':
      return `Deal the market: ${fill}`;
    case 'company':
      return `Seat ${p.turn} to choose two hand cards as a company`;
    case 'setupDiscard': {
      const left = p.done.flatMap((d, seat) => (d ? [] : [seat]));
      return `${seats(left)} to discard ${state.options.setupDiscards} cards each`;
    }
    case 'companyEffects':
    case 'handEffects': {
      const what = p.kind === 'companyEffects' ? 'a company card' : 'a hand card';
      const chain = p.fresh.flatMap((cards, seat) => (cards.length > 0 ? [`seat ${seat} may chain ${cards.join(' or ')}`] : []));
      return `Seat ${p.turn} to use the effect of ${what}, or pass${chain.length > 0 ? `; ${chain.join('; ')}` : ''}`;
    }
    case 'commit':
      return `Seat ${p.turn} to commit two hand cards face down to a row or a column, or none`;
    case 'place':
      return `Seat ${p.turn} to place the company cards next to a row or a column, or none`;
    case 'reveal': {
      const waiting = (state.grid?.entries ?? []).flatMap((e, seat) => (e.hand && !e.hand.cards ? [seat] : []));
      if (waiting.length > 0) return `Enter the two revealed hand cards of ${seats(waiting).toLowerCase()}`;
      return `Before the hands are evaluated, ${fill}`;
    }
    case 'marketDiscard': {
      const due = p.queue[0];
      return due ? `Seat ${due.seat} to discard a market card of ${lineName(due.line)} (best ${due.axis})` : 'Nothing to discard';
    }
    case 'returnOrRedraw': {
      const left = p.pending.flatMap((d, seat) => (d ? [seat] : []));
      return `${seats(left)} to return the hand cards to hand, or discard them and draw two`;
    }
    case 'refill':
      return `Replace the discarded market cards: ${fill}`;
    case 'improve':
      return `Seat ${p.turn} to put a hand card into the company, or keep it`;
    case 'endDiscard': {
      const limit = handLimit(state);
      const over = state.hands.flatMap((h, seat) => (h.count > limit ? [seat] : []));
      return `${seats(over)} to discard down to ${limit} cards`;
    }
    case 'over':
      return 'Nothing: the game is over';
  }
}

export function flow(state: GridPokerState): Flow {
  const kind = state.phase.kind;
  return {
    phases: inSetup(kind) ? SETUP_PHASES : ROUND_PHASES,
    current: PHASE_IDS[kind],
    expected: expected(state),
    turn: expectedSeat(state),
    round: Math.min(state.round, state.options.rounds),
    rounds: state.options.rounds,
    finished: kind === 'over',
  };
}

const PHASE_TEXT: Record<PhaseKind, string> = {
  market: 'Setup: deal the market',
  company: 'Setup: companies',
  setupDiscard: 'Setup: discards',
  companyEffects: 'Company effects',
  handEffects: 'Hand effects',
  commit: 'Grid poker: commit hand cards',
  place: 'Grid poker: place company cards',
  reveal: 'Grid poker: reveal',
  marketDiscard: 'Grid poker: winners discard market cards',
  returnOrRedraw: 'Grid poker: return or redraw',
  refill: 'Grid poker: refill the market',
  improve: 'Company improvement',
  endDiscard: 'End of round: discard down',
  over: 'Game over',
};

export function summary(state: GridPokerState): TableSummary {
  const f = flow(state);
  return { phase: PHASE_TEXT[state.phase.kind], phaseId: f.current, turn: f.turn, round: f.round, finished: f.finished };
}

/** Grid Poker is played without clocks. */
export const clocks = (_state: GridPokerState, _now: number): readonly ClockReading[] => [];

/** Nothing in Grid Poker is forced by time. */
export const due = (_state: GridPokerState, _now: number): DueAction<GridPokerAction> | null => null;
