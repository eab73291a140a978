/**
 * Test helpers for the Tech Grid Poker rules: start a match, play checked
 * actions, and a seeded random driver that picks a legal action at each
 * step (filling in card identities the table would show) for the property
 * tests and whole-game runs.
 */
import { expect } from 'vitest';
import type { CardCode } from '../../../src/engine/core/cards';
import { play, type ActionOffer, type MatchConfig } from '../../../src/engine/core/game';
import { randomInt, seedRng, shuffle, type RngState } from '../../../src/engine/core/rng';
import { unwrap } from '../../../src/engine/core/result';
import { gridPokerGame } from '../../../src/engine/grid-poker/index';
import type { GridPokerAction, GridPokerState } from '../../../src/engine/grid-poker/types';
import { codesIn, nameIn, type Knowledge, type Wording } from '../../../src/engine/core/knowledge';
import { committedPlace, DECK, handPlace } from '../../../src/engine/grid-poker/knowledge';
import { readyDeck } from '../../../src/engine/grid-poker/zones';

export const CTX = { at: 0 };
const quiet: Wording = { names: (p) => p, rule: 'test', path: '' };

export function config(players = 3, options: Record<string, string | number> = {}, seed = 'seed-1'): MatchConfig {
  return { players: ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'].slice(0, players), options, seed, at: 0 };
}

export function start(players = 3, options: Record<string, string | number> = {}, seed = 'seed-1'): GridPokerState {
  return unwrap(gridPokerGame.setup(config(players, options, seed)));
}

export function act(state: GridPokerState, action: GridPokerAction): GridPokerState {
  const parsed = unwrap(gridPokerGame.parseAction(action));
  return unwrap(play(gridPokerGame, state, parsed, CTX));
}

export function acts(state: GridPokerState, actions: readonly GridPokerAction[]): GridPokerState {
  return actions.reduce(act, state);
}

export function refuses(state: GridPokerState, action: GridPokerAction, code: string): string {
  const r = gridPokerGame.validate(state, action, CTX);
  expect(r.ok, `expected ${code} for ${JSON.stringify(action)}`).toBe(false);
  if (r.ok) return '';
  expect(r.error.code).toBe(code);
  expect(r.error.message.length).toBeGreaterThan(10);
  return r.error.message;
}

/** Fills the market with the given 9 codes (row by row). */
export const fillMarket = (state: GridPokerState, cards: readonly CardCode[]): GridPokerState =>
  acts(
    state,
    cards.map((card, slot) => ({ type: 'fillMarket', slot, card })),
  );

/** The codes the top of the deck may be (after the reshuffle an empty deck waits for). */
export const poolCodes = (state: GridPokerState): CardCode[] => codesIn(readyDeck(state).knowledge, DECK);

function pick<T>(rng: RngState, list: readonly T[]): [T, RngState] {
  const [i, next] = randomInt(rng, list.length);
  return [list[i] as T, next];
}

/**
 * `n` cards a place could hold together: `own` first (cards known there), then
 * each next one among the codes the knowledge says may be there once the
 * earlier ones are named there, checked by naming it with all the earlier ones.
 */
function placeCards(state: GridPokerState, place: string, n: number, rng: RngState, own: readonly CardCode[] = []): [CardCode[], RngState] {
  let r = rng;
  const out = own.slice(0, n);
  let k = state.knowledge;
  if (out.length > 0 && out.length < n) {
    const named = nameIn(k, place, out, quiet);
    if (named.ok) k = named.value;
  }
  while (out.length < n) {
    // Each next card is one the table can still hold there with the earlier ones named: a code that "may be
    // there" alone can still be ruled out together with them (the pair at a reveal), which left a dead end.
    let order: CardCode[];
    [order, r] = shuffle(r, codesIn(k, place));
    let named: Knowledge | null = null;
    let c: CardCode | undefined;
    for (const code of order) {
      // Named together with the earlier ones on the first table: naming a code again on a table where it is
      // already named only finds the same card (two decks: a second copy is not asked for), a dead end at a reveal.
      const next = nameIn(state.knowledge, place, [...out, code], quiet);
      if (next.ok) {
        named = next.value;
        c = code;
        break;
      }
    }
    if (named === null || c === undefined) break;
    out.push(c);
    k = named;
  }
  return [out, r];
}

/** Several tries at cards for a hand (a random pick may be one the table rules out together). */
function handCards(state: GridPokerState, seat: number, n: number, rng: RngState): [CardCode[][], RngState] {
  let r = rng;
  const out: CardCode[][] = [];
  const known = state.hands[seat]?.known ?? [];
  for (let i = 0; i < 2; i++) {
    let cards: CardCode[];
    [cards, r] = placeCards(state, handPlace(seat), n, r, i === 0 ? known : []);
    out.push(cards);
  }
  return [out, r];
}

/** The table's offers and every seat's, as the definition gives them (each asked with its own actor). */
export const offersOf = (state: GridPokerState): ActionOffer[] =>
  [null, ...state.players.map((_, seat) => seat)].flatMap((actor) => gridPokerGame.legalActions(state, actor));

/** A random legal action, or null when there is none (game over). */
export function randomAction(state: GridPokerState, rng: RngState): [GridPokerAction | null, RngState] {
  let r = rng;
  const offers = offersOf(state);
  const ready = offers.filter((o) => o.action && !o.disabledReason).map((o) => o.action as GridPokerAction);
  const asks = offers.filter((o) => !o.action);
  const candidates: GridPokerAction[] = ready.slice();
  for (const o of asks) {
    const seat = o.actor ?? 0;
    switch (o.type) {
      case 'fillMarket': {
        const slot = state.market.indexOf(null);
        const pool = poolCodes(state);
        // Every copy may be placed already (a correction moved the last unknown card): nothing to name then.
        if (pool.length === 0) break;
        let card: CardCode;
        [card, r] = pick(r, pool);
        candidates.push({ type: 'fillMarket', slot, card });
        break;
      }
      case 'formCompany': {
        let tries: CardCode[][];
        [tries, r] = handCards(state, seat, Math.max(0, 2 - (state.companies[seat]?.length ?? 0)), r);
        for (const cards of tries) candidates.push({ type: 'formCompany', seat, cards });
        break;
      }
      case 'revealHand': {
        const held = state.grid?.entries[seat]?.hand?.heldKnown ?? [];
        for (let i = 0; i < 2; i++) {
          let cards: CardCode[];
          [cards, r] = placeCards(state, committedPlace(seat), 2, r, i === 0 ? held : []);
          candidates.push({ type: 'revealHand', seat, cards });
        }
        break;
      }
      case 'useEffect': {
        const fresh = state.phase.kind === 'companyEffects' || state.phase.kind === 'handEffects' ? (state.phase.fresh[seat] ?? []) : [];
        if (fresh.length > 0) candidates.push({ type: 'useEffect', seat, card: fresh[0] as CardCode });
        if (state.phase.kind === 'companyEffects') {
          const company = state.companies[seat] ?? [];
          if (company.length > 0)
            candidates.push({ type: 'useEffect', seat, card: company[0] as CardCode, text: 'Effect text from the deck file' });
        } else if ((state.hands[seat]?.count ?? 0) > 0) {
          let tries: CardCode[][];
          [tries, r] = handCards(state, seat, 1, r);
          candidates.push({ type: 'useEffect', seat, card: tries[0]?.[0] as CardCode });
        }
        break;
      }
      case 'improveCompany': {
        if ((state.hands[seat]?.count ?? 0) > 0) {
          let tries: CardCode[][];
          [tries, r] = handCards(state, seat, 1, r);
          const company = state.companies[seat] ?? [];
          candidates.push({
            type: 'improveCompany',
            seat,
            card: tries[0]?.[0] as CardCode,
            replace: company.length >= 2 ? (company[1] as CardCode) : null,
          });
        }
        break;
      }
      case 'moveCard': {
        // A typical guided edit: the market card at a random slot is discarded and replaced from the deck.
        const slot = state.market.findIndex((c) => c !== null);
        if (slot >= 0) candidates.push({ type: 'moveCard', from: { zone: 'market', slot }, to: { zone: 'discard' }, card: null });
        const empty = state.market.indexOf(null);
        const pool = poolCodes(state);
        if (empty >= 0 && state.deck + state.discard.count > 0 && pool.length > 0) {
          let card: CardCode;
          [card, r] = pick(r, pool);
          candidates.push({ type: 'moveCard', from: { zone: 'deck' }, to: { zone: 'market', slot: empty }, card });
        }
        break;
      }
      default:
        break;
    }
  }
  const valid = candidates.filter((a) => gridPokerGame.validate(state, a, CTX).ok);
  if (valid.length === 0) return [null, r];
  return pick(r, valid);
}

/** Freezes a state all the way down, so a rule that mutates its input throws (modules run in strict mode). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

/** Plays up to `steps` random legal actions (on frozen states); returns the actions and the final state. */
export function randomGame(
  seed: string,
  players: number,
  steps: number,
  options: Record<string, string | number> = {},
): { actions: GridPokerAction[]; state: GridPokerState; start: GridPokerState } {
  const first = start(players, options, seed);
  let state = first;
  let rng = seedRng(`driver-${seed}`);
  const actions: GridPokerAction[] = [];
  for (let i = 0; i < steps; i++) {
    let a: GridPokerAction | null;
    [a, rng] = randomAction(state, rng);
    if (!a) break;
    state = act(deepFreeze(state), a);
    actions.push(a);
  }
  return { actions, state, start: first };
}
