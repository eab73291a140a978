/**
 * Tech Grid Poker bots (core/bots.ts, core/mcts.ts), played dealt by the app
 * (`dealing: app`: every card leaves the app's seeded deck named, so a bot
 * knows its hand and the table bot turns the deck's top card into the
 * market). The moves are listed by phase, straight from the state
 * (legalActions would apply every offer to mark the irreversible ones: too
 * slow for thousands of games), each checked by validate. At a table-dealt
 * match a card the engine does not know is drawn with the bot's seeded
 * generator from the cards whose place is unknown, as a shuffled deck would
 * deal it. Effects are not used (they are guided edits at the table); the
 * evaluation is the points scored so far.
 */
import type { BotGame } from '../core/bots';
import type { Decider, GameSimulation } from '../core/bot';
import { makeBot } from '../core/bots';
import type { CardCode } from '../core/cards';
import type { MatchConfig } from '../core/game';
import { ok } from '../core/result';
import { randomInt, shuffle, type RngState } from '../core/rng';
import { gridPokerGame } from './index';
import { handLimit } from './round';
import { setup } from './setup';
import type { GridPokerAction, GridPokerState, Line } from './types';
import { revealable, validate } from './validate';
import { canName, codesIn, knownIn, placesIn, type Wording } from '../core/knowledge';
import { committedPlace, DECK } from './knowledge';
import { dealtTop, lineSlots } from './zones';
import { withState } from './shape';

const MS_PER_ACTION = 3000;

/** canName's wording: the bot only asks whether a pair is possible, so the words are never shown. */
const QUIET: Wording = { names: (p) => p, rule: '', path: '' };

const LINES: readonly Line[] = [0, 1, 2].flatMap((index) => [
  { axis: 'row' as const, index },
  { axis: 'column' as const, index },
]);

/** The codes whose place is unknown, one entry per copy: every copy not certainly in a place other than the deck (core/knowledge). */
function poolCodes(state: GridPokerState): CardCode[] {
  const placed = new Map<CardCode, number>();
  for (const place of placesIn(state.knowledge))
    if (place !== DECK) for (const code of knownIn(state.knowledge, place)) placed.set(code, (placed.get(code) ?? 0) + 1);
  const out: CardCode[] = [];
  for (const [code, copies] of Object.entries(state.knowledge.copies))
    for (let i = copies - (placed.get(code) ?? 0); i > 0; i--) out.push(code);
  return out;
}

/** `n` cards the hand of `seat` may hold: its known cards first (or `own`), then cards drawn from the pool. */
function handCards(state: GridPokerState, seat: number, n: number, rng: RngState, own?: readonly CardCode[]): [CardCode[], RngState] {
  const known = (own ?? state.hands[seat]?.known ?? []).slice(0, n);
  if (known.length >= n) return [known, rng];
  const pool = poolCodes(state);
  let r = rng;
  const out = known.slice();
  while (out.length < n && pool.length > 0) {
    let i: number;
    [i, r] = randomInt(r, pool.length);
    out.push(pool[i] as CardCode);
    pool.splice(i, 1);
  }
  return [out, r];
}

function deciderOf(state: GridPokerState): Decider {
  const p = state.phase;
  if (p.kind === 'over') return { kind: 'done' };
  if (state.resolving) return { kind: 'seat', seat: state.resolving.seat };
  if (state.market.includes(null)) return { kind: 'table' };
  switch (p.kind) {
    case 'market':
    case 'refill':
      return { kind: 'table' };
    case 'company':
    case 'companyEffects':
    case 'handEffects':
    case 'commit':
    case 'place':
    case 'improve':
      return { kind: 'seat', seat: p.turn };
    case 'setupDiscard':
      return { kind: 'seat', seat: Math.max(0, p.done.indexOf(false)) };
    case 'reveal': {
      const seat = state.grid?.entries.findIndex((e) => e.hand && !e.hand.cards) ?? -1;
      return seat >= 0 ? { kind: 'seat', seat } : { kind: 'table' };
    }
    case 'marketDiscard':
      return { kind: 'seat', seat: p.queue[0]?.seat ?? 0 };
    case 'returnOrRedraw':
      return { kind: 'seat', seat: Math.max(0, p.pending.indexOf(true)) };
    case 'endDiscard': {
      const limit = handLimit(state);
      return {
        kind: 'seat',
        seat: Math.max(
          0,
          state.hands.findIndex((h) => h.count > limit),
        ),
      };
    }
  }
}

/** The candidate actions of the decider now (not yet validated). */
function candidates(state: GridPokerState, seat: number | null, rng: RngState): [GridPokerAction[], RngState] {
  const p = state.phase;
  let r = rng;
  if (state.resolving) return [[{ type: 'finishEffect' }], r];
  if (seat === null) {
    const slot = state.market.indexOf(null);
    if (slot < 0) return [[], r];
    // Dealt by the app: the slot gets the top of the app's deck.
    const top = dealtTop(state);
    if (top !== null) return [[{ type: 'fillMarket', slot, card: top }], r];
    const pool = poolCodes(state);
    if (pool.length === 0) return [[], r];
    let i: number;
    [i, r] = randomInt(r, pool.length);
    return [[{ type: 'fillMarket', slot, card: pool[i] as CardCode }], r];
  }
  switch (p.kind) {
    case 'company': {
      let cards: CardCode[];
      [cards, r] = handCards(state, seat, 2 - (state.companies[seat]?.length ?? 0), r);
      return [[{ type: 'formCompany', seat, cards }], r];
    }
    case 'setupDiscard': {
      const n = state.options.setupDiscards;
      const hand = state.hands[seat];
      if (hand && hand.known.length === hand.count && n > 0) return [[{ type: 'setupDiscard', seat, cards: hand.known.slice(0, n) }], r];
      return [[{ type: 'setupDiscard', seat }], r];
    }
    case 'companyEffects':
    case 'handEffects':
      return [[{ type: 'passEffect', seat }], r];
    case 'commit':
      return [[...LINES.map((line): GridPokerAction => ({ type: 'commitHand', seat, line })), { type: 'commitHand', seat, line: null }], r];
    case 'place':
      return [
        [...LINES.map((line): GridPokerAction => ({ type: 'placeCompany', seat, line })), { type: 'placeCompany', seat, line: null }],
        r,
      ];
    case 'reveal': {
      // The pair lies in its own place of the knowledge (committed:seat): reveal what it certainly holds, or
      // pairs of the codes it may hold (the validation that follows keeps the consistent ones).
      const place = committedPlace(seat);
      const certain = knownIn(state.knowledge, place);
      if (certain.length >= 2) return [[{ type: 'revealHand', seat, cards: certain.slice(0, 2) }], r];
      // Name the pair card by card, each time a code the table can still hold there (at most 2 x codes checks).
      // The pair's check is the validation's own question (the committed place holds two cards: holding at least
      // these two is holding exactly them), asked so that the validation is answered from its memo.
      const cards = certain.slice();
      while (cards.length < 2) {
        let order: CardCode[];
        [order, r] = shuffle(r, codesIn(state.knowledge, place));
        const ok = (c: CardCode): boolean =>
          cards.length === 1 ? revealable(state, seat, [...cards, c]).ok : canName(state.knowledge, place, [...cards, c], QUIET).ok;
        const next = order.find(ok);
        if (next === undefined) return [[], r];
        cards.push(next);
      }
      return [[{ type: 'revealHand', seat, cards }], r];
    }
    case 'marketDiscard': {
      const due = p.queue[0];
      if (!due) return [[], r];
      return [
        lineSlots(due.line).flatMap((slot): GridPokerAction[] =>
          state.market[slot] !== null ? [{ type: 'discardMarket', seat, slot }] : [],
        ),
        r,
      ];
    }
    case 'returnOrRedraw':
      return [
        [
          { type: 'returnOrRedraw', seat, choice: 'return' },
          { type: 'returnOrRedraw', seat, choice: 'redraw' },
        ],
        r,
      ];
    case 'improve': {
      const out: GridPokerAction[] = [{ type: 'improveCompany', seat, card: null }];
      if ((state.hands[seat]?.count ?? 0) > 0) {
        let cards: CardCode[];
        [cards, r] = handCards(state, seat, 1, r);
        const card = cards[0];
        const company = state.companies[seat] ?? [];
        if (card !== undefined) {
          if (company.length < 2) out.push({ type: 'improveCompany', seat, card, replace: null });
          for (const replace of new Set(company)) out.push({ type: 'improveCompany', seat, card, replace });
        }
      }
      return [out, r];
    }
    case 'endDiscard': {
      const hand = state.hands[seat];
      const count = (hand?.count ?? 0) - handLimit(state);
      if (!hand || count <= 0) return [[], r];
      return [[{ type: 'endDiscard', seat, count, ...(hand.known.length === hand.count ? { cards: hand.known.slice(0, count) } : {}) }], r];
    }
    default:
      return [[], r];
  }
}

function moves(state: GridPokerState, actor: number | null, rng: RngState): [GridPokerAction[], RngState] {
  const d = deciderOf(state);
  if (d.kind === 'done' || (d.kind === 'table' ? actor !== null : actor !== d.seat)) return [[], rng];
  const [list, r] = candidates(state, actor, rng);
  return [list.filter((a) => validate(state, a).ok), r];
}

/**
 * One action of `moves`, uniformly at random, judging only the candidates it
 * draws (rejection sampling): a refused draw leaves the pool and another is
 * drawn, so every accepted candidate is as likely as when all are judged.
 */
function randomMove(state: GridPokerState, actor: number | null, rng: RngState): [GridPokerAction | null, RngState] {
  const d = deciderOf(state);
  if (d.kind === 'done' || (d.kind === 'table' ? actor !== null : actor !== d.seat)) return [null, rng];
  const [list, r0] = candidates(state, actor, rng);
  const pool = list.slice();
  let r = r0;
  while (pool.length > 0) {
    let i: number;
    [i, r] = randomInt(r, pool.length);
    const a = pool[i] as GridPokerAction;
    if (validate(state, a).ok) return [a, r];
    pool[i] = pool[pool.length - 1] as GridPokerAction;
    pool.pop();
  }
  return [null, r];
}

/** Points so far: the game's own score. */
const points = (state: GridPokerState, seat: number): number => state.scores.reduce((sum, round) => sum + (round[seat] ?? 0), 0);

/**
 * What a seat cannot see, sampled anew for a search: the order of the app's
 * deck (its cards are known as a set, their order is not). The other hands
 * stay as dealt: redealing them would mean rebuilding the card knowledge on
 * every iteration, which costs more than the search gains.
 */
function determinize(state: GridPokerState, _seat: number, rng: RngState): [GridPokerState, RngState] {
  if (!state.dealt || state.dealt.length < 2) return [state, rng];
  const [dealt, r] = shuffle(rng, state.dealt);
  return [withState(state, { dealt }), r];
}

export const gridPokerBotGame: BotGame<GridPokerState, GridPokerAction> = {
  def: gridPokerGame,
  players: (s) => s.players.length,
  decider: (s) => deciderOf(s),
  moves,
  randomMove,
  evaluate: points,
  evaluationScale: 2,
  determinize,
  msPerAction: MS_PER_ACTION,
  rolloutDepth: 200,
};

/** Dealt by the app: every card leaves the app's seeded deck named, so the engine knows them all. */
const DEALT = { dealing: 'app' } as const;

export const gridPokerSimulation: GameSimulation<GridPokerState, GridPokerAction> = {
  dealtOptions: DEALT,
  setup: (config: MatchConfig) => setup({ ...config, options: { ...config.options, ...DEALT } }),
  decider: (s) => deciderOf(s),
  msPerAction: MS_PER_ACTION,
  bot: (spec) => ok(makeBot(gridPokerBotGame, spec)),
};
