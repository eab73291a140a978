/**
 * The flow of a For-Ex match for the shared phase bar: a turn (an optional
 * spot transaction, then one action), the divest round a divest opens, the
 * final resolution of the queue after the last dividend, the tie-break
 * choice of the strongest currency, the end. Dividends are the rounds.
 * For-Ex has no clocks and nothing is forced by time.
 */
import type { Flow, PhaseStep } from '../core/flow';
import type { ForExState } from './types';

/** Every phase in the order play goes through them; ids are stable (screens compare them). */
export const FOR_EX_PHASES: readonly PhaseStep[] = [
  { id: 'spot', label: 'Spot transaction (optional)' },
  { id: 'action', label: 'Action' },
  { id: 'divest-round', label: 'Divest round' },
  { id: 'final-resolution', label: 'Final resolution of the queue' },
  { id: 'choose-strongest', label: 'Choice of the strongest currency' },
  { id: 'over', label: 'Game over' },
];

export type ForExPhaseId = 'spot' | 'action' | 'divest-round' | 'final-resolution' | 'choose-strongest' | 'over';

export function phaseId(state: ForExState): ForExPhaseId {
  const p = state.phase;
  switch (p.kind) {
    case 'turn':
      // An open offer belongs to the spot transaction; once one is done only the action is left.
      return p.spotDone && !p.offer ? 'action' : 'spot';
    case 'divestRound':
      return 'divest-round';
    case 'finalResolution':
      return 'final-resolution';
    case 'chooseStrongest':
      return 'choose-strongest';
    case 'over':
      return 'over';
  }
}

/** The seat expected to act now: the partner while a spot offer is open; null when the table acts or the game is over. */
export function expectedSeat(state: ForExState): number | null {
  const p = state.phase;
  switch (p.kind) {
    case 'turn':
      return p.offer ? p.offer.to : p.player;
    case 'divestRound':
      return p.asked;
    case 'chooseStrongest':
      return p.chooser;
    case 'finalResolution':
    case 'over':
      return null;
  }
}

function expected(state: ForExState): string {
  const p = state.phase;
  switch (p.kind) {
    case 'turn':
      if (p.offer)
        return `Player ${p.offer.to + 1} to accept or refuse player ${p.offer.from + 1}'s spot offer (player ${p.offer.from + 1} may withdraw it)`;
      return p.spotDone
        ? `Player ${p.player + 1} to take one action: contract, invest, divest or resolve`
        : `Player ${p.player + 1} to offer a spot transaction (optional), then take one action: contract, invest, divest or resolve`;
    case 'divestRound':
      return `Player ${p.asked + 1} to divest ${p.currency} too, or pass`;
    case 'finalResolution':
      return 'Resolve the front of the Contract Queue';
    case 'chooseStrongest':
      return `Player ${p.chooser + 1} to choose the strongest currency among ${p.candidates.join(', ')}`;
    case 'over':
      return 'Nothing: the game is over';
  }
}

export function flowForEx(state: ForExState): Flow {
  const rounds = state.settings.dividends.length;
  return {
    phases: FOR_EX_PHASES,
    current: phaseId(state),
    expected: expected(state),
    turn: expectedSeat(state),
    round: Math.min(state.dividendsPaid + 1, rounds),
    rounds,
    finished: state.phase.kind === 'over',
  };
}
