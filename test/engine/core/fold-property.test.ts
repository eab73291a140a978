/**
 * The fold gives back the live state: for random games of all five games,
 * each driven by random legal actions through the pipeline's step, as the
 * renderer's session does, folding the log that step wrote (through a JSON
 * round trip, as stored) gives a state deep-equal to the live one, with no
 * event refused. The actions are the engine's fully formed offers, with the
 * offer's actor (so the actor check holds for every offer); where a game
 * offers few of those (Tech Grid Poker's market, For-Ex's amounts, Trades'
 * trades need card details) its own test driver supplies the rest. Kept short: a few dozen
 * actions per game.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, type ActionOffer, type AnyGameDefinition, type GameId } from '../../../src/engine/core/game';
import type { LogEvent } from '../../../src/engine/core/log';
import { check, fold, step } from '../../../src/engine/core/match';
import { resolveOptions } from '../../../src/engine/core/options';
import { unwrap } from '../../../src/engine/core/result';
import { getGame } from '../../../src/engine/registry';
import { seedRng, type RngState } from '../../../src/engine/core/rng';
import type { GridPokerState } from '../../../src/engine/grid-poker/types';
import type { ForExState } from '../../../src/engine/for-ex/types';
import { randomLegalAction as forExAction } from '../for-ex/random-game';
import { randomAction as gridPokerAction } from '../grid-poker/driver';
import { randomTradesGame } from '../trades/random-game';

const NAMES = ['Ann', 'Bo', 'Cy', 'Di', 'Eli', 'Fay'];

function offersNow(def: AnyGameDefinition, state: unknown, players: number, at: number): ActionOffer[] {
  const all = [null, ...Array.from({ length: players }, (_, s) => s)].flatMap((actor) => def.legalActions(state, actor));
  return all.filter((o) => {
    if (o.action === undefined || o.disabledReason) return false;
    const refusal = check(def, state, { action: o.action, at, actor: o.actor });
    // An offer is made for the seat that takes it: the engine must never offer what its actor check refuses.
    if (refusal?.code === 'ERR_ACTOR_MISMATCH') throw new Error(`${def.id} offers ${JSON.stringify(o)}: ${refusal.message}`);
    return refusal === null;
  });
}

/** The next action: a random fully formed offer, or (Tech Grid Poker, For-Ex: half the time or when none) the game's driver's pick. */
function nextInput(
  def: AnyGameDefinition,
  state: unknown,
  players: number,
  at: number,
  pick: number,
  rng: RngState,
): [{ action: unknown; actor: number | null } | null, RngState] {
  const offers = offersNow(def, state, players, at);
  if (def.id === 'grid-poker' && (offers.length === 0 || pick % 2 === 0)) {
    // The driver's state type is the game's: `def` is gridPokerGame here.
    const [action, next] = gridPokerAction(state as GridPokerState, rng);
    return [action ? { action, actor: def.actingSeat?.(action) ?? null } : null, next];
  }
  if (def.id === 'for-ex' && (offers.length === 0 || pick % 2 === 0)) {
    // The driver's state type is the game's: `def` is forExGame here.
    const [action, next] = forExAction(state as ForExState, rng);
    return [action ? { action, actor: def.actingSeat?.(action) ?? null } : null, next];
  }
  const offer = offers[pick % Math.max(1, offers.length)];
  return [offer ? { action: offer.action, actor: offer.actor } : null, rng];
}

function playRandom(id: GameId, seed: string, players: number, picks: readonly number[]) {
  const def = unwrap(getGame(id));
  const config = { players: NAMES.slice(0, players), options: unwrap(resolveOptions(def.options, {})), seed, at: 1_000 };
  let state: unknown = unwrap(def.setup(config));
  const events: LogEvent[] = [];
  let rng = seedRng(`fold-${seed}`);
  for (const pick of picks) {
    const at = 1_000 + (events.length + 1) * 500;
    let input: { action: unknown; actor: number | null } | null;
    [input, rng] = nextInput(def, state, players, at, pick, rng);
    if (!input) break;
    const next = unwrap(step(def, state, events.length + 1, { ...input, at }));
    events.push(next.event);
    state = next.state;
  }
  if (process.env.FOLD_LEN) console.log(id, events.length);
  return { def, config, state, events };
}

/** Trades: the trades test driver's random game (its table truth names the cards), stepped live through the pipeline. */
function playRandomTrades(seed: string, players: number, steps: number) {
  const game = randomTradesGame({ seed, players, steps });
  const def = unwrap(getGame('trades'));
  let state: unknown = unwrap(def.setup(game.config));
  const events: LogEvent[] = [];
  for (const e of game.events) {
    const next = unwrap(step(def, state, events.length + 1, e));
    events.push(next.event);
    state = next.state;
  }
  if (process.env.FOLD_LEN) console.log('trades', events.length);
  return { def, config: game.config, state, events };
}
describe('fold over the log equals the live state', () => {
  for (const id of GAME_IDS) {
    it(`${id}: random legal games`, () => {
      const def = unwrap(getGame(id));
      fc.assert(
        fc.property(
          fc.string({ maxLength: 8 }),
          fc.integer({ min: def.minPlayers, max: Math.min(def.maxPlayers, 4) }),
          fc.array(fc.nat(1000), { minLength: 10, maxLength: 40 }),
          (seed, players, picks) => {
            const live = id === 'trades' ? playRandomTrades(seed, players, picks.length) : playRandom(id, seed, players, picks);
            // Through a JSON round trip, as the store writes and reads the log.
            const stored = JSON.parse(JSON.stringify(live.events)) as LogEvent[];
            for (const mode of ['stop', 'skip'] as const) {
              const folded = unwrap(fold(live.def, live.config, stored, { onRefused: mode }));
              expect(folded.refused).toEqual([]);
              expect(folded.applied).toBe(stored.length);
              expect(folded.state).toEqual(live.state);
            }
          },
        ),
        { numRuns: 15 },
      );
    });
  }
});
