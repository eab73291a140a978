/**
 * Trades bots (core/bots.ts, core/mcts.ts), played dealt by the app
 * (`dealing: app`): every hand is named at the deal and every card a bot
 * moves is named by its code, so the engine keeps knowing every card and the
 * final hands are the known hands. Trades are answered at once (the target
 * of the trade under way decides next), so the free-for-all queue holds one
 * trade at a time; the seat that declares next turns with the trades made.
 *
 * A declaration is a choice among millions of card sets, so `moves` offers a
 * seeded sample of them (plus the deck trade and, in turns mode, the pass):
 * the random bot picks a family, then its cards, at random; MCTS searches
 * the sample. The evaluation is the hand total (lower is better).
 */
import type { BotGame } from '../core/bots';
import type { Decider, GameSimulation } from '../core/bot';
import { makeBot } from '../core/bots';
import type { CardCode } from '../core/cards';
import { countdownLeft, countdownRunning } from '../core/clock';
import type { MatchConfig } from '../core/game';
import { ok } from '../core/result';
import { randomInt, shuffle, type RngState } from '../core/rng';
import { tradesGame } from './index';
import { deckCopies } from './knowledge';
import { isUnderWay } from './queue';
import { handTotal } from './scoring';
import { knowledgeOfHands, setupTrades } from './setup';
import type { TradesAction, TradesState } from './types';
import { withState } from './shape';
import { validateTrades } from './validate';

const MS_PER_ACTION = 5000;
/** Declarations sampled per decision. */
const SAMPLE = 8;

const DEALT = { dealing: 'app' } as const;

const freeSeat = (state: TradesState, seat: number): boolean => !state.open.some((t) => t.from === seat || t.to === seat);

function deciderOf(state: TradesState, at: number): Decider {
  switch (state.phase) {
    case 'finished':
      return { kind: 'done' };
    case 'ready':
      return { kind: 'table' };
    case 'scoring': {
      const seat = state.finalHands.findIndex((h) => h === null);
      return seat >= 0 ? { kind: 'seat', seat } : { kind: 'done' };
    }
    case 'trading': {
      if (!countdownRunning(state.clock) || countdownLeft(state.clock, at) === 0) return { kind: 'table' };
      const under = state.open.find((t) => isUnderWay(state, t));
      if (under) return { kind: 'seat', seat: under.to };
      const n = state.players.length;
      if (state.options.mode === 'turns') return { kind: 'seat', seat: state.turn };
      const used = state.deckTradesUsed.reduce((a, b) => a + b, 0);
      const start = (state.nextTradeId + used) % n;
      for (let i = 0; i < n; i++) if (freeSeat(state, (start + i) % n)) return { kind: 'seat', seat: (start + i) % n };
      return { kind: 'table' };
    }
  }
}

/** The codes still in the deck: every code of the deck kind not in a hand (the deck holds no card named twice). */
function deckCodes(state: TradesState): CardCode[] {
  const held = new Set(state.hands.flatMap((h) => h.known));
  return Object.keys(deckCopies(state.options.deck)).filter((c) => !held.has(c));
}

/** The card the next deck trade draws: the known bottom card once the top is used up, else one drawn at random from the deck. */
function nextDraw(state: TradesState, rng: RngState): [CardCode | null, RngState] {
  if (state.deck.unknownTop === 0) return [state.deck.cycled[0] ?? null, rng];
  const cycled = new Set(state.deck.cycled.filter((c): c is CardCode => c !== null));
  const top = deckCodes(state).filter((c) => !cycled.has(c));
  if (top.length === 0) return [null, rng];
  const [i, r] = randomInt(rng, top.length);
  return [top[i] as CardCode, r];
}

function sampleCards(hand: readonly CardCode[], n: number, rng: RngState): [CardCode[], RngState] {
  const [order, r] = shuffle(rng, hand);
  return [order.slice(0, n), r];
}

/** One random declaration (mandatory or optional, to a random other seat, of random cards), or null. */
function randomDeclare(state: TradesState, seat: number, rng: RngState): [TradesAction | null, RngState] {
  let r = rng;
  const others = state.players.map((_, i) => i).filter((i) => i !== seat && (state.options.mode === 'turns' || freeSeat(state, i)));
  if (others.length === 0) return [null, r];
  const [j, r1] = randomInt(r, others.length);
  r = r1;
  const to = others[j] as number;
  const hand = state.hands[seat]?.known ?? [];
  const max = Math.min(4, hand.length, state.hands[to]?.size ?? 0);
  if (max < 1) return [null, r];
  const [pick, r2] = randomInt(r, max >= 2 ? 2 : 1);
  const optional = pick === 1;
  const [k, r3] = randomInt(r2, optional ? max - 1 : max);
  const n = k + (optional ? 2 : 1);
  const [cards, r4] = sampleCards(hand, n, r3);
  r = r4;
  if (!optional) return [{ type: 'declare', kind: 'mandatory', from: seat, to, give: cards }, r];
  const down = Math.ceil(n / 2);
  return [{ type: 'declare', kind: 'optional', from: seat, to, give: cards.slice(0, down), faceUp: cards.slice(down) }, r];
}

/** The target's answers to the trade under way: blind picks and own choices drawn at random. */
function answers(state: TradesState, seat: number, rng: RngState): [TradesAction[], RngState] {
  const t = state.open.find((o) => isUnderWay(state, o));
  if (!t || t.to !== seat) return [[], rng];
  let r = rng;
  const hand = state.hands[seat]?.known ?? [];
  const n = t.give.length;
  const out: TradesAction[] = [];
  for (let tries = 0; tries < SAMPLE; tries++) {
    let order: CardCode[];
    [order, r] = shuffle(r, hand);
    if (t.kind === 'optional') out.push({ type: 'accept', trade: t.id, picked: order.slice(0, n) });
    else {
      const blind = Math.floor(n / 2);
      out.push({ type: 'complete', trade: t.id, picked: order.slice(0, blind), chosen: order.slice(blind, blind + Math.ceil(n / 2)) });
    }
  }
  if (t.kind === 'optional') out.push({ type: 'refuse', trade: t.id });
  return [out, r];
}

function candidates(state: TradesState, actor: number | null, rng: RngState, at: number): [TradesAction[], RngState] {
  let r = rng;
  if (actor === null) {
    if (state.phase === 'ready') return [[{ type: 'startClock' }], r];
    if (state.phase !== 'trading') return [[], r];
    if (!countdownRunning(state.clock)) return [[{ type: 'resumeClock' }], r];
    return [countdownLeft(state.clock, at) === 0 ? [{ type: 'timeUp' }] : [], r];
  }
  if (state.phase === 'scoring') {
    const hand = state.hands[actor]?.known ?? [];
    return [state.finalHands[actor] === null ? [{ type: 'enterHand', player: actor, cards: [...hand] }] : [], r];
  }
  if (state.phase !== 'trading') return [[], r];
  if (state.open.some((t) => isUnderWay(state, t))) return answers(state, actor, r);
  const out: TradesAction[] = [];
  for (let i = 0; i < SAMPLE; i++) {
    let a: TradesAction | null;
    [a, r] = randomDeclare(state, actor, r);
    if (a) out.push(a);
  }
  const hand = state.hands[actor]?.known ?? [];
  if (state.options.deckTrades - (state.deckTradesUsed[actor] ?? 0) > 0 && hand.length > 0) {
    let draw: CardCode | null;
    [draw, r] = nextDraw(state, r);
    let i: number;
    [i, r] = randomInt(r, hand.length);
    if (draw !== null) out.push({ type: 'deckTrade', player: actor, give: hand[i] as CardCode, draw });
  }
  if (state.options.mode === 'turns') out.push({ type: 'pass', player: actor });
  return [out, r];
}

/** The candidates of `actor` once each (a sample may repeat itself), not yet judged by the rules. */
function distinctCandidates(state: TradesState, actor: number | null, rng: RngState, at: number): [TradesAction[], RngState] {
  const d = deciderOf(state, at);
  if (d.kind === 'done' || (d.kind === 'table' ? actor !== null : actor !== d.seat)) return [[], rng];
  const [list, r] = candidates(state, actor, rng, at);
  if (list.length < 2) return [list, r];
  const seen = new Set<string>();
  return [
    list.filter((a) => {
      const key = JSON.stringify(a);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
    r,
  ];
}

/** When nothing of the sample is legal (the previous-trade rule): one card not received last, to the next free seat, if legal. */
function fallback(state: TradesState, actor: number | null, at: number): TradesAction[] {
  const d = deciderOf(state, at);
  if (actor === null || state.phase !== 'trading' || d.kind !== 'seat' || d.seat !== actor) return [];
  const hand = state.hands[actor];
  const card = hand?.known.find((c) => !hand.lastReceived.includes(c));
  const to = state.players.map((_, i) => i).find((i) => i !== actor && freeSeat(state, i));
  const safe: TradesAction | null =
    card !== undefined && to !== undefined ? { type: 'declare', kind: 'mandatory', from: actor, to, give: [card] } : null;
  return safe && validateTrades(state, safe, { at }).ok ? [safe] : [];
}

function moves(state: TradesState, actor: number | null, rng: RngState, at: number): [TradesAction[], RngState] {
  const [list, r] = distinctCandidates(state, actor, rng, at);
  const ctx = { at };
  const legal = list.filter((a) => validateTrades(state, a, ctx).ok);
  return [legal.length > 0 ? legal : fallback(state, actor, at), r];
}

/**
 * One action of `moves`, uniformly at random, judging only the candidates it
 * draws (rejection sampling): a refused draw leaves the pool and another is
 * drawn, so every legal candidate is equally likely, as when all are judged.
 */
function randomMove(state: TradesState, actor: number | null, rng: RngState, at: number): [TradesAction | null, RngState] {
  const [list, r0] = distinctCandidates(state, actor, rng, at);
  const pool = list.slice();
  const ctx = { at };
  let r = r0;
  while (pool.length > 0) {
    let i: number;
    [i, r] = randomInt(r, pool.length);
    const a = pool[i] as TradesAction;
    if (validateTrades(state, a, ctx).ok) return [a, r];
    pool[i] = pool[pool.length - 1] as TradesAction;
    pool.pop();
  }
  return [fallback(state, actor, at)[0] ?? null, r];
}

/** Lower totals win: the evaluation is the negated total of the known hand. */
const evaluate = (state: TradesState, seat: number): number => -handTotal(state.finalHands[seat] ?? state.hands[seat]?.known ?? []);

/** The other hands and the deck dealt anew from the cards `seat` cannot see (before any card went under the deck). */
function determinize(state: TradesState, seat: number, rng: RngState): [TradesState, RngState] {
  // Open trades name the cards they move, so the hands stay as they are while one is open.
  if (state.deck.cycled.length > 0 || state.phase !== 'trading' || state.open.length > 0) return [state, rng];
  const hidden = state.hands.flatMap((h, i) => (i === seat ? [] : h.known));
  const [mixed, r] = shuffle(rng, [...hidden, ...deckCodes(state)]);
  let at = 0;
  const hands = state.hands.map((h, i) => {
    if (i === seat) return h;
    const known = mixed.slice(at, at + h.known.length);
    at += h.known.length;
    return { ...h, known, lastReceived: h.lastReceived.filter((c) => known.includes(c)) };
  });
  if (state.hands.some((h) => h.marked.length > 0)) return [state, rng];
  const knowledge = knowledgeOfHands(
    state,
    hands.map((h) => h.known),
  );
  return knowledge ? [withState(state, { hands, knowledge }), r] : [state, rng];
}

const game: BotGame<TradesState, TradesAction> = {
  def: tradesGame,
  players: (s) => s.players.length,
  decider: deciderOf,
  moves,
  randomMove,
  evaluate,
  evaluationScale: 6,
  determinize,
  msPerAction: MS_PER_ACTION,
  rolloutDepth: 40,
};

export const tradesSimulation: GameSimulation<TradesState, TradesAction> = {
  dealtOptions: DEALT,
  setup: (config: MatchConfig) => setupTrades({ ...config, options: { ...config.options, ...DEALT } }),
  decider: deciderOf,
  msPerAction: MS_PER_ACTION,
  bot: (spec) => ok(makeBot(game, spec)),
};

export { game as tradesBotGame };
