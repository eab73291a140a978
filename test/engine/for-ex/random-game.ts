/**
 * Random legal For-Ex games, for property tests here and for others (the
 * stats benchmark). Deterministic from a seed: the core's seeded generator
 * picks an action type by weight among those legal now, then one legal action
 * of that type, so no game needs the full list of ~700 candidate actions at
 * every step. Every game ends (resolving is always legal on a turn and is
 * weighted up), or stops at `maxActions`.
 */
import fc from 'fast-check';
import type { MatchConfig, Options } from '../../../src/engine/core/game';
import type { LogEvent } from '../../../src/engine/core/log';
import { unwrap } from '../../../src/engine/core/result';
import { randomInt, seedRng, type RngState } from '../../../src/engine/core/rng';
import { forExGame, legalActionsOf } from '../../../src/engine/for-ex/index';
import { atRate } from '../../../src/engine/for-ex/rates';
import type { Currency, ForExAction, ForExActionType, ForExState } from '../../../src/engine/for-ex/types';

export const DEFAULT_WEIGHTS: Readonly<Record<ForExActionType, number>> = {
  spotOffer: 2,
  spotAccept: 6,
  spotRefuse: 3,
  spotWithdraw: 1,
  contract: 6,
  invest: 6,
  divest: 3,
  pass: 3,
  resolve: 7,
  chooseStrongest: 1,
};

/**
 * How often a player acts prudently: makes a contract, invests or trades only
 * if they could still pay all they owe the queue afterwards (purely random
 * play ends nearly every game in an early bankruptcy).
 */
export const DEFAULT_PRUDENCE = 0.9;

const PRUDENT_TYPES: readonly ForExActionType[] = ['contract', 'invest', 'spotOffer', 'spotAccept'];

/** What each seat owes to the queue (contracts to pay, loans), per currency. */
function owed(state: ForExState, seat: number, currency: Currency): number {
  let sum = 0;
  for (const item of state.queue) {
    if (item.kind === 'contract' && item.owner === seat && item.pay.currency === currency) sum += item.pay.amount;
    if (item.kind === 'loan' && item.owner === seat) for (const d of item.debts) if (d.currency === currency) sum += d.amount;
  }
  return sum;
}

/** A prudent player's test: after this action they could still pay everything they owe the queue. */
function keepsObligations(state: ForExState, action: ForExAction): boolean {
  const has = (seat: number, c: Currency): number => state.money[seat]?.[c] ?? 0;
  switch (action.type) {
    case 'contract': {
      const pay = atRate(state.rates, action.pay, action.receive, action.amount).x;
      return has(action.player, action.pay) >= owed(state, action.player, action.pay) + pay;
    }
    case 'invest':
      return action.currencies.every((c) => has(action.player, c) - 2 >= owed(state, action.player, c));
    case 'spotOffer': {
      const give = atRate(state.rates, action.give, action.receive, 1).x;
      return has(action.player, action.give) - give >= owed(state, action.player, action.give);
    }
    case 'spotAccept': {
      const offer = state.phase.kind === 'turn' ? state.phase.offer : null;
      if (!offer) return true;
      return has(offer.to, offer.receive.currency) - offer.receive.amount >= owed(state, offer.to, offer.receive.currency);
    }
    default:
      return true;
  }
}

export interface RandomGameOptions {
  /** 2-6 (default 3). */
  readonly players?: number;
  /** Variant options (defaults filled in by setup). */
  readonly options?: Options;
  /** Stop after this many actions even if the game is not over (default 3000). */
  readonly maxActions?: number;
  readonly weights?: Partial<Record<ForExActionType, number>>;
  /** 0..1, see DEFAULT_PRUDENCE. */
  readonly prudence?: number;
}

export interface RandomGame {
  readonly config: MatchConfig;
  /** The log, seq from 1, `at` one second apart, `actor` the acting seat (null for the table). */
  readonly events: readonly LogEvent<ForExAction>[];
  /** The state after each event: states[0] is the setup, states[i] after event i. */
  readonly states: readonly ForExState[];
  readonly final: ForExState;
  readonly finished: boolean;
}

/** One legal action chosen at random (null when the game is over), and the generator after it. */
export function randomLegalAction(
  state: ForExState,
  rng: RngState,
  weights: Readonly<Record<ForExActionType, number>> = DEFAULT_WEIGHTS,
  prudence = DEFAULT_PRUDENCE,
): [ForExAction | null, RngState] {
  let s = rng;
  const types = (Object.keys(weights) as ForExActionType[]).filter((t) => (weights[t] ?? 0) > 0);
  while (types.length > 0) {
    const total = types.reduce((sum, t) => sum + weights[t], 0);
    const [roll, next] = randomInt(s, total);
    s = next;
    let acc = 0;
    let pick = 0;
    for (let i = 0; i < types.length; i++) {
      acc += weights[types[i] as ForExActionType];
      if (roll < acc) {
        pick = i;
        break;
      }
    }
    const type = types[pick] as ForExActionType;
    let candidates = legalActionsOf(state, type);
    if (PRUDENT_TYPES.includes(type) && candidates.length > 0) {
      const [roll2, after2] = randomInt(s, 100);
      s = after2;
      if (roll2 < prudence * 100) {
        candidates = candidates.filter((a) => keepsObligations(state, a));
      }
    }
    if (candidates.length > 0) {
      const [i, after] = randomInt(s, candidates.length);
      return [candidates[i] as ForExAction, after];
    }
    types.splice(pick, 1);
  }
  return [null, s];
}

const actorOf = (action: ForExAction): number | null => ('player' in action && action.player !== undefined ? action.player : null);

export function randomGame(seed: string, opts: RandomGameOptions = {}): RandomGame {
  const players = opts.players ?? 3;
  const config: MatchConfig = { players: Array.from({ length: players }, (_, i) => `P${i + 1}`), options: opts.options ?? {}, seed, at: 0 };
  const weights = { ...DEFAULT_WEIGHTS, ...opts.weights };
  let state = unwrap(forExGame.setup(config));
  let rng = seedRng(`random-game:${seed}`);
  const events: LogEvent<ForExAction>[] = [];
  const states: ForExState[] = [state];
  const max = opts.maxActions ?? 3000;
  while (events.length < max) {
    const [action, next] = randomLegalAction(state, rng, weights, opts.prudence ?? DEFAULT_PRUDENCE);
    rng = next;
    if (!action) break;
    const verdict = forExGame.validate(state, action, { at: 0 });
    if (!verdict.ok) throw new Error(`random game: listed an illegal action ${JSON.stringify(action)}: ${verdict.error.message}`);
    state = forExGame.apply(state, action, { at: (events.length + 1) * 1000 });
    events.push({ seq: events.length + 1, at: (events.length + 1) * 1000, actor: actorOf(action), action });
    states.push(state);
  }
  return { config, events, states, final: state, finished: state.phase.kind === 'over' };
}

/** fast-check arbitrary of random legal games: 2-6 players, default or varied options. */
export function randomGameArbitrary(opts: { maxActions?: number; variedOptions?: boolean } = {}): fc.Arbitrary<RandomGame> {
  const options: fc.Arbitrary<Options> = opts.variedOptions
    ? fc.record({
        startingMoney: fc.integer({ min: 0, max: 6 }),
        certificatesPerCurrency: fc.integer({ min: 2, max: 8 }),
        certificatesRemovedAtSetup: fc.integer({ min: 0, max: 10 }),
        // Either form of a list option: comma-separated text or a JSON list.
        dividends: fc
          .tuple(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 6 }), fc.boolean())
          .map(([d, json]) => (json ? JSON.stringify(d) : d.join(','))),
        refusedSpotCounts: fc.boolean(),
        conversionRounding: fc.constantFrom('each', 'total'),
        standingsTieBreak: fc.constantFrom('strongestCertificates', 'shared'),
        bankruptScoresZero: fc.boolean(),
        certificateLimit: fc.integer({ min: 1, max: 4 }),
        noHoldersStrengthenNothing: fc.boolean(),
        mergedLoanKeepsLetters: fc.boolean(),
      })
    : fc.constant({});
  return fc
    .record({ seed: fc.string({ maxLength: 12 }), players: fc.integer({ min: 2, max: 6 }), options })
    .map(({ seed, players, options: o }) =>
      randomGame(seed, { players, options: o, ...(opts.maxActions ? { maxActions: opts.maxActions } : {}) }),
    );
}
