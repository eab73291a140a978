/**
 * A small game for the simulator's tests (registered under the id "trades"
 * only inside these tests, since the simulator takes game ids): two seats
 * race to `target` points, adding 1 or 2 a turn; the table starts the game;
 * after `maxTurns` turns with nobody home it is a draw. Each step is a
 * "card" (one, two), so the per-card figures have something to count.
 */
import type { Bot, GameSimulation } from '../../src/engine/core/bot';
import type { GameDefinition } from '../../src/engine/core/game';
import { resolveOptions } from '../../src/engine/core/options';
import { err, ok } from '../../src/engine/core/result';
import { randomInt, seedRng } from '../../src/engine/core/rng';
import type { SimulationSource } from '../../src/sim/source';

export interface RaceState {
  readonly started: boolean;
  readonly points: readonly [number, number];
  readonly turn: 0 | 1;
  readonly turns: number;
  readonly target: number;
  readonly maxTurns: number;
  readonly first: 0 | 1;
  readonly steps: readonly { readonly seat: number; readonly by: 1 | 2 }[];
}
export type RaceAction = { readonly type: 'start' } | { readonly type: 'step'; readonly by: 1 | 2 };

const OPTIONS = [
  { name: 'target', label: 'Target', help: 'Points to win.', type: 'int', default: 5, min: 2, max: 20 },
  { name: 'maxTurns', label: 'Turns', help: 'Turns before a draw.', type: 'int', default: 6, min: 1, max: 50 },
  { name: 'dealing', label: 'Dealing', help: 'Who deals.', type: 'enum', default: 'table', choices: ['table', 'app'] },
] as const;

const winnerOf = (s: RaceState): number | null => (s.points[0] >= s.target ? 0 : s.points[1] >= s.target ? 1 : null);

export const raceGame: GameDefinition<RaceState, RaceAction> = {
  id: 'trades',
  name: 'Race',
  description: 'A test game.',
  minPlayers: 2,
  maxPlayers: 2,
  options: OPTIONS,
  deck: null,
  flow(state) {
    const finished = winnerOf(state) !== null || state.turns >= state.maxTurns;
    return { phases: [{ id: 'race', label: 'Race' }], current: 'race', expected: 'Step 1 or 2', turn: state.turn, finished };
  },
  clocks: () => [],
  due: () => null,
  setup(config) {
    const o = resolveOptions(OPTIONS, config.options);
    if (!o.ok) return o;
    if (o.value.dealing !== 'app') return err('ERR_NOT_DEALT', 'Simulated races are dealt by the app.');
    // The seed picks who starts, so games differ by seed.
    const [first] = randomInt(seedRng(config.seed), 2);
    const f = first === 0 ? 0 : 1;
    return ok({
      started: false,
      points: [0, 0],
      turn: f,
      turns: 0,
      target: Number(o.value.target),
      maxTurns: Number(o.value.maxTurns),
      first: f,
      steps: [],
    });
  },
  parseAction(raw) {
    if (typeof raw === 'object' && raw !== null && 'type' in raw) {
      if (raw.type === 'start') return ok({ type: 'start' });
      if (raw.type === 'step' && 'by' in raw && (raw.by === 1 || raw.by === 2)) return ok({ type: 'step', by: raw.by });
    }
    return err('ERR_BAD_ACTION', 'Not a race action.');
  },
  validate(state, action) {
    if (this.outcome(state)) return err('ERR_GAME_OVER', 'The race is over.');
    if ((action.type === 'start') === state.started) return err('ERR_OUT_OF_TURN', 'Start first, then step.');
    return ok(undefined);
  },
  apply(state, action) {
    if (action.type === 'start') return { ...state, started: true };
    const points: [number, number] = [state.points[0], state.points[1]];
    points[state.turn] += action.by;
    return {
      ...state,
      points,
      turn: state.turn === 0 ? 1 : 0,
      turns: state.turns + 1,
      steps: [...state.steps, { seat: state.turn, by: action.by }],
    };
  },
  legalActions(state, actor) {
    if (this.outcome(state)) return [];
    if (!state.started) return actor === null ? [{ type: 'start', label: 'Start', actor: null, action: { type: 'start' } }] : [];
    if (actor !== state.turn) return [];
    return [1, 2].map((by) => ({ type: 'step', label: `+${by}`, actor, action: { type: 'step', by } }));
  },
  actingSeat: () => undefined,
  view: (state) => state,
  summary: (state) => ({ phase: 'race', turn: state.turn, finished: winnerOf(state) !== null || state.turns >= state.maxTurns }),
  outcome(state) {
    const w = winnerOf(state);
    if (w !== null) return { winners: [w], reason: 'home' };
    if (state.turns >= state.maxTurns) return { winners: [], reason: 'out of turns', draw: true };
    return null;
  },
  score: (state) => ({ rounds: [], rows: [[], []], totals: [...state.points], lowerIsBetter: false }),
  describe: (_state, action) => action.type,
  insight: (state) => ({
    firstPlayer: state.first,
    rounds: 1,
    turns: state.turns,
    roundScores: null,
    figures: {},
    tallies: {},
    cards: state.steps.map((s) => ({ code: s.by === 2 ? 'two' : 'one', seat: s.seat, use: 'played' as const })),
  }),
};

/** Uniform over the offered steps (and the table's start). */
const randomBot: Bot<RaceState, RaceAction> = {
  name: 'random',
  choose(state, seat, rng) {
    const offers = raceGame.legalActions(state, seat);
    if (offers.length === 0) return err('ERR_BOT_NO_ACTION', 'Nothing to do.');
    const [k, next] = randomInt(rng, offers.length);
    return ok({ action: (offers[k] as { action: RaceAction }).action, rng: next });
  },
};
/** Always +2: beats random more often than not. */
const greedyBot: Bot<RaceState, RaceAction> = {
  name: 'greedy',
  choose: (_state, _seat, rng) => ok({ action: { type: 'step', by: 2 }, rng }),
};

export const raceSimulation: GameSimulation<RaceState, RaceAction> = {
  dealtOptions: { dealing: 'app' },
  setup: (config) => raceGame.setup(config),
  decider: (state) => (raceGame.outcome(state) ? { kind: 'done' } : state.started ? { kind: 'seat', seat: state.turn } : { kind: 'table' }),
  msPerAction: 500,
  bot: (spec) =>
    spec.kind === 'random'
      ? ok(randomBot)
      : spec.kind === 'greedy'
        ? ok(greedyBot)
        : err('ERR_UNKNOWN_BOT', 'The race has random and greedy.'),
};

export const simulationSource: SimulationSource = {
  game: (id) => (id === 'trades' ? ok(raceGame) : err('ERR_UNKNOWN_GAME', `no game ${id} in the race fixture`)),
  simulation: (id) => (id === 'trades' ? ok(raceSimulation) : err('ERR_UNKNOWN_GAME', `no game ${id} in the race fixture`)),
  parseBot: (text) =>
    text === 'random'
      ? ok({ kind: 'random' })
      : text === 'greedy'
        ? ok({ kind: 'greedy' })
        : err('ERR_UNKNOWN_BOT', `There is no bot "${text}".`),
};
