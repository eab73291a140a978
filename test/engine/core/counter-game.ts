/**
 * A tiny game for testing the core machinery (log, replay, undo, record)
 * apart from any real game: a counter that players add 1-3 to, and a die
 * roll that uses the seeded rng kept in the state.
 */
import type { GameDefinition } from '../../../src/engine/core/game';
import { err, ok, OK } from '../../../src/engine/core/result';
import { randomInt, seedRng, type RngState } from '../../../src/engine/core/rng';

export interface CounterState {
  readonly total: number;
  readonly rng: RngState;
  readonly rolls: number;
  readonly players: number;
}

export type CounterAction = { readonly type: 'add'; readonly by: number; readonly seat: number } | { readonly type: 'roll' };

export const counterGame: GameDefinition<CounterState, CounterAction> = {
  id: 'trades',
  name: 'Counter',
  description: 'test game',
  minPlayers: 1,
  maxPlayers: 4,
  options: [],
  deck: null,
  setup: (config) =>
    config.players.length
      ? ok({ total: 0, rng: seedRng(config.seed), rolls: 0, players: config.players.length })
      : err('ERR_PLAYER_COUNT', 'No players.'),
  parseAction(raw) {
    if (typeof raw !== 'object' || raw === null) return err('ERR_BAD_ACTION', 'Not an object.');
    const a = raw as Record<string, unknown>;
    if (a['type'] === 'roll') return ok({ type: 'roll' });
    if (a['type'] === 'add' && typeof a['by'] === 'number' && typeof a['seat'] === 'number')
      return ok({ type: 'add', by: a['by'], seat: a['seat'] });
    return err('ERR_BAD_ACTION', 'Unknown action.', { path: 'type' });
  },
  validate(state, action) {
    if (action.type === 'roll') return OK;
    if (action.seat < 0 || action.seat >= state.players) return err('ERR_NO_SUCH_PLAYER', 'No such seat.', { path: 'seat' });
    return action.by >= 1 && action.by <= 3 ? OK : err('ERR_TOO_MANY', 'Counter: add 1 to 3.', { rule: 'Counter', path: 'by' });
  },
  apply(state, action) {
    if (action.type === 'add') return { ...state, total: state.total + action.by };
    const [die, rng] = randomInt(state.rng, 6);
    return { ...state, total: state.total + die + 1, rng, rolls: state.rolls + 1 };
  },
  legalActions: () => [],
  // One phase, untimed: nothing to pause, nothing time forces.
  flow: () => ({ phases: [{ id: 'play', label: 'Play' }], current: 'play', expected: 'Add 1 to 3 or roll', turn: null, finished: false }),
  clocks: () => [],
  due: () => null,
  view: (state) => state,
  summary: (state) => ({ phase: `Total ${state.total}`, turn: null, finished: false }),
  outcome: () => null,
  score: (state) => ({ rounds: [], rows: [[state.total]], totals: [state.total], lowerIsBetter: false }),
  describe: (_state, action) => (action.type === 'add' ? `add ${action.by}` : 'roll'),
};
