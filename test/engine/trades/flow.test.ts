/**
 * What the engine states about the flow of Trades: the phase bar (ids in
 * order, the current one, who is expected and what), the countdown with the
 * toggle the table clicks ("Start the clock", "Pause", "Resume"), and the
 * time-up the countdown forces at 0:00, once.
 */
import { describe, expect, it } from 'vitest';
import type { Flow } from '../../../src/engine/core/flow';
import { play } from '../../../src/engine/core/game';
import { tradesGame } from '../../../src/engine/trades/index';
import type { TradesState } from '../../../src/engine/trades/types';
import { act, T0, table } from './helpers';
import { randomTradesGame } from './random-game';

const END = T0 + 300_000;

const flow = (s: TradesState): Flow => {
  const f = tradesGame.flow?.(s);
  if (!f) throw new Error('Trades has no flow');
  return f;
};
const clock = (s: TradesState, now: number) => {
  const all = tradesGame.clocks?.(s, now) ?? [];
  expect(all).toHaveLength(1);
  return all[0]!;
};
const due = (s: TradesState, now: number) => tradesGame.due?.(s, now) ?? null;

const ann = ['AS', '2S', '3S', '4S', '5S', '6S', '7S'];
const bo = ['AH', '2H', '3H', '4H', '5H', '6H', '7H'];
const cy = ['AD', '2D', '3D', '4D', '5D', '6D', '7D'];

describe('Trades flow', () => {
  it('lists the phases in play order with stable ids', () => {
    const f = flow(table(3, {}, false));
    expect(f.phases.map((p) => p.id)).toEqual(['ready', 'trading', 'final-hands', 'over']);
    expect(f.phases.every((p) => p.label.length > 0)).toBe(true);
    expect(f).toEqual({ phases: f.phases, current: 'ready', expected: 'Start the clock (5:00)', turn: null, finished: false });
  });

  it('free-for-all trading expects any free seat, naming the trades under way; a paused clock expects a resume', () => {
    let s = table();
    expect(flow(s)).toMatchObject({ current: 'trading', turn: null, expected: 'Any free seat may declare a trade or trade with the deck' });
    s = act(s, { type: 'declare', kind: 'mandatory', from: 0, to: 2, give: ['?'] });
    expect(flow(s).expected).toBe('Any free seat may declare a trade or trade with the deck; under way: trade 1 (seat 0 with seat 2)');
    s = act(s, { type: 'pauseClock' }, T0 + 2_000);
    expect(flow(s)).toMatchObject({ current: 'trading', turn: null, expected: 'The clock is paused: resume it to go on trading' });
  });

  it('turn mode expects the seat to declare, then the target of the trade under way', () => {
    let s = table(3, { mode: 'turns' });
    expect(flow(s)).toMatchObject({ turn: 0, expected: 'Seat 0 to declare a trade, trade with the deck or pass' });
    s = act(s, { type: 'pass', player: 0 });
    expect(flow(s)).toMatchObject({ turn: 1 });
    s = act(s, { type: 'declare', kind: 'optional', from: 1, to: 2, give: ['?'], faceUp: ['5D'] });
    expect(flow(s)).toMatchObject({ turn: 2, expected: 'Seat 2 to accept or refuse trade 1 from seat 1' });
    s = act(s, { type: 'refuse', trade: 1 });
    s = act(s, { type: 'declare', kind: 'mandatory', from: 2, to: 0, give: ['?'] });
    expect(flow(s)).toMatchObject({ turn: 0, expected: 'Seat 0 to complete trade 2 from seat 2' });
  });

  it('after the time-up expects the missing final hands, then the game is over', () => {
    let s = act(table(), { type: 'timeUp' }, END);
    expect(flow(s)).toMatchObject({ current: 'final-hands', turn: null, expected: 'Enter the final hands (seats 0, 1, 2 still to enter)' });
    s = act(s, { type: 'enterHand', player: 1, cards: bo }, END);
    s = act(s, { type: 'enterHand', player: 0, cards: ann }, END);
    expect(flow(s).expected).toBe('Enter the final hands (seat 2 still to enter)');
    s = act(s, { type: 'enterHand', player: 2, cards: cy }, END);
    expect(flow(s)).toMatchObject({
      current: 'over',
      turn: null,
      finished: true,
      expected: 'Game over: time limit reached; lowest total 28',
    });
  });

  it('the summary carries the same phase id as the flow, over random games of both modes', () => {
    for (const mode of ['freeForAll', 'turns']) {
      const game = randomTradesGame({ seed: `flow-${mode}`, players: 3, steps: 60, options: { mode }, keepStates: true });
      const seen = new Set<string>();
      game.states.forEach((s, i) => {
        const at = game.events[Math.max(0, i - 1)]?.at ?? T0;
        expect(tradesGame.summary(s, at).phaseId).toBe(flow(s).current);
        seen.add(flow(s).current);
      });
      expect([...seen].sort()).toEqual(['final-hands', 'over', 'ready', 'trading']);
    }
  });
});

describe('Trades clock', () => {
  it('before the start: full time, not running, "Start the clock"', () => {
    expect(clock(table(3, {}, false), T0 + 50_000)).toEqual({
      id: 'time',
      label: 'Time left',
      owner: null,
      leftMs: 300_000,
      durationMs: 300_000,
      running: false,
      note: 'not started',
      toggle: { type: 'startClock', label: 'Start the clock', actor: null, action: { type: 'startClock' } },
    });
  });

  it('running offers "Pause", paused offers "Resume"; each toggle is a legal action now', () => {
    const s = table();
    const on = clock(s, T0 + 60_000);
    expect(on).toMatchObject({ leftMs: 240_000, running: true, toggle: { type: 'pauseClock', label: 'Pause', actor: null } });
    expect(on.note).toBeUndefined();
    const paused = act(s, on.toggle!.action, T0 + 60_000);
    const off = clock(paused, T0 + 90_000);
    expect(off).toMatchObject({ leftMs: 240_000, running: false, note: 'paused', toggle: { type: 'resumeClock', label: 'Resume' } });
    const resumed = act(paused, off.toggle!.action, T0 + 90_000);
    expect(clock(resumed, T0 + 100_000)).toMatchObject({ leftMs: 230_000, running: true });
  });

  it('at 0:00 and after the time-up: no toggle, time up', () => {
    const s = table();
    expect(clock(s, END)).toMatchObject({ leftMs: 0, toggle: null, note: 'time up' });
    const over = act(s, { type: 'timeUp' }, END);
    expect(clock(over, END + 10_000)).toMatchObject({ leftMs: 0, running: false, toggle: null, note: 'time up' });
  });
});

describe('Trades due', () => {
  it('nothing is due before the start, while time is left, or while paused with time left', () => {
    expect(due(table(3, {}, false), END * 2)).toBeNull();
    expect(due(table(), END - 1)).toBeNull();
    expect(due(act(table(), { type: 'pauseClock' }, T0 + 10_000), END * 2)).toBeNull();
  });

  it('at 0:00 the time-up is due for the table; once applied nothing is due (no loop)', () => {
    const s = table();
    const d = due(s, END);
    expect(d).toEqual({ action: { type: 'timeUp' }, actor: null, reason: 'Time is up: trading stops.' });
    const r = play(tradesGame, s, d!.action, { at: END });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.phase).toBe('scoring');
    expect(due(r.value, END + 60_000)).toBeNull();
  });

  it('a clock paused after running out still forces the time-up, which the rules accept', () => {
    const paused = act(table(), { type: 'pauseClock' }, END + 5_000);
    const d = due(paused, END + 6_000);
    expect(d?.action).toEqual({ type: 'timeUp' });
    expect(play(tradesGame, paused, d!.action, { at: END + 6_000 }).ok).toBe(true);
  });
});

describe('Trades outcome kind and irreversible offers', () => {
  const scoring = act(table(), { type: 'timeUp' }, END);

  it('the game ends at the time limit: kind time-up, the reason kept for people', () => {
    let s = act(scoring, { type: 'enterHand', player: 0, cards: ann }, END);
    s = act(s, { type: 'enterHand', player: 1, cards: bo }, END);
    expect(tradesGame.outcome(s)).toBeNull();
    s = act(s, { type: 'enterHand', player: 2, cards: cy }, END);
    expect(tradesGame.outcome(s)).toEqual({
      winners: [0, 1, 2],
      kind: 'time-up',
      reason: 'time limit reached; lowest total 28',
      draw: true,
    });
  });

  it('the time-up ends trading: irreversible; the clock toggles are not', () => {
    const offers = tradesGame.legalActions(table(), null);
    expect(offers.find((o) => o.type === 'timeUp')?.irreversible).toBe(true);
    expect(offers.filter((o) => o.type !== 'timeUp').every((o) => o.irreversible === undefined)).toBe(true);
    expect(tradesGame.legalActions(table(3, {}, false), null).some((o) => o.irreversible)).toBe(false);
  });

  it('entering the last missing final hand ends the game: irreversible; earlier hands and trades are not', () => {
    const seatOffers = (s: TradesState) => s.players.flatMap((_, seat) => tradesGame.legalActions(s, seat));
    expect(seatOffers(table()).some((o) => o.irreversible)).toBe(false);
    expect(seatOffers(scoring).some((o) => o.irreversible)).toBe(false);
    let s = act(scoring, { type: 'enterHand', player: 0, cards: ann }, END);
    s = act(s, { type: 'enterHand', player: 2, cards: cy }, END);
    expect(
      seatOffers(s)
        .filter((o) => o.irreversible)
        .map((o) => [o.actor, o.label]),
    ).toEqual([[1, 'Enter the final hand']]);
  });
});
