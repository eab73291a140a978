/**
 * Property tests over random legal games: no card appears or vanishes (one and
 * two decks), replaying the log gives the same state, and refused actions
 * leave the state alone. Actions are drawn at random from plausible candidates
 * and kept when the rules accept them.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DOMAINS, type CardCode } from '../../../src/engine/core/cards';
import { play } from '../../../src/engine/core/game';
import { replay, type LogEvent } from '../../../src/engine/core/log';
import { unwrap } from '../../../src/engine/core/result';
import { techExchangeGame as game, type TechExchangeAction, type TechExchangeState } from '../../../src/engine/tech-exchange/index';
import { cardsInPlay, knownCounts, poolCount } from '../../../src/engine/tech-exchange/zones';
import { config } from './helpers';

type Pick = () => number;

function poolCards(s: TechExchangeState): CardCode[] {
  const known = knownCounts(s);
  return Object.keys(s.composition).flatMap((c) => Array.from({ length: Math.max(0, poolCount(s, c, known)) }, () => c));
}

function sample<T>(items: readonly T[], n: number, pick: Pick): T[] {
  const left = items.slice();
  const out: T[] = [];
  while (out.length < n && left.length > 0) out.push(left.splice(pick() % left.length, 1)[0] as T);
  return out;
}

const domain = (pick: Pick) => DOMAINS[pick() % 4] as (typeof DOMAINS)[number];

/** A handful of candidate actions for the state; many are illegal and get filtered by validate. */
function candidates(s: TechExchangeState, pick: Pick): TechExchangeAction[] {
  const n = s.players.length;
  const seat = pick() % n;
  const other = (seat + 1 + (pick() % (n - 1))) % n;
  const pool = poolCards(s);
  const anyCard = (): CardCode => pool[pick() % Math.max(1, pool.length)] ?? '5kn';
  const handCards = (who: number, k: number): CardCode[] => {
    const h = s.hands[who];
    if (!h) return [];
    return sample(
      [
        ...h.known,
        ...sample(
          pool.filter((c) => c !== 'wild'),
          h.count - h.known.length,
          pick,
        ),
      ],
      k,
      pick,
    );
  };
  const out: TechExchangeAction[] = [];
  if (pick() % 25 === 0) {
    const d = domain(pick);
    out.push(
      { type: 'correctStack', domain: d, cards: pick() % 2 ? s.stacks[d].slice(1) : [...s.stacks[d], anyCard()] },
      { type: 'correctHand', seat, count: Math.max(0, (s.hands[seat]?.count ?? 0) + (pick() % 3) - 1) },
    );
  }
  if (s.pending) {
    const card = anyCard();
    out.push({ type: 'reveal', card, ...(card === 'wild' ? { stack: domain(pick) } : {}) });
    return out;
  }
  switch (s.phase.kind) {
    case 'trading':
      out.push(
        { type: 'trade', a: seat, b: other, aGives: 1 + (pick() % 2), bGives: 1 + (pick() % 2) },
        { type: 'trade', a: seat, b: other, aGives: handCards(seat, 1 + (pick() % 2)), bGives: 1 },
        { type: 'trade', a: seat, b: other, aGives: 2, bGives: handCards(other, 1) },
        { type: 'trade', a: seat, b: other, aGives: 1, bGives: 1 },
        { type: 'announceDone', seat },
        { type: 'resumeTrading', seat },
        { type: 'placeWild', seat, stack: domain(pick), redraw: pick() % 2 === 0 },
      );
      if (pick() % 12 === 0) out.push({ type: 'endTrading' });
      break;
    case 'effects': {
      const fx = s.effects;
      if (!fx) break;
      if (!fx.resolving) {
        const card = handCards(fx.turn, 1)[0] ?? anyCard();
        const effects = [
          undefined,
          { kind: 'replaceStackCard' as const },
          { kind: 'revealToStacks' as const, count: 1 + (pick() % 3) },
          { kind: 'expelCard' as const },
        ];
        const effect = effects[pick() % effects.length];
        out.push({ type: 'useEffect', seat: fx.turn, card, ...(effect ? { effect } : {}) }, { type: 'passEffect', seat: fx.turn });
      } else {
        const d = domain(pick);
        const stackCard = s.stacks[d][pick() % Math.max(1, s.stacks[d].length)] ?? '1kn';
        const k = 1 + (pick() % 3);
        const revealed = sample(pool, k, pick).map((card) => (card === 'wild' ? { card, stack: domain(pick) } : { card }));
        out.push(
          { type: 'replaceStackCard', stack: d, card: stackCard, revealed: anyCard() },
          { type: 'moveStackCard', from: d, card: stackCard },
          {
            type: 'revealCards',
            cards: revealed.length ? revealed : [{ card: '5kn' }],
            to: [{ zone: 'stacks' } as const, { zone: 'discard' } as const, { zone: 'hand' as const, seat }][pick() % 3] ?? {
              zone: 'stacks',
            },
          },
          { type: 'expelCard', from: { zone: 'stack', domain: d }, card: stackCard },
          { type: 'expelCard', from: { zone: 'hand', seat }, card: handCards(seat, 1)[0] ?? '5kn' },
          { type: 'finishEffect' },
        );
      }
      break;
    }
    case 'reveal': {
      const r = s.reveal;
      if (!r) break;
      const e = r.entries[seat];
      const h = s.hands[seat];
      if (!e && h) {
        const wildIdx = h.known.indexOf('wild');
        if (wildIdx >= 0) out.push({ type: 'placeWild', seat, stack: domain(pick), redraw: false });
        const size = pick() % 2 === 0 ? h.count : r.handSize;
        out.push({
          type: 'revealHand',
          seat,
          cards: [
            ...h.known.filter((c) => c !== 'wild'),
            ...sample(
              pool.filter((c) => c !== 'wild'),
              h.count - h.known.length,
              pick,
            ),
          ].slice(0, size),
        });
      } else if (e && !e.final) {
        out.push(
          { type: 'acceptScore', seat },
          {
            type: 'claimScore',
            seat,
            kept: e.suggestion.kept,
            groups: e.suggestion.groups
              .slice(0, pick() % (e.suggestion.groups.length + 1))
              .map((g) => ({ kind: g.kind, cards: g.cards, domain: g.domain })),
          },
        );
      }
      break;
    }
    case 'over':
      break;
  }
  return out;
}

function checkInvariants(s: TechExchangeState): void {
  expect(cardsInPlay(s)).toBe(s.totalCards);
  for (const [code, n] of knownCounts(s)) expect(n).toBeLessThanOrEqual(s.composition[code] ?? 0);
  for (const h of [...s.hands, s.discard]) {
    expect(h.count).toBeGreaterThanOrEqual(h.known.length);
  }
  expect(s.deck).toBeGreaterThanOrEqual(0);
}

function randomGame(players: number, seed: string, choices: readonly number[], options: Record<string, number> = {}) {
  let i = 0;
  const pick: Pick = () => choices[i++ % choices.length] ?? 0;
  const cfg = config(players, options, seed);
  let state = unwrap(game.setup(cfg));
  const events: LogEvent[] = [];
  const snapshots: TechExchangeState[] = [];
  checkInvariants(state);
  for (let step = 0; step < 400 && state.phase.kind !== 'over'; step++) {
    const legal = candidates(state, pick).filter((a) => game.validate(state, a, { at: step }).ok);
    if (legal.length === 0) continue; // other picks next step
    const action = legal[pick() % legal.length] as TechExchangeAction;
    state = unwrap(play(game, state, action, { at: step }));
    const parsed = game.parseAction(JSON.parse(JSON.stringify(action)));
    if (!parsed.ok) throw new Error(`${JSON.stringify(action)}: ${parsed.error.message}`);
    events.push({ seq: events.length + 1, at: step, actor: null, action: JSON.parse(JSON.stringify(action)) });
    checkInvariants(state);
    if (events.length % 7 === 0) snapshots.push(state);
  }
  return { cfg, state, events, snapshots };
}

describe('Tech Exchange properties over random games', () => {
  it('no card appears or vanishes, and replaying the log gives the same state (one deck)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.string({ maxLength: 6 }),
        fc.array(fc.nat(1000), { minLength: 50, maxLength: 200 }),
        (players, seed, choices) => {
          const { cfg, state, events } = randomGame(players, seed, choices, { rounds: 2 });
          const replayed = unwrap(replay(game, cfg, events));
          expect(replayed.failure).toBeUndefined();
          expect(replayed.state).toEqual(state);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('no card appears or vanishes with two decks (5-6 players)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 6 }),
        fc.string({ maxLength: 6 }),
        fc.array(fc.nat(1000), { minLength: 50, maxLength: 200 }),
        (players, seed, choices) => {
          const { cfg, state, events } = randomGame(players, seed, choices, { rounds: 1 });
          expect(state.totalCards).toBe(108);
          expect(unwrap(replay(game, cfg, events)).state).toEqual(state);
        },
      ),
      { numRuns: 10 },
    );
  });

  it('games reach the end: every round is scored and the winners have the top total', () => {
    let finished = 0;
    for (let k = 0; k < 6; k++) {
      const choices = Array.from({ length: 97 }, (_, i) => (i * 7919 + k * 104729) % 1000);
      const { state } = randomGame(3, `end-${k}`, choices, { rounds: 1 });
      if (state.phase.kind !== 'over') continue;
      finished++;
      const sheet = game.score(state);
      const outcome = game.outcome(state);
      expect(outcome?.winners.length).toBeGreaterThan(0);
      for (const w of outcome?.winners ?? []) expect(sheet.totals[w]).toBe(Math.max(...sheet.totals));
    }
    expect(finished).toBeGreaterThan(0);
  });

  it('the state passed to apply is never changed (immutability at the boundary)', () => {
    const { cfg, events } = randomGame(
      3,
      'immut',
      Array.from({ length: 120 }, (_, i) => (i * 31) % 97),
      { rounds: 1 },
    );
    let state = unwrap(game.setup(cfg));
    for (const e of events) {
      const before = JSON.stringify(state);
      const next = game.apply(state, e.action as TechExchangeAction, { at: e.at });
      expect(JSON.stringify(state)).toBe(before);
      state = next;
    }
  });
});

describe('Tech Exchange never throws on bad input', () => {
  const codes = ['1kn', '7sc', '13te', '9se', 'wild', '7-science', 'zz', '', '14kn'];
  const seat = fc.integer({ min: -1, max: 7 });
  const code = fc.constantFrom(...codes);
  const dom = fc.constantFrom('kn', 'sc', 'te', 'se', 'xx');
  const zone = fc.oneof(
    fc.record({ zone: fc.constant('stack'), domain: dom }),
    fc.record({ zone: fc.constant('hand'), seat }),
    fc.record({ zone: fc.constantFrom('discard', 'stacks') }),
  );
  const actionish = fc.oneof(
    fc.record({
      type: fc.constant('trade'),
      a: seat,
      b: seat,
      aGives: fc.oneof(fc.integer({ min: -1, max: 4 }), fc.array(code, { maxLength: 3 })),
      bGives: fc.oneof(fc.integer({ min: -1, max: 4 }), fc.array(code, { maxLength: 3 })),
    }),
    fc.record({ type: fc.constant('reveal'), card: code }, { requiredKeys: ['type', 'card'] }),
    fc.record({ type: fc.constantFrom('announceDone', 'resumeTrading', 'passEffect', 'acceptScore'), seat }),
    fc.record({ type: fc.constantFrom('endTrading', 'finishEffect', 'pauseClock', 'resumeClock') }),
    fc.record({ type: fc.constant('placeWild'), seat, stack: dom, redraw: fc.boolean() }),
    fc.record({ type: fc.constant('useEffect'), seat, card: code }),
    fc.record({ type: fc.constant('replaceStackCard'), stack: dom, card: code, revealed: code }),
    fc.record({ type: fc.constant('moveStackCard'), from: dom, card: code }),
    fc.record({ type: fc.constant('revealCards'), cards: fc.array(fc.record({ card: code }), { maxLength: 4 }), to: zone }),
    fc.record({ type: fc.constant('expelCard'), from: zone, card: code }),
    fc.record({ type: fc.constant('revealHand'), seat, cards: fc.array(code, { maxLength: 10 }) }),
    fc.record({
      type: fc.constant('claimScore'),
      seat,
      groups: fc.array(fc.record({ kind: fc.constantFrom('triple', 'quadruple', 'flush'), cards: fc.array(code, { maxLength: 4 }) }), {
        maxLength: 3,
      }),
    }),
    fc.anything(),
  );

  it('parses, validates and (when accepted) applies anything without throwing; refusals change nothing', () => {
    const states = [0, 1, 2, 3].flatMap(
      (k) =>
        randomGame(
          3,
          `fuzz-${k}`,
          Array.from({ length: 61 }, (_, i) => (i * 37 + k * 11) % 1000),
          { rounds: 2 },
        ).snapshots,
    );
    const phases = new Set(states.map((st) => (st.effects?.resolving ? 'resolving' : st.pending ? 'pending' : st.phase.kind)));
    expect([...phases].sort()).toEqual(expect.arrayContaining(['effects', 'pending', 'resolving', 'reveal', 'trading']));
    states.push(unwrap(game.setup(config(3))));
    fc.assert(
      fc.property(fc.nat(states.length - 1), actionish, (which, raw) => {
        const state = states[which] as TechExchangeState;
        const before = JSON.stringify(state);
        const parsed = game.parseAction(raw);
        if (!parsed.ok) {
          expect(parsed.error.code).toMatch(/^ERR_/);
          return;
        }
        const verdict = game.validate(state, parsed.value, { at: 0 });
        if (verdict.ok) game.apply(state, parsed.value, { at: 0 });
        else expect(verdict.error.code).toMatch(/^ERR_[A-Z_]+$/);
        expect(JSON.stringify(state)).toBe(before);
      }),
      { numRuns: 1500 },
    );
  });
});
