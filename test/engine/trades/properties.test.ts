/**
 * Properties over random legal Trades games (random-game.ts): replaying any
 * log, or any prefix of it, gives the same states; no card appears or
 * vanishes; what the app knows always agrees with the simulated table; every
 * ready action the engine offers is legal; scoring follows the totals.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { play } from '../../../src/engine/core/game';
import { replay, undoTo, type LogEvent } from '../../../src/engine/core/log';
import { unwrap } from '../../../src/engine/core/result';
import { handTotal, tradesGame } from '../../../src/engine/trades/index';
import { anonymousCount } from '../../../src/engine/trades/refs';
import { TRADES_DECK_SIZE } from '../../../src/engine/trades/setup';
import { TRADES_ERROR_CODES, type TradesState } from '../../../src/engine/trades/types';
import { deepFreeze } from './helpers';
import { randomTradesGame, type RandomTradesOptions } from './random-game';

const gameOptions: fc.Arbitrary<RandomTradesOptions> = fc
  .record({
    seed: fc.integer(),
    players: fc.integer({ min: 2, max: 8 }),
    steps: fc.integer({ min: 0, max: 120 }),
    turns: fc.boolean(),
    tech: fc.boolean(),
    deckTrades: fc.integer({ min: 0, max: 6 }),
    identify: fc.constantFrom(0, 0.2, 0.6, 1),
    short: fc.boolean(),
    // Mostly the rules' 7; small hands exercise the previous-trade rule's corner cases.
    handSize: fc.oneof({ weight: 3, arbitrary: fc.constant(7) }, { weight: 2, arbitrary: fc.integer({ min: 1, max: 6 }) }),
  })
  .map(({ seed, players, steps, turns, tech, deckTrades, identify, short, handSize }) => ({
    seed,
    players,
    steps,
    identify,
    // Short limits let the clock run out in the middle of a game.
    maxGapMs: short ? 8_000 : 3_000,
    options: {
      mode: turns ? 'turns' : 'freeForAll',
      deck: tech ? 'tech' : 'standard',
      deckTrades,
      handSize: players === 8 ? Math.min(handSize, 6) : handSize,
      timeLimitSeconds: short ? 120 : 3600,
    },
  }));

/** The counting invariants every state must keep. */
function checkCounts(s: TradesState): void {
  const deckSize = s.deck.unknownTop + s.deck.cycled.length;
  expect(s.hands.reduce((n, h) => n + h.size, 0) + deckSize).toBe(TRADES_DECK_SIZE);
  for (const h of s.hands) {
    expect(h.size).toBe(s.options.handSize);
    expect(anonymousCount(h)).toBeGreaterThanOrEqual(0);
    // Marks name cards of the last trade; one can lapse when the referee can no longer tell its card apart.
    for (const t of h.marked) expect(h.lastReceived).toContain(t);
  }
  const known = [...s.hands.flatMap((h) => h.known), ...s.deck.cycled.filter((c): c is string => c !== null)];
  expect(new Set(known).size).toBe(known.length);
  const tokens = s.hands.flatMap((h) => h.marked);
  expect(new Set(tokens).size).toBe(tokens.length);
  expect(s.open.length).toBeLessThanOrEqual(s.players.length);
}

describe('random legal Trades games', () => {
  it('replay of the log, and of any prefix of it, rebuilds the same states', () => {
    fc.assert(
      fc.property(gameOptions, fc.nat(), (opts, cut) => {
        const game = randomTradesGame({ ...opts, keepStates: true });
        const stored = JSON.parse(JSON.stringify(game.events)) as LogEvent[];
        const full = unwrap(replay(tradesGame, game.config, stored));
        expect(full.failure).toBeUndefined();
        expect(full.state).toEqual(game.state);
        const seq = 1 + (cut % game.events.length);
        const kept = unwrap(undoTo(stored, seq));
        expect(unwrap(replay(tradesGame, game.config, kept)).state).toEqual(game.states[seq - 1]);
      }),
      { numRuns: 60 },
    );
  });

  it('is deterministic: the same options make the same game', () => {
    fc.assert(
      fc.property(gameOptions, (opts) => {
        expect(randomTradesGame(opts).events).toEqual(randomTradesGame(opts).events);
      }),
      { numRuns: 10 },
    );
  });

  it('no card appears or vanishes, and what the app knows is true of the table', () => {
    fc.assert(
      fc.property(gameOptions, (opts) => {
        const game = randomTradesGame({ ...opts, keepStates: true });
        game.states.forEach(checkCounts);
        // The table at the end: every card once, hands and deck.
        const all = [...game.truth.hands.flat(), ...game.truth.deck];
        expect(new Set(all).size).toBe(TRADES_DECK_SIZE);
        const end = game.states[game.states.length - 1] as TradesState;
        end.hands.forEach((h, seat) => {
          for (const code of h.known) expect(game.truth.hands[seat]).toContain(code);
        });
        end.deck.cycled.forEach((code, i) => {
          if (code !== null) expect(game.truth.deck[end.deck.unknownTop + i]).toBe(code);
        });
        expect(end.finalHands).toEqual(game.truth.hands);
      }),
      {
        numRuns: 40,
        // Three marked cards whose codes were known only as a set were also counted among the hand's known cards.
        examples: [
          [
            {
              seed: -916141764,
              players: 4,
              steps: 114,
              identify: 0.6,
              maxGapMs: 3000,
              options: { mode: 'freeForAll', deck: 'standard', deckTrades: 0, handSize: 5, timeLimitSeconds: 3600 },
            },
          ],
        ],
      },
    );
  });

  it('the winners are exactly the players with the lowest total', () => {
    fc.assert(
      fc.property(gameOptions, (opts) => {
        const game = randomTradesGame(opts);
        const totals = game.truth.hands.map(handTotal);
        const best = Math.min(...totals);
        const outcome = tradesGame.outcome(game.state);
        expect(outcome?.winners).toEqual(totals.flatMap((t, i) => (t === best ? [i] : [])));
        const sheet = tradesGame.score(game.state);
        expect(sheet.totals).toEqual(totals);
        expect(sheet.lowerIsBetter).toBe(true);
        expect(tradesGame.summary(game.state, game.events[game.events.length - 1]?.at ?? 0).finished).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it('every ready action offered is legal (except the time-up, which depends on the clock), and describe/view/summary never throw', () => {
    fc.assert(
      fc.property(gameOptions, (opts) => {
        const game = randomTradesGame({ ...opts, keepStates: true });
        game.states.forEach((s, i) => {
          // The moment this state came about (the clock cannot have run out before it).
          const at = game.events[i - 1]?.at ?? game.config.at;
          for (const actor of [null, ...s.players.map((_, seat) => seat)]) {
            for (const offer of tradesGame.legalActions(s, actor)) {
              if (offer.action === undefined || offer.disabledReason || offer.type === 'timeUp') continue;
              const r = play(tradesGame, s, offer.action as never, { at });
              expect(r.ok, `${offer.label}: ${r.ok ? '' : r.error.message}`).toBe(true);
            }
          }
          expect(typeof tradesGame.summary(s, at).phase).toBe('string');
          expect(tradesGame.view(s, null)).toBeTruthy();
          const event = game.events[i];
          if (event) expect(tradesGame.describe(s, event.action).length).toBeGreaterThan(3);
        });
      }),
      { numRuns: 15 },
    );
  });
});

/**
 * Random actions for a fuzz of the rules: templates whose seats, trade ids and
 * card references are bound to the state they are tried on (so many are
 * legal), with out-of-range and malformed values mixed in.
 */
type Slot = number;
const refSlot = fc.oneof(
  { weight: 4, arbitrary: fc.constant('?') },
  { weight: 3, arbitrary: fc.nat(60) },
  { weight: 1, arbitrary: fc.constantFrom('7sc', 'junk', '', '#999', '1H') },
);
const refSlots = fc.array(refSlot, { maxLength: 5 });
// A face-up card must be named: mostly codes and marks, so optional trades are reached; `?` sometimes, to be refused.
const faceUpSlots = fc.array(
  fc.oneof(
    { weight: 1, arbitrary: fc.constant('?') },
    { weight: 6, arbitrary: fc.nat(60) },
    { weight: 1, arbitrary: fc.constantFrom('junk', '#999') },
  ),
  { maxLength: 3 },
);
const seatSlot = fc.oneof({ weight: 9, arbitrary: fc.nat(7) }, { weight: 1, arbitrary: fc.constantFrom(-1, 8, 63, 1.5) });
const tradeSlot = fc.oneof({ weight: 9, arbitrary: fc.nat(7) }, { weight: 1, arbitrary: fc.constantFrom(0, 99) });
const template = fc.oneof(
  fc.record({ type: fc.constantFrom('startClock', 'pauseClock', 'resumeClock', 'timeUp') }),
  fc.record({
    type: fc.constant('declare'),
    kind: fc.constantFrom('mandatory', 'optional'),
    from: seatSlot,
    to: seatSlot,
    give: refSlots,
    faceUp: faceUpSlots,
  }),
  fc.record({ type: fc.constant('declare'), kind: fc.constant('mandatory'), from: seatSlot, to: seatSlot, give: refSlots }),
  fc.record({ type: fc.constantFrom('pickBlind', 'refuse', 'withdraw'), trade: tradeSlot }),
  fc.record({ type: fc.constant('complete'), trade: tradeSlot, picked: refSlots, chosen: refSlots }),
  fc.record({ type: fc.constant('accept'), trade: tradeSlot, picked: refSlots }),
  fc.record({ type: fc.constant('deckTrade'), player: seatSlot, give: refSlot }),
  fc.record({ type: fc.constant('deckTrade'), player: seatSlot, give: refSlot, draw: refSlot }),
  fc.record({ type: fc.constant('pass'), player: seatSlot }),
  fc.record({ type: fc.constant('enterHand'), player: seatSlot, cards: fc.array(refSlot, { minLength: 6, maxLength: 8 }) }),
  fc.anything(),
);

/** Binds a template to a state: small numbers become real seats, open trades, and cards or tokens. */
function bind(state: TradesState, t: unknown): unknown {
  if (typeof t !== 'object' || t === null || !('type' in t)) return t;
  const deck = state.options.deck === 'tech' ? ['1kn', '5sc', '7te', '13se', '9kn', '2sc'] : ['AS', '7H', 'KD', 'QC', '10S', '2D'];
  const ids = [...state.hands.flatMap((h) => [...h.marked, ...h.known]), ...deck];
  const refOf = (slot: Slot | string): string => (typeof slot === 'string' ? slot : (ids[slot % ids.length] as string));
  const seatOf = (slot: Slot): number => (Number.isInteger(slot) && slot >= 0 && slot < 8 ? slot % state.players.length : slot);
  const tradeOf = (slot: Slot): number =>
    state.open.length && slot > 0 && slot < 8 ? (state.open[slot % state.open.length] as { id: number }).id : slot;
  const out: Record<string, unknown> = { ...(t as Record<string, unknown>) };
  for (const [k, v] of Object.entries(out)) {
    if (k === 'from' || k === 'to' || k === 'player') out[k] = seatOf(v as Slot);
    else if (k === 'trade') out[k] = tradeOf(v as Slot);
    else if (k === 'give' || k === 'draw') out[k] = Array.isArray(v) ? v.map(refOf) : refOf(v as Slot);
    else if (k === 'faceUp' || k === 'picked' || k === 'chosen' || k === 'cards') out[k] = (v as Slot[]).map(refOf);
  }
  return out;
}

describe('fuzzing the rules', () => {
  it('never throws on any action in any reachable state; what it accepts keeps every invariant', () => {
    const games = [1, 2, 3, 4].map((seed) =>
      randomTradesGame({
        seed,
        players: 3 + (seed % 3),
        steps: 80,
        keepStates: true,
        identify: 0.5,
        options: { mode: seed % 2 ? 'turns' : 'freeForAll' },
      }),
    );
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.nat(),
        fc.nat(),
        fc.array(template, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 4_000_000 }),
        (g, i, templates, dt) => {
          const game = games[g % games.length]!;
          let state = game.states[i % game.states.length]!;
          const at = (game.events[(i % game.states.length) - 1]?.at ?? game.config.at) + dt;
          for (const t of templates) {
            const raw = bind(state, t);
            const before = structuredClone(state);
            deepFreeze(state);
            const parsed = tradesGame.parseAction(raw);
            if (!parsed.ok) {
              expect(TRADES_ERROR_CODES).toContain(parsed.error.code);
              continue;
            }
            const verdict = tradesGame.validate(state, parsed.value, { at });
            expect(state).toEqual(before);
            if (!verdict.ok) {
              expect(TRADES_ERROR_CODES).toContain(verdict.error.code);
              expect(verdict.error.rule).toBeTruthy();
              continue;
            }
            // What the rules accept never leaves a face-up card unnamed.
            if (parsed.value.type === 'declare' && parsed.value.kind === 'optional') expect(parsed.value.faceUp).not.toContain('?');
            state = tradesGame.apply(state, parsed.value, { at });
            accepted++;
            checkCounts(state);
            expect(typeof tradesGame.describe(before, parsed.value)).toBe('string');
          }
        },
      ),
      { numRuns: 600 },
    );
    // The fuzz must reach apply often enough to mean something.
    expect(accepted).toBeGreaterThan(50);
  });
});
