/**
 * The flow of a Trades match as the engine states it: the phases (ready,
 * trading against the countdown, entering the final hands, game over), what
 * is expected next, the one countdown with the action that starts, pauses or
 * resumes it, and the time-up that the countdown forces at 0:00 (the session
 * logs it; no view sends it by itself).
 */
import { countdownLeft, countdownRunning } from '../core/clock';
import type { ClockReading, DueAction, Flow, PhaseStep } from '../core/flow';
import type { ActionOffer } from '../core/game';
import { isUnderWay } from './queue';
import { tradesOutcome } from './scoring';
import type { TradesAction, TradesPhase, TradesState } from './types';
import { formatClock } from './clock';

/** Every phase in play order; ids are stable (screens compare them, never labels). */
export const TRADES_PHASES: readonly PhaseStep[] = [
  { id: 'ready', label: 'Ready to start' },
  { id: 'trading', label: 'Trading' },
  { id: 'final-hands', label: 'Final hands' },
  { id: 'over', label: 'Game over' },
];

export type TradesPhaseId = 'ready' | 'trading' | 'final-hands' | 'over';

const PHASE_IDS: Readonly<Record<TradesPhase, TradesPhaseId>> = {
  ready: 'ready',
  trading: 'trading',
  scoring: 'final-hands',
  finished: 'over',
};

/** The current phase id (the summary's phaseId). */
export const tradesPhaseId = (state: TradesState): TradesPhaseId => PHASE_IDS[state.phase];

/** What the trading table waits for, and from which seat (null: any free seat, or the table). */
function tradingExpected(state: TradesState): { expected: string; turn: number | null } {
  if (!countdownRunning(state.clock)) return { expected: 'The clock is paused: resume it to go on trading', turn: null };
  const started = state.open.filter((t) => isUnderWay(state, t));
  if (state.options.mode === 'turns') {
    const t = started[0];
    if (t) {
      const what = t.kind === 'mandatory' ? `complete trade ${t.id}` : `accept or refuse trade ${t.id}`;
      return { expected: `Seat ${t.to} to ${what} from seat ${t.from}`, turn: t.to };
    }
    return { expected: `Seat ${state.turn} to declare a trade, trade with the deck or pass`, turn: state.turn };
  }
  const under = started.length ? `; under way: ${started.map((t) => `trade ${t.id} (seat ${t.from} with seat ${t.to})`).join(', ')}` : '';
  return { expected: `Any free seat may declare a trade or trade with the deck${under}`, turn: null };
}

export function tradesFlow(state: TradesState): Flow {
  const base = { phases: TRADES_PHASES, current: tradesPhaseId(state) };
  switch (state.phase) {
    case 'ready':
      return { ...base, expected: `Start the clock (${formatClock(state.clock.durationMs)})`, turn: null, finished: false };
    case 'trading':
      return { ...base, ...tradingExpected(state), finished: false };
    case 'scoring': {
      const missing = state.finalHands.flatMap((h, seat) => (h === null ? [seat] : []));
      const seats = missing.length === 1 ? `seat ${missing[0]}` : `seats ${missing.join(', ')}`;
      return { ...base, expected: `Enter the final hands (${seats} still to enter)`, turn: null, finished: false };
    }
    case 'finished':
      return {
        ...base,
        expected: `Game over: ${tradesOutcome(state)?.reason ?? 'every final hand is entered'}`,
        turn: null,
        finished: true,
      };
  }
}

const clockOffer = (action: Extract<TradesAction, { type: 'startClock' | 'pauseClock' | 'resumeClock' }>, label: string): ActionOffer => ({
  type: action.type,
  label,
  actor: null,
  action,
});

/** The one countdown at `now`; its toggle labels are those the table has always shown ("Start the clock", "Pause", "Resume"). */
export function tradesClocks(state: TradesState, now: number): ClockReading[] {
  const running = countdownRunning(state.clock);
  const left = countdownLeft(state.clock, now);
  let toggle: ActionOffer | null = null;
  if (state.phase === 'ready') toggle = clockOffer({ type: 'startClock' }, 'Start the clock');
  else if (state.phase === 'trading' && left > 0)
    toggle = running ? clockOffer({ type: 'pauseClock' }, 'Pause') : clockOffer({ type: 'resumeClock' }, 'Resume');
  const over = state.phase === 'scoring' || state.phase === 'finished';
  const note = state.phase === 'ready' ? 'not started' : over || left === 0 ? 'time up' : running ? null : 'paused';
  return [
    {
      id: 'time',
      label: 'Time left',
      owner: null,
      leftMs: over ? 0 : left,
      durationMs: state.clock.durationMs,
      running: running && !over,
      toggle,
      ...(note ? { note } : {}),
    },
  ];
}

/** The time-up to record at `now`: trading is on and the countdown shows 0:00 (null once it is recorded). */
export function tradesDue(state: TradesState, now: number): DueAction<TradesAction> | null {
  if (state.phase !== 'trading' || countdownLeft(state.clock, now) > 0) return null;
  return { action: { type: 'timeUp' }, actor: null, reason: 'Time is up: trading stops.' };
}
