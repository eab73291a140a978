/**
 * Random legal Trades games, for property tests, end-to-end tests and
 * benchmarks. A driver holds the truth of a simulated physical table (the
 * shuffled deck, who really holds which card, which physical card each token
 * names) next to the engine's state, and picks random legal actions the way
 * an operator would enter them: naming cards by code, by token or as `?`
 * (face-up cards always by code or token: the table sees them),
 * sometimes declaring identities, drawing blind picks with the helper or by
 * hand, and respecting the previous-trade rule. Every action goes through
 * validate (an illegal one is a bug here or in the engine: it throws).
 *
 *   const game = randomTradesGame({ seed: 1, players: 4, steps: 200 });
 *   game.config, game.events (a legal log), game.state (final), game.truth
 *
 * Deterministic: the same options give the same game.
 */
import { countdownLeft, countdownRunning } from '../../../src/engine/core/clock';
import { type CardCode, standardDeckCodes, techDeckCodes } from '../../../src/engine/core/cards';
import { play, type MatchConfig, type OptionValue } from '../../../src/engine/core/game';
import type { LogEvent } from '../../../src/engine/core/log';
import { randomInt, seedRng, shuffle, type RngState } from '../../../src/engine/core/rng';
import { tradesGame } from '../../../src/engine/trades/index';
import { isUnderWay } from '../../../src/engine/trades/queue';
import type { CardRef, Hand, OpenTrade, Token, TradesAction, TradesState } from '../../../src/engine/trades/types';

export interface RandomTradesOptions {
  readonly seed: string | number;
  /** Players (2-8); default 4. */
  readonly players?: number;
  /** Actions to take while trading, at most (the clock may run out first); default 100. */
  readonly steps?: number;
  /** Game options (see TRADES_OPTIONS); default: the rules' defaults with a 1-hour limit. */
  readonly options?: Readonly<Record<string, OptionValue>>;
  /** Play the time-up and enter every final hand; default true. */
  readonly finish?: boolean;
  /** Chance that an unidentified card is named by its code rather than `?`; default 0.3. */
  readonly identify?: number;
  /** Chance that a card is given or picked unnamed (`?`) even when its code or mark is known; default 0. */
  readonly unnamed?: number;
  /** Largest gap between two actions, ms; default 3000. */
  readonly maxGapMs?: number;
  /** Keep every intermediate state in `states` (memory grows with the game); default false. */
  readonly keepStates?: boolean;
}

/** The simulated physical table. */
export interface TableTruth {
  readonly hands: CardCode[][];
  /** Top card first. */
  readonly deck: CardCode[];
}

export interface RandomTradesGame {
  readonly config: MatchConfig;
  readonly events: LogEvent<TradesAction>[];
  readonly state: TradesState;
  /** states[i] is the state after i events (only with keepStates). */
  readonly states: TradesState[];
  readonly truth: TableTruth;
}

class Rand {
  constructor(private state: RngState) {}
  int(n: number): number {
    const [x, s] = randomInt(this.state, n);
    this.state = s;
    return x;
  }
  chance(p: number): boolean {
    return this.int(1_000_000) < p * 1_000_000;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
  shuffled<T>(items: readonly T[]): T[] {
    const [out, s] = shuffle(this.state, items);
    this.state = s;
    return out;
  }
}

/** Steps a random legal game one event at a time (the bench uses this to build long matches). */
export class RandomTradesDriver {
  readonly config: MatchConfig;
  readonly truth: TableTruth;
  state: TradesState;
  at: number;
  readonly events: LogEvent<TradesAction>[] = [];
  private readonly rand: Rand;
  private readonly tokenCard = new Map<Token, CardCode>();
  /** Physical cards offered in each open trade, in the order of the trade's `give`. */
  private readonly offered = new Map<number, CardCode[]>();
  private readonly identifyChance: number;
  private readonly unnamedChance: number;
  private readonly maxGap: number;

  constructor(opts: RandomTradesOptions) {
    this.rand = new Rand(seedRng(`driver:${opts.seed}`));
    const players = opts.players ?? 4;
    this.config = {
      players: Array.from({ length: players }, (_, i) => `P${i + 1}`),
      options: { timeLimitSeconds: 3600, ...(opts.options ?? {}) },
      seed: `game:${opts.seed}`,
      at: 1_700_000_000_000,
    };
    const setup = tradesGame.setup(this.config);
    if (!setup.ok) throw new Error(`random game setup refused: ${setup.error.message}`);
    this.state = setup.value;
    this.at = this.config.at;
    this.identifyChance = opts.identify ?? 0.3;
    this.unnamedChance = opts.unnamed ?? 0;
    this.maxGap = opts.maxGapMs ?? 3000;
    const cards = this.rand.shuffled(this.state.options.deck === 'tech' ? techDeckCodes({ wilds: false }) : standardDeckCodes());
    const size = this.state.options.handSize;
    this.truth = { hands: this.config.players.map((_, i) => cards.slice(i * size, (i + 1) * size)), deck: cards.slice(players * size) };
  }

  /** Validates and applies one action, as the app records it; throws if the engine refuses it. */
  private emit(action: TradesAction, actor: number | null): LogEvent<TradesAction> {
    const r = play(tradesGame, this.state, action, { at: this.at });
    if (!r.ok)
      throw new Error(
        `random game: legal action refused at event ${this.events.length + 1}: ${JSON.stringify(action)} -> ${r.error.code}: ${r.error.message}`,
      );
    const before = this.state;
    this.state = r.value;
    const event: LogEvent<TradesAction> = { seq: this.events.length + 1, at: this.at, actor, action };
    this.events.push(event);
    this.track(before, action);
    return event;
  }

  /** How the operator names a physical card in a hand: code if known, token if marked, else `?` or its code. */
  private refOf(seat: number, card: CardCode, identify: boolean): CardRef {
    const hand = this.state.hands[seat] as Hand;
    if (hand.known.includes(card)) return card;
    for (const t of hand.marked) if (this.tokenCard.get(t) === card) return t;
    return identify ? card : '?';
  }

  private fromLast(seat: number, card: CardCode): boolean {
    const hand = this.state.hands[seat] as Hand;
    const ref = this.refOf(seat, card, false);
    // A mark can lapse while its card stays in the hand (the referee could no longer tell it apart): the table still knows.
    return (ref !== '?' && hand.lastReceived.includes(ref)) || hand.lastReceived.some((id) => this.tokenCard.get(id as never) === card);
  }

  /** n random cards of a hand with at most `limit` from the last trade, or null if impossible. */
  private chooseCards(seat: number, n: number, limit: number, exclude: readonly CardCode[] = []): CardCode[] | null {
    const pool = this.rand.shuffled((this.truth.hands[seat] as CardCode[]).filter((c) => !exclude.includes(c)));
    const out: CardCode[] = [];
    let last = 0;
    for (const c of pool) {
      if (out.length === n) break;
      if (this.fromLast(seat, c)) {
        if (last >= limit) continue;
        last++;
      }
      out.push(c);
    }
    return out.length === n ? out : null;
  }

  private refs(seat: number, cards: readonly CardCode[]): CardRef[] {
    return cards.map((c) => (this.rand.chance(this.unnamedChance) ? '?' : this.refOf(seat, c, this.rand.chance(this.identifyChance))));
  }

  /** Keeps the truth in step with an applied action. */
  private track(before: TradesState, action: TradesAction): void {
    if (action.type === 'withdraw' || action.type === 'refuse') this.offered.delete(action.trade);
    if (action.type === 'timeUp') this.offered.clear();
    const last = this.state.lastTrade;
    if (!last || last === before.lastTrade || last.outcome !== 'completed') return;
    if (last.kind === 'deck') {
      const p = (last.moves[0] as { from: number }).from;
      const hand = this.truth.hands[p] as CardCode[];
      const given = this.pendingDeckGive as CardCode;
      hand.splice(hand.indexOf(given), 1);
      this.truth.deck.push(given);
      const drawn = this.truth.deck.shift() as CardCode;
      hand.push(drawn);
      const id = last.moves[1]?.id;
      if (id && id.startsWith('#')) this.tokenCard.set(id as Token, drawn);
    }
  }

  /** The physical card given in the deck trade being emitted. */
  private pendingDeckGive: CardCode | null = null;

  /** Moves physical cards for a finished swap and records the tokens they got. */
  private trackSwap(trade: OpenTrade, fromTarget: readonly CardCode[]): void {
    const give = this.offered.get(trade.id) as CardCode[];
    this.offered.delete(trade.id);
    const a = this.truth.hands[trade.from] as CardCode[];
    const b = this.truth.hands[trade.to] as CardCode[];
    for (const c of give) a.splice(a.indexOf(c), 1);
    for (const c of fromTarget) b.splice(b.indexOf(c), 1);
    b.push(...give);
    a.push(...fromTarget);
    const moved = [...give, ...fromTarget];
    const moves = this.state.lastTrade?.moves ?? [];
    moves.forEach((m, i) => {
      if (m.id && m.id.startsWith('#')) this.tokenCard.set(m.id as Token, moved[i] as CardCode);
    });
  }

  private gap(): void {
    this.at += this.rand.int(this.maxGap + 1);
  }

  private freeSeats(): number[] {
    return this.state.players.map((_, i) => i).filter((i) => !this.state.open.some((t) => t.from === i || t.to === i));
  }

  private declare(seat: number): boolean {
    const others = this.state.players.map((_, i) => i).filter((i) => i !== seat);
    const to = this.rand.pick(others);
    const hand = this.state.hands[seat] as Hand;
    const k = hand.lastReceived.length;
    const limit = k === 0 ? Infinity : k - 1;
    const maxN = Math.min(4, hand.size, (this.state.hands[to] as Hand).size);
    const optional = maxN >= 2 && this.rand.chance(0.35);
    const n = optional ? 2 + this.rand.int(maxN - 1) : 1 + this.rand.int(maxN);
    const cards = this.chooseCards(seat, n, limit);
    if (!cards) return false;
    const refs = this.refs(seat, cards);
    const id = this.state.nextTradeId;
    this.offered.set(id, cards);
    if (optional) {
      const down = Math.ceil(n / 2);
      // A face-up card is seen by the table, so it is always named: its code or its mark, never `?`.
      const faceUp = cards.slice(down).map((c) => this.refOf(seat, c, true));
      this.emit({ type: 'declare', kind: 'optional', from: seat, to, give: refs.slice(0, down), faceUp }, seat);
    } else {
      this.emit({ type: 'declare', kind: 'mandatory', from: seat, to, give: refs }, seat);
    }
    return true;
  }

  private deckTrade(seat: number): boolean {
    const hand = this.state.hands[seat] as Hand;
    const k = hand.lastReceived.length;
    const cards = this.chooseCards(seat, 1, k === 0 ? Infinity : k - 1);
    if (!cards) return false;
    const [give] = this.refs(seat, cards);
    this.pendingDeckGive = cards[0] as CardCode;
    const top = this.truth.deck[0] as CardCode;
    const knownTop = this.state.deck.unknownTop === 0 && this.state.deck.cycled[0] !== null;
    const declareDraw = knownTop || this.rand.chance(this.identifyChance);
    this.emit({ type: 'deckTrade', player: seat, give: give as CardRef, ...(declareDraw ? { draw: top } : {}) }, seat);
    return true;
  }

  /** Finishes (or advances) an open trade that is under way. */
  private progress(trade: OpenTrade): void {
    const target = trade.to;
    const n = trade.give.length;
    const blind = trade.kind === 'mandatory' ? Math.floor(n / 2) : n;
    if (!trade.blindPositions && blind > 0 && this.rand.chance(0.4)) {
      this.emit({ type: 'pickBlind', trade: trade.id }, trade.from);
      return;
    }
    const hand = this.truth.hands[target] as CardCode[];
    const picked = trade.blindPositions
      ? trade.blindPositions.map((p) => hand[p - 1] as CardCode)
      : this.rand.shuffled(hand).slice(0, blind);
    if (trade.kind === 'optional') {
      if (this.rand.chance(0.3)) {
        this.emit({ type: 'refuse', trade: trade.id }, target);
        return;
      }
      const refs = this.refs(target, picked);
      this.emit({ type: 'accept', trade: trade.id, picked: refs }, target);
      this.trackSwap(trade, picked);
      return;
    }
    const want = Math.ceil(n / 2);
    const h = this.state.hands[target] as Hand;
    const k = h.lastReceived.length;
    const pickedLast = picked.filter((c) => this.fromLast(target, c)).length;
    const othersLeft = h.size - picked.length - (k - pickedLast);
    const limit = Math.max(k - 1 - pickedLast, want - othersLeft, 0);
    const chosen = this.chooseCards(target, want, limit, picked);
    if (!chosen) throw new Error('random game: the target has no legal choice (engine limit formula disagrees)');
    const pickedRefs = this.refs(target, picked);
    const chosenRefs = this.refs(target, chosen);
    this.emit({ type: 'complete', trade: trade.id, picked: pickedRefs, chosen: chosenRefs }, target);
    this.trackSwap(trade, [...picked, ...chosen]);
  }

  /** One random trading-phase action; false when the clock has run out. */
  tradingStep(): boolean {
    if (this.state.phase === 'ready') {
      this.emit({ type: 'startClock' }, null);
      return true;
    }
    if (this.state.phase !== 'trading') return false;
    this.gap();
    if (countdownLeft(this.state.clock, this.at) === 0) return false;
    if (!countdownRunning(this.state.clock)) {
      this.emit({ type: 'resumeClock' }, null);
      return true;
    }
    if (this.rand.chance(0.02)) {
      this.emit({ type: 'pauseClock' }, null);
      return true;
    }
    const underWay = this.state.open.filter((t) => isUnderWay(this.state, t));
    const waiting = this.state.open.filter((t) => !isUnderWay(this.state, t));
    const turns = this.state.options.mode === 'turns';
    if (underWay.length && (turns || this.rand.chance(0.6))) {
      this.progress(this.rand.pick(underWay));
      return true;
    }
    if (waiting.length && this.rand.chance(0.05)) {
      const t = this.rand.pick(waiting);
      this.emit({ type: 'withdraw', trade: t.id }, t.from);
      return true;
    }
    const free = turns ? [this.state.turn] : this.freeSeats();
    if (free.length === 0) {
      // Everyone is in a trade; the first open trade is always under way.
      this.progress(this.rand.pick(underWay));
      return true;
    }
    const seat = this.rand.pick(free);
    const deckLeft = this.state.options.deckTrades - (this.state.deckTradesUsed[seat] ?? 0);
    const deckSize = this.state.deck.unknownTop + this.state.deck.cycled.length;
    if (deckLeft > 0 && deckSize > 0 && this.rand.chance(0.3) && this.deckTrade(seat)) return true;
    if (turns && this.rand.chance(0.1)) {
      this.emit({ type: 'pass', player: seat }, seat);
      return true;
    }
    if (this.declare(seat)) return true;
    // No legal declaration drawn for this seat (tiny hands): let time pass instead.
    if (turns) this.emit({ type: 'pass', player: seat }, seat);
    else this.emit({ type: 'pauseClock' }, null);
    return true;
  }

  /** Runs the clock out, records the time-up and enters every final hand. */
  finish(): void {
    if (this.state.phase === 'ready') this.emit({ type: 'startClock' }, null);
    if (this.state.phase === 'trading') {
      if (!countdownRunning(this.state.clock)) this.emit({ type: 'resumeClock' }, null);
      this.at = Math.max(this.at, (this.state.clock.runningSince ?? this.at) + this.state.clock.leftMs);
      this.emit({ type: 'timeUp' }, null);
    }
    const order = this.rand.shuffled(this.state.players.map((_, i) => i));
    for (const seat of order) {
      this.at += 1 + this.rand.int(5000);
      this.emit({ type: 'enterHand', player: seat, cards: [...(this.truth.hands[seat] as CardCode[])] }, seat);
    }
  }
}

export function randomTradesGame(opts: RandomTradesOptions): RandomTradesGame {
  const driver = new RandomTradesDriver(opts);
  const states: TradesState[] = opts.keepStates ? [driver.state] : [];
  const steps = opts.steps ?? 100;
  for (let i = 0; i < steps; i++) {
    const before = driver.events.length;
    if (!driver.tradingStep()) break;
    if (opts.keepStates) {
      // Each step emits one event; keep the state after it.
      if (driver.events.length !== before + 1) throw new Error('random game: a step must emit exactly one event');
      states.push(driver.state);
    }
  }
  if (opts.finish ?? true) {
    if (opts.keepStates) {
      // finish() emits several events; rebuild their states from the log tail.
      const start = driver.events.length;
      driver.finish();
      let s = states[states.length - 1] as TradesState;
      for (const e of driver.events.slice(start)) {
        const r = play(tradesGame, s, e.action, { at: e.at });
        if (!r.ok) throw new Error(r.error.message);
        s = r.value;
        states.push(s);
      }
    } else driver.finish();
  }
  return { config: driver.config, events: driver.events, state: driver.state, states, truth: driver.truth };
}
