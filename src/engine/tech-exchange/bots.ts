/**
 * Tech Exchange bots (core/bots.ts, core/mcts.ts), played dealt by the app
 * (`dealing: app`). Real-time trading is simulated as rounds of offers
 * (docs/simulation.md): the seat to offer, in turn from the first player,
 * offers some of its cards to a seat still trading for as many of that
 * seat's; the partner answers with the cards it values least and accepts only
 * an offer that does not lower its hand's best score, so `moves` lists only
 * accepted offers (a declined offer changes nothing and is not logged). A
 * seat may instead announce it is done. Card effects are passed (they are
 * guided edits at the table). A card turned from the deck is drawn with the
 * bot's seeded generator among the cards the deck may hold.
 */
import type { BotGame } from '../core/bots';
import type { Decider, GameSimulation } from '../core/bot';
import { makeBot } from '../core/bots';
import { DOMAINS, type CardCode, type Domain } from '../core/cards';
import type { MatchConfig } from '../core/game';
import { codesIn, countIn } from '../core/knowledge';
import { ok } from '../core/result';
import { randomInt, shuffle, type RngState } from '../core/rng';
import { clockExpired } from './clock';
import { stackLimitReached, tradingOver } from './round';
import { techExchangeGame } from './index';
import { DECK, DISCARD, handPlace } from './knowledge';
import type { StackSizes } from './scoring';
import { bestGroupingCached, bestScore } from './scoring-cache';
import { setupTechExchange } from './setup';
import type { TechExchangeAction, TechExchangeState, Zone } from './types';
import { validateTechExchange } from './validate';

const MS_PER_ACTION = 4000;
/** Offers tried per decision. */
const SAMPLE = 6;
const DEALT = { dealing: 'app' } as const;

const sizes = (s: TechExchangeState): StackSizes =>
  Object.fromEntries(DOMAINS.map((d) => [d, s.stacks[d].length])) as Record<Domain, number>;

const fullyKnown = (h: Zone | undefined): boolean => !!h && h.known.length === h.count;

/** The best score the known cards of a hand make at stacks of these sizes (wilds never score in a hand). */
function handValueAt(st: StackSizes, cards: readonly CardCode[]): number {
  const real = cards.filter((c) => c !== 'wild');
  return real.length ? bestScore(real, st) : 0;
}

/** The best score the known cards of a hand make at the current stacks. */
const handValue = (s: TechExchangeState, cards: readonly CardCode[]): number => handValueAt(sizes(s), cards);

function tradingBlocked(s: TechExchangeState, at: number): boolean {
  return (s.phase.kind === 'trading' && s.phase.number === 1 && stackLimitReached(s)) || tradingOver(s) || clockExpired(s, at);
}

const holdsWild = (s: TechExchangeState): number => s.hands.findIndex((h) => h.known.includes('wild'));

function deciderOf(s: TechExchangeState, at: number): Decider {
  const p = s.phase;
  if (p.kind === 'over') return { kind: 'done' };
  if (s.pending) return { kind: 'table' };
  const wild = holdsWild(s);
  if (wild >= 0 && p.kind !== 'effects') return { kind: 'seat', seat: wild };
  if (p.kind === 'trading') {
    if (tradingBlocked(s, at)) return { kind: 'table' };
    const n = s.players.length;
    const start = (s.firstPlayer + s.tradesThisPhase) % n;
    for (let i = 0; i < n; i++) if (!s.done[(start + i) % n]) return { kind: 'seat', seat: (start + i) % n };
    return { kind: 'table' };
  }
  if (p.kind === 'effects') {
    const fx = s.effects;
    return fx ? { kind: 'seat', seat: fx.resolving?.seat ?? fx.turn } : { kind: 'table' };
  }
  const entries = s.reveal?.entries ?? [];
  const unrevealed = s.players.findIndex((_, i) => !entries[i]);
  if (unrevealed >= 0) return { kind: 'seat', seat: unrevealed };
  const unscored = entries.findIndex((e) => e && !e.final);
  return unscored >= 0 ? { kind: 'seat', seat: unscored } : { kind: 'table' };
}

/** `n` cards from the hand, least useful first for its owner (the cards outside its best grouping), the rest at random. */
function leastUseful(st: StackSizes, hand: readonly CardCode[], n: number, rng: RngState): [CardCode[], RngState] {
  const real = hand.filter((c) => c !== 'wild');
  const keep = bestGroupingCached(real, st, Math.max(0, real.length - n)).kept;
  const rest = real.slice();
  for (const c of keep) rest.splice(rest.indexOf(c), 1);
  const [order, r] = shuffle(rng, rest);
  return [order.slice(0, n), r];
}

/** A draw from the deck (or the discard about to become it) the knowledge allows, at random. */
function drawCode(s: TechExchangeState, rng: RngState): [CardCode | null, RngState] {
  const from = countIn(s.knowledge, DECK) > 0 ? DECK : DISCARD;
  const codes = codesIn(s.knowledge, from);
  if (codes.length === 0) return [null, rng];
  const [i, r] = randomInt(rng, codes.length);
  return [codes[i] as CardCode, r];
}

function offers(s: TechExchangeState, seat: number, rng: RngState): [TechExchangeAction[], RngState] {
  let r = rng;
  const out: TechExchangeAction[] = [{ type: 'announceDone', seat }];
  const mine = s.hands[seat];
  if (!mine || mine.count === 0) return [out, r];
  const partners = s.players.map((_, i) => i).filter((i) => i !== seat && !s.done[i] && (s.hands[i]?.count ?? 0) > 0);
  if (partners.length === 0) return [out, r];
  const max = s.options.maxTradeCards;
  // The stacks do not change while the offers are weighed, nor a partner's value of its own hand.
  const st = sizes(s);
  const valueNow = new Map<number, number>();
  for (let t = 0; t < SAMPLE; t++) {
    let i: number;
    [i, r] = randomInt(r, partners.length);
    const b = partners[i] as number;
    const theirs = s.hands[b] as Zone;
    let n: number;
    [n, r] = randomInt(r, Math.min(max, mine.count, theirs.count));
    n += 1;
    let aGives: number | CardCode[] = n;
    if (fullyKnown(mine)) {
      let order: CardCode[];
      [order, r] = shuffle(
        r,
        mine.known.filter((c) => c !== 'wild'),
      );
      if (order.length < n) continue;
      aGives = order.slice(0, n);
    }
    let bGives: number | CardCode[] = n;
    if (fullyKnown(theirs)) {
      [bGives, r] = leastUseful(st, theirs.known, n, r);
      if (bGives.length < n) continue;
      // The partner accepts only what does not lower its own best score.
      if (typeof aGives !== 'number') {
        const after = [...theirs.known.filter((c) => !(bGives as CardCode[]).includes(c)), ...aGives];
        let now = valueNow.get(b);
        if (now === undefined) valueNow.set(b, (now = handValueAt(st, theirs.known)));
        if (handValueAt(st, after) < now) continue;
      }
    }
    out.push({ type: 'trade', a: seat, b, aGives, bGives });
  }
  return [out, r];
}

/** The whole hand to reveal: its known cards, the unknown ones drawn from what the hand may hold. */
function revealCards(s: TechExchangeState, seat: number, rng: RngState): [CardCode[], RngState] {
  const h = s.hands[seat] as Zone;
  if (fullyKnown(h)) return [h.known.slice(), rng];
  const pool = codesIn(s.knowledge, handPlace(seat)).filter((c) => c !== 'wild');
  for (const c of h.known) pool.splice(pool.indexOf(c), 1);
  const [order, r] = shuffle(rng, pool);
  return [[...h.known, ...order.slice(0, h.count - h.known.length)], r];
}

function candidates(s: TechExchangeState, actor: number | null, rng: RngState, at: number): [TechExchangeAction[], RngState] {
  let r = rng;
  if (actor === null) {
    if (s.pending) {
      let card: CardCode | null;
      [card, r] = drawCode(s, r);
      if (card === null) return [[], r];
      let d: number;
      [d, r] = randomInt(r, DOMAINS.length);
      return [[card === 'wild' ? { type: 'reveal', card, stack: DOMAINS[d] as Domain } : { type: 'reveal', card }], r];
    }
    return [s.phase.kind === 'trading' ? [{ type: 'endTrading' }] : [], r];
  }
  if (s.hands[actor]?.known.includes('wild') && s.phase.kind !== 'effects') {
    // The player draws again; the app deals, so it names the card drawn.
    let drawn: CardCode | null;
    [drawn, r] = drawCode(s, r);
    return [
      DOMAINS.map((stack): TechExchangeAction =>
        drawn === null
          ? { type: 'placeWild', seat: actor, stack, redraw: false }
          : { type: 'placeWild', seat: actor, stack, redraw: true, drawn },
      ),
      r,
    ];
  }
  const p = s.phase;
  if (p.kind === 'trading') return tradingBlocked(s, at) ? [[], r] : offers(s, actor, r);
  if (p.kind === 'effects') return [[s.effects?.resolving ? { type: 'finishEffect' } : { type: 'passEffect', seat: actor }], r];
  if (p.kind === 'reveal') {
    if (!s.reveal?.entries[actor]) {
      let cards: CardCode[];
      [cards, r] = revealCards(s, actor, r);
      return [[{ type: 'revealHand', seat: actor, cards }], r];
    }
    return [[{ type: 'acceptScore', seat: actor }], r];
  }
  return [[], r];
}

/** The candidates of `actor` once each (equal trades drawn twice count once), not yet judged by the rules. */
function distinctCandidates(s: TechExchangeState, actor: number | null, rng: RngState, at: number): [TechExchangeAction[], RngState] {
  const d = deciderOf(s, at);
  if (d.kind === 'done' || (d.kind === 'table' ? actor !== null : actor !== d.seat)) return [[], rng];
  const [list, r] = candidates(s, actor, rng, at);
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

function moves(s: TechExchangeState, actor: number | null, rng: RngState, at: number): [TechExchangeAction[], RngState] {
  const [list, r] = distinctCandidates(s, actor, rng, at);
  return [list.filter((a) => validateTechExchange(s, a, at).ok), r];
}

/**
 * One action of `moves`, uniformly at random, judging only the candidates it
 * draws (rejection sampling): a refused draw leaves the pool and another is
 * drawn, so every accepted candidate is equally likely, as when all are judged.
 */
function randomMove(s: TechExchangeState, actor: number | null, rng: RngState, at: number): [TechExchangeAction | null, RngState] {
  let [pool, r] = distinctCandidates(s, actor, rng, at);
  pool = pool.slice();
  while (pool.length > 0) {
    let i: number;
    [i, r] = randomInt(r, pool.length);
    const a = pool[i] as TechExchangeAction;
    if (validateTechExchange(s, a, at).ok) return [a, r];
    pool[i] = pool[pool.length - 1] as TechExchangeAction;
    pool.pop();
  }
  return [null, r];
}

/** Points of the finished rounds, and the best score the hand makes now. */
function evaluate(s: TechExchangeState, seat: number): number {
  const banked = s.roundScores.reduce((sum, round) => sum + (round[seat] ?? 0), 0);
  return banked + (s.phase.kind === 'over' ? 0 : handValue(s, s.hands[seat]?.known ?? []));
}

/** The other hands dealt anew from the cards `seat` cannot see (the identity once some hand is partly unknown). */
function determinize(s: TechExchangeState, _seat: number, rng: RngState): [TechExchangeState, RngState] {
  // Redealing the knowledge as well costs more than the search gains here; the other hands' cards stay as dealt.
  return [s, rng];
}

const game: BotGame<TechExchangeState, TechExchangeAction> = {
  def: techExchangeGame,
  players: (s) => s.players.length,
  decider: deciderOf,
  moves,
  randomMove,
  evaluate,
  evaluationScale: 4,
  determinize,
  msPerAction: MS_PER_ACTION,
  rolloutDepth: 60,
};

export const techExchangeSimulation: GameSimulation<TechExchangeState, TechExchangeAction> = {
  dealtOptions: DEALT,
  setup: (config: MatchConfig) => setupTechExchange({ ...config, options: { ...config.options, ...DEALT } }),
  decider: deciderOf,
  msPerAction: MS_PER_ACTION,
  bot: (spec) => ok(makeBot(game, spec)),
};

export { game as techExchangeBotGame };
