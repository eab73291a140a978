/**
 * What the engine states about the flow of a Tech Exchange round: the five
 * phases in order (then game over), the current one, what the table is
 * expected to do next (players by number, "player 1" for seat 0: the UI
 * names them) and the seat
 * expected to act. The transitions themselves live in ./round.
 */
import type { Flow, PhaseStep } from '../core/flow';
import { clockUnstarted } from './clock';
import type { TechExchangeState } from './types';

/** The phases of a round, then the end of the game; ids are stable, labels are for the phase bar. */
export const PHASES: readonly PhaseStep[] = [
  { id: 'trading-1', label: 'Trading 1' },
  { id: 'effects-1', label: 'Effects 1' },
  { id: 'trading-2', label: 'Trading 2' },
  { id: 'effects-2', label: 'Effects 2' },
  { id: 'reveal', label: 'Reveal and score' },
  { id: 'over', label: 'Game over' },
];

/** The current phase's id (the summary's phaseId). */
export function phaseId(s: TechExchangeState): string {
  const p = s.phase;
  if (p.kind === 'over' || p.kind === 'reveal') return p.kind;
  return `${p.kind}-${p.number}`;
}

/** The seat expected to act: the one resolving or taking its effects turn; else anyone (null). */
export function expectedSeat(s: TechExchangeState): number | null {
  return s.phase.kind === 'effects' && s.effects ? (s.effects.resolving?.seat ?? s.effects.turn) : null;
}

function expected(s: TechExchangeState): string {
  const p = s.phase;
  if (p.kind === 'over') return 'Nothing: the game is over';
  if (s.pending) {
    const who = s.pending.drawer === null ? '' : ` (a wild goes on the stack player ${s.pending.drawer + 1} chooses)`;
    return `Enter the card revealed from the top of the deck${who}`;
  }
  if (p.kind === 'trading') {
    if (clockUnstarted(s)) return 'Start the trading clock when the players are ready to trade';
    const left = s.done.flatMap((d, seat) => (d ? [] : [seat]));
    return `Record trades as they are agreed, until the trading phase ends (not done yet: ${left.map((seat) => `player ${seat + 1}`).join(', ')})`;
  }
  if (p.kind === 'effects' && s.effects) {
    const r = s.effects.resolving;
    return r
      ? `Player ${r.seat + 1} to carry out the effect of ${r.card} (record the cards it moves), then finish it`
      : `Player ${s.effects.turn + 1} to use a card effect or pass`;
  }
  const waiting = (s.reveal?.entries ?? []).flatMap((e, seat) => (e?.final ? [] : [seat]));
  return `Enter and score the hands of ${waiting.map((seat) => `player ${seat + 1}`).join(', ')} (${s.reveal?.handSize ?? 0} cards each)`;
}

export function flowOf(s: TechExchangeState): Flow {
  return {
    phases: PHASES,
    current: phaseId(s),
    expected: expected(s),
    turn: expectedSeat(s),
    round: Math.min(s.round, s.options.rounds),
    rounds: s.options.rounds,
    finished: s.phase.kind === 'over',
  };
}
