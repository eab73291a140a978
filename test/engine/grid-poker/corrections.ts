/**
 * Random corrections and guided edits for the property tests: a move of one
 * card between any two places, naming a card the source is known to hold, a
 * card the knowledge says it may hold, any card of the game, or none. The rules decide which are legal;
 * the generator only proposes.
 */
import type { CardCode } from '../../../src/engine/core/cards';
import { randomInt, type RngState } from '../../../src/engine/core/rng';
import type { GridPokerAction, GridPokerState, Place } from '../../../src/engine/grid-poker/types';
import { gridPokerGame } from '../../../src/engine/grid-poker/index';
import { seedRng } from '../../../src/engine/core/rng';
import { conservationProblems } from '../../../src/engine/grid-poker/conservation';
import { drawable } from '../../../src/engine/grid-poker/zones';
import { codesIn } from '../../../src/engine/core/knowledge';
import { handPlace, knowledgePlace } from '../../../src/engine/grid-poker/knowledge';
import { act, CTX, deepFreeze, randomAction, start } from './driver';

function pick<T>(rng: RngState, list: readonly T[]): [T | undefined, RngState] {
  if (list.length === 0) return [undefined, rng];
  const [i, next] = randomInt(rng, list.length);
  return [list[i], next];
}

function places(state: GridPokerState): Place[] {
  const seats = state.players.map((_, seat) => seat);
  return [
    ...seats.map((seat): Place => ({ zone: 'hand', seat })),
    ...seats.map((seat): Place => ({ zone: 'company', seat })),
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((slot): Place => ({ zone: 'market', slot })),
    { zone: 'deck' },
    { zone: 'discard' },
    { zone: 'expelled' },
    { zone: 'resolving' },
  ];
}

/** Cards the source is known to hold. */
function knownAt(state: GridPokerState, p: Place): readonly CardCode[] {
  switch (p.zone) {
    case 'hand':
      return [...(state.hands[p.seat]?.known ?? []), ...(state.grid?.entries[p.seat]?.hand?.heldKnown ?? [])];
    case 'company':
      return state.companies[p.seat] ?? [];
    case 'market':
      return state.market[p.slot] ? [state.market[p.slot] as CardCode] : [];
    case 'discard':
      return state.discard.known;
    case 'expelled':
      return state.expelled;
    case 'resolving':
      return state.resolving ? [state.resolving.card] : [];
    case 'deck':
      return [];
  }
}

/** A correction that fills an empty market slot from a hand or a company when the deck and the discard are empty. */
function marketRescue(state: GridPokerState): GridPokerAction | null {
  const slot = state.market.indexOf(null);
  const moves: GridPokerAction[] = state.players.flatMap((_, seat) => [
    ...(state.companies[seat] ?? []).map((card): GridPokerAction => ({
      type: 'moveCard',
      from: { zone: 'company', seat },
      to: { zone: 'market', slot },
      card,
    })),
    ...codesIn(state.knowledge, handPlace(seat)).map((card): GridPokerAction => ({
      type: 'moveCard',
      from: { zone: 'hand', seat },
      to: { zone: 'market', slot },
      card,
    })),
  ]);
  return moves.find((m) => gridPokerGame.validate(state, m, CTX).ok) ?? null;
}

/** Up to `tries` proposed moves, of which the legal ones are returned. */
export function randomMoves(state: GridPokerState, rng: RngState, tries: number): [GridPokerAction[], RngState] {
  let r = rng;
  const all = places(state);
  const codes = Object.keys(state.composition).concat(['wild']);
  const out: GridPokerAction[] = [];
  for (let i = 0; i < tries; i++) {
    let from: Place | undefined;
    let to: Place | undefined;
    let kind: number;
    [from, r] = pick(r, all);
    [to, r] = pick(r, all);
    if (!from || !to) continue;
    [kind, r] = randomInt(r, 4);
    let card: CardCode | null | undefined = null;
    if (kind === 1) [card, r] = pick(r, knownAt(state, from));
    else if (kind === 2) [card, r] = pick(r, codesIn(state.knowledge, knowledgePlace(from)));
    else if (kind === 3) [card, r] = pick(r, codes);
    const action: GridPokerAction = { type: 'moveCard', from, to, card: card ?? null };
    if (gridPokerGame.validate(state, action, CTX).ok) out.push(action);
  }
  return [out, r];
}

export interface Run {
  readonly state: GridPokerState;
  readonly actions: readonly GridPokerAction[];
  readonly problem: string | null;
}

/** Plays a game: at each step, a legal offer, or (one step in `every`) a random legal correction. */
export function playWithCorrections(
  seed: string,
  players: number,
  options: Record<string, string | number>,
  every: number,
  steps: number,
): Run {
  let state = start(players, options, seed);
  let rng = seedRng(`conserve-${seed}`);
  const actions: GridPokerAction[] = [];
  const first = conservationProblems(state);
  if (first.length > 0) return { state, actions, problem: `at setup: ${first.join('; ')}` };
  for (let i = 0; i < steps && state.phase.kind !== 'over'; i++) {
    let roll: number;
    [roll, rng] = randomInt(rng, every);
    let next: GridPokerAction | null = null;
    if (roll === 0) {
      let moves: GridPokerAction[];
      [moves, rng] = randomMoves(state, rng, 8);
      if (moves.length > 0) {
        let k: number;
        [k, rng] = randomInt(rng, moves.length);
        next = moves[k] ?? null;
      }
    }
    if (next === null) [next, rng] = randomAction(state, rng);
    if (next === null && drawable(state) === 0 && state.market.includes(null)) {
      // The cards ran out (corrections drew them into hands): only a correction can fill the market, as at the table.
      next = marketRescue(state);
    }
    if (next === null) return { state, actions, problem: `dead end during ${state.phase.kind}: no legal action` };
    state = act(deepFreeze(state), next);
    actions.push(next);
    const problems = conservationProblems(state);
    if (problems.length > 0) return { state, actions, problem: `after ${JSON.stringify(next)}: ${problems.join('; ')}` };
  }
  return { state, actions, problem: null };
}
