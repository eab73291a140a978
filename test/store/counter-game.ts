/**
 * A tiny game for store, server, main and CLI tests (and the store bench),
 * so they do not depend on a real game being registered: seats take turns
 * adding 1 to 3 to a shared total; whoever brings it to the target wins.
 */
import type { AnyGameDefinition, GameDefinition } from '../../src/engine/core/game';
import { err, ok, OK, type Result } from '../../src/engine/core/result';

export interface CounterState {
  readonly players: readonly string[];
  readonly target: number;
  readonly total: number;
  readonly turn: number;
  readonly added: readonly number[];
  readonly winner: number | null;
}

export interface CounterAction {
  readonly type: 'add';
  readonly seat: number;
  readonly n: number;
}

export const counterGame: GameDefinition<CounterState, CounterAction> = {
  id: 'trades',
  name: 'Counter',
  description: 'Add 1 to 3 in turn; reach the target to win.',
  minPlayers: 2,
  maxPlayers: 4,
  deck: null,
  options: [{ name: 'target', label: 'Target', help: 'The total that wins.', type: 'int', default: 10, min: 3, max: 1_000_000 }],
  setup(config) {
    const target = config.options.target;
    if (typeof target !== 'number') return err('ERR_BAD_OPTION', 'Counter: target must be a number.');
    return ok({ players: config.players, target, total: 0, turn: 0, added: config.players.map(() => 0), winner: null });
  },
  parseAction(raw: unknown): Result<CounterAction> {
    if (typeof raw !== 'object' || raw === null) return err('ERR_BAD_ACTION', 'Counter: an action is an object.');
    const a = raw as Record<string, unknown>;
    if (a.type !== 'add' || typeof a.seat !== 'number' || typeof a.n !== 'number')
      return err('ERR_BAD_ACTION', 'Counter: expected {type:"add", seat, n}.');
    return ok({ type: 'add', seat: a.seat, n: a.n });
  },
  validate(state, action) {
    if (state.winner !== null) return err('ERR_GAME_OVER', 'Counter: the game is over.');
    if (action.seat !== state.turn) return err('ERR_NOT_YOUR_TURN', `Counter: it is seat ${state.turn}'s turn.`, { path: 'seat' });
    if (!Number.isInteger(action.n) || action.n < 1 || action.n > 3) return err('ERR_BAD_AMOUNT', 'Counter: add 1, 2 or 3.', { path: 'n' });
    return OK;
  },
  apply(state, action) {
    const total = state.total + action.n;
    const added = state.added.map((v, i) => (i === action.seat ? v + action.n : v));
    return { ...state, total, added, turn: (state.turn + 1) % state.players.length, winner: total >= state.target ? action.seat : null };
  },
  legalActions: () => [],
  // One phase, then over; untimed: nothing to pause, nothing time forces.
  flow: (state) => ({
    phases: [
      { id: 'play', label: 'Play' },
      { id: 'over', label: 'Over' },
    ],
    current: state.winner === null ? 'play' : 'over',
    expected: state.winner === null ? `Player ${state.turn + 1} adds 1 to 3` : 'The game is over',
    turn: state.winner === null ? state.turn : null,
    finished: state.winner !== null,
  }),
  clocks: () => [],
  due: () => null,
  view: (state) => state,
  summary: (state) => ({
    phase: state.winner === null ? `total ${state.total}` : 'over',
    turn: state.winner === null ? state.turn : null,
    finished: state.winner !== null,
  }),
  outcome: (state) => (state.winner === null ? null : { winners: [state.winner], reason: 'target reached' }),
  score: (state) => ({ rounds: [], rows: state.added.map((v) => [v]), totals: state.added, lowerIsBetter: false }),
  describe: (state, action) => `${state.players[action.seat] ?? '?'} adds ${action.n}`,
};

export const counterRegistry = (id: string): Result<AnyGameDefinition> =>
  id === 'trades' ? ok(counterGame) : err('ERR_UNKNOWN_GAME', `There is no game "${id}".`);

export const newCounterMatch = (startedAt = 1_764_480_000_000, target = 10) => ({
  game: 'trades' as const,
  options: { target },
  seed: 'seed-1',
  players: [
    { name: 'Ann', seat: 0 },
    { name: 'Bo', seat: 1 },
  ],
  deckVersion: null,
  rulesVersion: 'test-1',
  startedAt,
});

/** The event with this seq in a two-player game where every turn adds n. */
export const addEvent = (seq: number, n = 1, at = 1_764_480_000_000 + seq * 1000) => ({
  seq,
  at,
  actor: (seq - 1) % 2,
  action: { type: 'add', seat: (seq - 1) % 2, n },
});
