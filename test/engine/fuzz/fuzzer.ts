/**
 * The referee fuzzer: plays random matches of one game through the match
 * pipeline, mixing the offers the engine makes (with a full action) with
 * malformed actions (legal ones with a field broken, wrong types, deep
 * nesting, random JSON, big time jumps), and records every exception and
 * every broken invariant. The unit test runs it briefly for every game; the
 * bench (`npm run bench -- fuzz`) runs it at length and prints actions per second.
 */
import type { AnyGameDefinition, MatchConfig } from '../../../src/engine/core/game';
import { step } from '../../../src/engine/core/match';
import { resolveOptions } from '../../../src/engine/core/options';
import { createRng, type Rng } from './rng';

/** A problem the fuzzer met: an exception or a broken invariant, with where it happened. */
export interface Finding {
  readonly game: string;
  readonly seed: string;
  readonly actionIndex: number;
  readonly kind: 'exception' | 'invariant';
  readonly detail: string;
  readonly action: unknown;
}

export interface FuzzReport {
  readonly game: string;
  readonly actions: number;
  readonly accepted: number;
  readonly refused: number;
  readonly matches: number;
  readonly findings: readonly Finding[];
  readonly ms: number;
}

/** An invariant of a game's state (cards conserved, money conserved): null when it holds, else why not. */
export type Invariant = (state: unknown, initial: unknown) => string | null;

/** A game's own random driver: a legal-looking action that needs details the offers leave out (cards, amounts), or null. */
export type Proposer = (state: unknown, rng: Rng) => unknown;

const CARD_LIKE = ['7sc', '13te', '1kn', 'wild', '5se', 'AS', '10H', 'KD', '9C', '?', 'zz', ''];
const KEYS = ['type', 'player', 'seat', 'cards', 'card', 'to', 'from', 'target', 'currency', 'amount', 'line', 'op', 'code'];

function randomScalar(rng: Rng): unknown {
  switch (rng.int(9)) {
    case 0:
      return rng.int(10) - 3;
    case 1:
      return [1e9, -1e9, 2 ** 53, Number.NaN, 0.5, -0][rng.int(6)];
    case 2:
      return CARD_LIKE[rng.int(CARD_LIKE.length)];
    case 3:
      return null;
    case 4:
      return rng.int(2) === 0;
    case 5:
      return 'x'.repeat(rng.int(3) === 0 ? 5000 : 3);
    case 6:
      return ['a1', 'f6', 'c3', 'z9', 'USD', 'GBP', 'row', 'col'][rng.int(8)];
    case 7:
      return [];
    default:
      return {};
  }
}

function deepNest(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

/** A random JSON value (not always small). */
function randomJson(rng: Rng, depth = 0): unknown {
  if (depth > 3 || rng.int(3) === 0) return randomScalar(rng);
  if (rng.int(2) === 0) return Array.from({ length: rng.int(4) }, () => randomJson(rng, depth + 1));
  const o: Record<string, unknown> = {};
  for (let i = rng.int(4); i > 0; i--) o[KEYS[rng.int(KEYS.length)] as string] = randomJson(rng, depth + 1);
  return o;
}

/** A copy of `value` with one field somewhere replaced, removed, or its type changed. */
export function mutate(value: unknown, rng: Rng): unknown {
  if (value === null || typeof value !== 'object') return rng.int(2) === 0 ? randomScalar(rng) : randomJson(rng);
  if (Array.isArray(value)) {
    const copy = value.slice();
    const r = rng.int(4);
    if (r === 0 || copy.length === 0) copy.push(randomScalar(rng));
    else if (r === 1) copy.splice(rng.int(copy.length), 1);
    else if (r === 2) copy.push(...copy);
    else {
      const i = rng.int(copy.length);
      copy[i] = mutate(copy[i], rng);
    }
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const keys = Object.keys(copy);
  const r = rng.int(5);
  if (r === 0 || keys.length === 0) copy[KEYS[rng.int(KEYS.length)] as string] = randomJson(rng);
  else if (r === 1) delete copy[keys[rng.int(keys.length)] as string];
  else if (r === 2) copy[keys[rng.int(keys.length)] as string] = randomScalar(rng);
  else {
    const k = keys[rng.int(keys.length)] as string;
    copy[k] = mutate(copy[k], rng);
  }
  return copy;
}

/** Every fully formed action offered now, to the table and to each seat. */
function offeredActions(def: AnyGameDefinition, state: unknown, players: number): { action: unknown; actor: number | null }[] {
  const out: { action: unknown; actor: number | null }[] = [];
  for (const actor of [null, ...Array.from({ length: players }, (_, i) => i)]) {
    for (const offer of def.legalActions(state, actor)) {
      if (offer.action !== undefined && !offer.disabledReason) out.push({ action: offer.action, actor: offer.actor });
    }
  }
  return out;
}

/** Runs every read-only function of the definition on a state, so a crash in any of them is found. */
function readEverything(def: AnyGameDefinition, state: unknown, players: number, now: number): void {
  def.summary(state, now);
  def.outcome(state);
  def.score(state);
  def.view(state, null);
  for (let p = 0; p < players; p++) def.view(state, p);
  def.flow?.(state);
  def.clocks?.(state, now);
  def.due?.(state, now);
  def.insight?.(state);
}

function describeError(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}\n${(e.stack ?? '').split('\n').slice(1, 6).join('\n')}` : String(e);
}

/**
 * Plays random matches of `def` until `actions` actions were tried. Each
 * match has a random player count and seed; each action is a legal offer
 * (half the time, when there is one), a mutated offer, a mutated earlier
 * action or random JSON.
 */
export function fuzzGame(
  def: AnyGameDefinition,
  opts: {
    actions: number;
    seed: number;
    invariant?: Invariant;
    propose?: Proposer;
    maxPerMatch?: number;
    /** Card knowledge checked exactly, as the referee at the table checks it (GameDefinition checkedExactly). */
    exact?: boolean;
    /** Cards taken as the referee judged them, as the statistics replay (GameDefinition trustingCards). */
    trusted?: boolean;
  },
): FuzzReport {
  const rng = createRng(opts.seed);
  const findings: Finding[] = [];
  const started = performance.now();
  const maxPerMatch = opts.maxPerMatch ?? 400;
  let tried = 0;
  let accepted = 0;
  let matches = 0;
  while (tried < opts.actions && findings.length < 20) {
    matches++;
    const players = def.minPlayers + rng.int(def.maxPlayers - def.minPlayers + 1);
    const seed = `fuzz-${opts.seed}-${matches}`;
    const options = resolveOptions(def.options, {});
    if (!options.ok) throw new Error(`${def.id}: default options refused: ${options.error.message}`);
    let at = 1_700_000_000_000;
    const config: MatchConfig = { players: Array.from({ length: players }, (_, i) => `P${i + 1}`), options: options.value, seed, at };
    const setup = def.setup(config);
    // Some player counts do not fit the default options (8 Trades hands of 7 need 56 cards): a refusal, not a finding.
    if (!setup.ok) continue;
    // As core/match.ts fold sets a state up: checked exactly, or cards trusted, or neither.
    let initial: unknown = setup.value;
    if (opts.exact && def.checkedExactly) initial = def.checkedExactly(initial);
    if (opts.trusted && def.trustingCards) initial = def.trustingCards(initial);
    let state: unknown = initial;
    const history: unknown[] = [];
    let offers: { action: unknown; actor: number | null }[] = [];
    let offersFor: unknown = null;
    for (let n = 0; n < maxPerMatch && tried < opts.actions; n++) {
      tried++;
      at += rng.int(10) === 0 ? rng.int(600_000) : rng.int(3000);
      let candidate: { action: unknown; actor: number | null };
      try {
        // Offers are asked once per state: a refused action leaves the state (and so the offers) as they were.
        if (offersFor !== state) {
          offers = offeredActions(def, state, players);
          offersFor = state;
        }
        const r = rng.int(10);
        const proposed = opts.propose && (offers.length === 0 || r < 3) ? opts.propose(state, rng) : null;
        if (proposed !== null && proposed !== undefined) candidate = { action: proposed, actor: def.actingSeat?.(proposed) ?? null };
        else if (offers.length > 0 && r < 6) candidate = offers[rng.int(offers.length)] as { action: unknown; actor: number | null };
        else if (offers.length > 0 && r < 8) {
          const o = offers[rng.int(offers.length)] as { action: unknown; actor: number | null };
          candidate = { action: mutate(o.action, rng), actor: o.actor };
        } else if (history.length > 0 && r < 9) candidate = { action: mutate(history[rng.int(history.length)], rng), actor: null };
        else
          candidate = { action: rng.int(50) === 0 ? deepNest(3000) : randomJson(rng), actor: rng.int(3) === 0 ? rng.int(players) : null };
      } catch (e) {
        findings.push({ game: def.id, seed, actionIndex: n, kind: 'exception', detail: `legalActions: ${describeError(e)}`, action: null });
        break;
      }
      try {
        const next = step(def, state, n + 1, { action: candidate.action, at, actor: candidate.actor });
        if (next.ok) {
          accepted++;
          state = next.value.state;
          history.push(next.value.event.action);
          readEverything(def, state, players, at);
          const broken = opts.invariant?.(state, initial);
          if (broken) findings.push({ game: def.id, seed, actionIndex: n, kind: 'invariant', detail: broken, action: candidate.action });
        }
      } catch (e) {
        findings.push({ game: def.id, seed, actionIndex: n, kind: 'exception', detail: describeError(e), action: candidate.action });
        break;
      }
      if (def.outcome(state) !== null && rng.int(20) === 0) break;
    }
  }
  return { game: def.id, actions: tried, accepted, refused: tried - accepted, matches, findings, ms: performance.now() - started };
}
