/**
 * Trades rules carried out: what each kind of trade does to the table, the
 * tokens given to undeclared cards, the blind-pick helper, the queue, turn
 * mode, the time-up, scoring, and what the UI is offered and shown.
 */
import { describe, expect, it } from 'vitest';
import { replay, type LogEvent } from '../../../src/engine/core/log';
import { unwrap } from '../../../src/engine/core/result';
import { getGame } from '../../../src/engine/registry';
import { tradesGame } from '../../../src/engine/trades/index';
import { isUnderWay } from '../../../src/engine/trades/queue';
import type { TradesAction, TradesState } from '../../../src/engine/trades/types';
import { act, config, T0, table } from './helpers';

describe('the registry', () => {
  it('serves Trades by id with its options and defaults', () => {
    const game = unwrap(getGame('trades'));
    expect(game).toBe(tradesGame);
    const defaults = Object.fromEntries(game.options.map((o) => [o.name, o.default]));
    expect(defaults).toEqual({ handSize: 7, deck: 'standard', timeLimitSeconds: 300, mode: 'freeForAll', deckTrades: 3, dealing: 'table' });
    expect([game.minPlayers, game.maxPlayers]).toEqual([2, 8]);
  });
});

describe('setup', () => {
  it('deals 7 anonymous cards each, leaves the rest in the deck, and waits for the clock', () => {
    const s = table(4, {}, false);
    expect(s.phase).toBe('ready');
    expect(s.hands).toEqual(Array(4).fill({ size: 7, known: [], marked: [], lastReceived: [] }));
    expect(s.deck).toEqual({ unknownTop: 24, cycled: [] });
    expect(s.clock).toEqual({ durationMs: 300_000, leftMs: 300_000, runningSince: null });
    expect(tradesGame.summary(s, T0).phase).toBe('Ready: start the clock (5:00)');
  });
});

describe('a mandatory trade', () => {
  it('moves n cards each way: the target gets the offer, the initiator gets floor(n/2) picked and ceil(n/2) chosen', () => {
    let s = act(table(), { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['7H', '?', '?'] });
    expect(s.hands[0]?.known).toEqual(['7H']);
    expect(s.open).toEqual([{ id: 1, kind: 'mandatory', from: 0, to: 1, give: ['7H', '?', '?'], faceUp: 0, blindPositions: null }]);
    s = act(s, { type: 'complete', trade: 1, picked: ['?'], chosen: ['KS', '?'] });
    expect(s.open).toEqual([]);
    expect(s.hands[0]).toEqual({ size: 7, known: ['KS'], marked: ['#3', '#4'], lastReceived: ['#3', 'KS', '#4'] });
    expect(s.hands[1]).toEqual({ size: 7, known: ['7H'], marked: ['#1', '#2'], lastReceived: ['7H', '#1', '#2'] });
    expect(s.lastTrade).toEqual({
      id: 1,
      kind: 'mandatory',
      outcome: 'completed',
      moves: [
        { from: 0, to: 1, id: '7H' },
        { from: 0, to: 1, id: '#1' },
        { from: 0, to: 1, id: '#2' },
        { from: 1, to: 0, id: '#3' },
        { from: 1, to: 0, id: 'KS' },
        { from: 1, to: 0, id: '#4' },
      ],
    });
    expect(s.tradesCompleted).toBe(1);
  });

  it("lets old marks lapse when the player's next trade completes (their cards become anonymous again)", () => {
    let s = act(table(), { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?', '?'] });
    s = act(s, { type: 'complete', trade: 1, picked: ['?'], chosen: ['?'] });
    expect(s.hands[0]?.marked).toEqual(['#3', '#4']);
    s = act(s, { type: 'deckTrade', player: 0, give: '#3' });
    expect(s.hands[0]).toEqual({ size: 7, known: [], marked: ['#5'], lastReceived: ['#5'] });
  });
});

describe('an optional trade', () => {
  const declared = act(table(), { type: 'declare', kind: 'optional', from: 2, to: 0, give: ['?', '?'], faceUp: ['JD'] });
  it('lays ceil(n/2) face down and the rest face up; the face-up cards are public', () => {
    const view = tradesGame.view(declared, 1);
    expect(view.open).toEqual([expect.objectContaining({ faceUp: ['JD'], cards: 3, status: 'under way' })]);
  });

  it('on acceptance swaps the offer for the n cards the initiator picked', () => {
    const s = act(declared, { type: 'accept', trade: 1, picked: ['?', '2C', '?'] });
    expect(s.hands[0]).toEqual({ size: 7, known: ['JD'], marked: ['#1', '#2'], lastReceived: ['#1', '#2', 'JD'] });
    expect(s.hands[2]).toEqual({ size: 7, known: ['2C'], marked: ['#3', '#4'], lastReceived: ['#3', '2C', '#4'] });
  });

  it('on refusal moves nothing and leaves everyone’s last trade as it was', () => {
    const s = act(declared, { type: 'refuse', trade: 1 });
    expect(s.hands).toEqual(declared.hands);
    expect(s.open).toEqual([]);
    expect(s.lastTrade).toEqual({ id: 1, kind: 'optional', outcome: 'refused', moves: [] });
    expect(s.tradesCompleted).toBe(0);
  });
});

describe('deck trades', () => {
  it('put the card at the bottom and take the top card, counting per player', () => {
    let s = act(table(), { type: 'deckTrade', player: 1, give: '9D', draw: '3C' });
    expect(s.deck).toEqual({ unknownTop: 30, cycled: ['9D'] });
    expect(s.hands[1]).toEqual({ size: 7, known: ['3C'], marked: [], lastReceived: ['3C'] });
    expect(s.deckTradesUsed).toEqual([0, 1, 0]);
    s = act(s, { type: 'deckTrade', player: 2, give: '?' });
    expect(s.deck).toEqual({ unknownTop: 29, cycled: ['9D', null] });
    expect(s.hands[2]?.marked).toEqual(['#1']);
  });
});

describe('the pick-blind helper', () => {
  it('draws distinct positions 1..hand size from the state rng, logged and replayed identically', () => {
    const cfg = config(3, {});
    const actions: TradesAction[] = [
      { type: 'startClock' },
      { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?', '?', '?', '?'] },
      { type: 'pickBlind', trade: 1 },
    ];
    let s = unwrap(tradesGame.setup(cfg));
    const events: LogEvent[] = [];
    actions.forEach((a, i) => {
      s = act(s, a, T0 + i);
      events.push({ seq: i + 1, at: T0 + i, actor: null, action: a });
    });
    const positions = s.open[0]?.blindPositions ?? [];
    expect(positions).toHaveLength(2);
    expect(new Set(positions).size).toBe(2);
    for (const p of positions) expect(p >= 1 && p <= 7).toBe(true);
    expect(unwrap(replay(tradesGame, cfg, events)).state.open[0]?.blindPositions).toEqual(positions);
    // Another seed draws from another stream (over a few draws, the positions differ).
    const other = (seed: string): (readonly number[] | null)[] =>
      [0, 1, 2, 3].map((k) => {
        let t = unwrap(tradesGame.setup({ ...cfg, seed: `${seed}${k}` }));
        for (const a of actions) t = act(t, a, T0);
        return t.open[0]?.blindPositions ?? null;
      });
    expect(other('a')).not.toEqual(other('b'));
  });

  it('draws n positions for an optional trade, and picks must then match that count', () => {
    let s = act(table(), { type: 'declare', kind: 'optional', from: 0, to: 2, give: ['?', '?'], faceUp: ['4C', '9S'] });
    s = act(s, { type: 'pickBlind', trade: 1 });
    expect(s.open[0]?.blindPositions).toHaveLength(4);
    expect(act(s, { type: 'accept', trade: 1, picked: ['?', '?', '?', '?'] }).open).toEqual([]);
  });
});

describe('the free-for-all queue', () => {
  it('starts a waiting trade when the busy player is free, in declaration order', () => {
    let s = table(5);
    s = act(s, { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?'] });
    s = act(s, { type: 'declare', kind: 'mandatory', from: 2, to: 1, give: ['?'] }); // waits for Bo
    s = act(s, { type: 'declare', kind: 'mandatory', from: 3, to: 2, give: ['?'] }); // waits for Cy
    s = act(s, { type: 'declare', kind: 'mandatory', from: 4, to: 0, give: ['?'] }); // waits for Ann
    const status = (st: TradesState): boolean[] => st.open.map((t) => isUnderWay(st, t));
    expect(status(s)).toEqual([true, false, false, false]);
    s = act(s, { type: 'complete', trade: 1, picked: [], chosen: ['?'] });
    expect(s.open.map((t) => t.id)).toEqual([2, 3, 4]);
    expect(status(s)).toEqual([true, false, true]);
    s = act(s, { type: 'complete', trade: 2, picked: [], chosen: ['?'] });
    expect(status(s)).toEqual([true, true]);
    const view = tradesGame.view(s, null);
    expect(view.players.map((p) => p.busyIn)).toEqual([4, null, 3, 3, 4]);
  });
});

describe('turn mode', () => {
  it('moves the turn on after a finished trade, a deck trade or a pass, not after a declaration', () => {
    let s = table(3, { mode: 'turns' });
    expect(tradesGame.summary(s, T0).turn).toBe(0);
    s = act(s, { type: 'declare', kind: 'optional', from: 0, to: 1, give: ['?'], faceUp: ['5D'] });
    expect(s.turn).toBe(0);
    s = act(s, { type: 'refuse', trade: 1 });
    expect(s.turn).toBe(1);
    s = act(s, { type: 'deckTrade', player: 1, give: '?' });
    expect(s.turn).toBe(2);
    s = act(s, { type: 'pass', player: 2 });
    expect(s.turn).toBe(0);
    expect(tradesGame.summary(s, T0 + 60_000).phase).toBe('Trading: 4:00 left, Ann to declare');
  });
});

describe('the time limit', () => {
  it('ends trading at zero: open trades are void, cards stay put, the clock shows 0:00', () => {
    let s = act(table(), { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['AH'] });
    expect(tradesGame.describe(s, { type: 'timeUp' })).toBe('Time up: trading stops; trade 1 void');
    s = act(s, { type: 'timeUp' }, T0 + 300_000);
    expect(s.phase).toBe('scoring');
    expect(s.open).toEqual([]);
    expect(s.hands[0]?.known).toEqual(['AH']);
    expect(s.clock.leftMs).toBe(0);
    expect(tradesGame.summary(s, T0 + 400_000).phase).toBe('Time up: enter the final hands (0 of 3 entered)');
  });

  it('the summary says when the clock has run out before the time-up is recorded', () => {
    expect(tradesGame.summary(table(), T0 + 301_000).phase).toBe('Time is up: trading has stopped');
    expect(tradesGame.summary(act(table(), { type: 'pauseClock' }, T0 + 30_000), T0 + 99_000).phase).toBe('Paused: 4:30 left');
  });
});

describe('scoring', () => {
  const scoring = act(table(), { type: 'timeUp' }, T0 + 300_000);
  const enter = (s: TradesState, hands: string[][]): TradesState =>
    hands.reduce((st, cards, player) => act(st, { type: 'enterHand', player, cards }, T0 + 310_000), s);

  it('adds card values (A=1 .. K=13); the lowest total wins', () => {
    const s = enter(scoring, [
      ['AS', '2S', '3S', '4S', '5S', '6S', '7S'],
      ['8S', '9S', '10S', 'JS', 'QS', 'KS', 'AH'],
      ['2H', '3H', '4H', '5H', '6H', '7H', '8H'],
    ]);
    expect(tradesGame.score(s)).toEqual({ rounds: ['Final hand'], rows: [[28], [64], [35]], totals: [28, 64, 35], lowerIsBetter: true });
    expect(tradesGame.outcome(s)).toEqual({ winners: [0], kind: 'time-up', reason: 'time limit reached; lowest total 28' });
    expect(tradesGame.summary(s, T0 + 400_000)).toEqual({ phase: 'Finished: Ann wins', phaseId: 'over', turn: null, finished: true });
  });

  it('shares the win on a tie', () => {
    const s = enter(scoring, [
      ['AS', '2S', '3S', '4S', '5S', '6S', '7S'],
      ['AH', '2H', '3H', '4H', '5H', '6H', '7H'],
      ['KD', 'QD', 'JD', '10D', '9D', '8D', '7D'],
    ]);
    expect(tradesGame.outcome(s)).toEqual({ winners: [0, 1], kind: 'time-up', reason: 'time limit reached; lowest total 28' });
    expect(tradesGame.summary(s, 0).phase).toBe('Finished: Ann and Bo share the win');
  });

  it('calls it a draw when everyone ties', () => {
    let s = act(table(2), { type: 'timeUp' }, T0 + 300_000);
    s = act(s, { type: 'enterHand', player: 0, cards: ['AS', '2S', '3S', '4S', '5S', '6S', '7S'] });
    s = act(s, { type: 'enterHand', player: 1, cards: ['AH', '2H', '3H', '4H', '5H', '6H', '7H'] });
    expect(tradesGame.outcome(s)).toEqual({ winners: [0, 1], kind: 'time-up', reason: 'time limit reached; lowest total 28', draw: true });
  });

  it('uses Tech Deck values in a Tech Deck match', () => {
    let s = act(table(2, { deck: 'tech' }), { type: 'timeUp' }, T0 + 300_000);
    s = act(s, { type: 'enterHand', player: 0, cards: ['1kn', '2kn', '3kn', '4kn', '5kn', '6kn', '13-science'] });
    s = act(s, { type: 'enterHand', player: 1, cards: ['1sc', '2sc', '3sc', '4sc', '5sc', '6sc', '7sc'] });
    expect(tradesGame.score(s).totals).toEqual([34, 28]);
    expect(s.finalHands[0]?.[6]).toBe('13sc');
  });

  it('lets a hand be entered again (a correction) until all are in, and takes any spelling', () => {
    let s = act(scoring, { type: 'enterHand', player: 0, cards: ['as', 'th', '3S', '4S', '5S', '6S', '7S'] });
    expect(s.finalHands[0]).toEqual(['AS', '10H', '3S', '4S', '5S', '6S', '7S']);
    s = act(s, { type: 'enterHand', player: 0, cards: ['AS', '2S', '3S', '4S', '5S', '6S', '7S'] });
    expect(s.finalHands[0]?.[1]).toBe('2S');
    expect(tradesGame.summary(s, 0).phase).toBe('Time up: enter the final hands (1 of 3 entered)');
  });
});

describe('what the UI is offered and shown', () => {
  it('offers the clock to the table and the trades to each seat, with reasons when not allowed', () => {
    expect(tradesGame.legalActions(table(3, {}, false), null)).toEqual([
      { type: 'startClock', label: 'Start the clock', actor: null, action: { type: 'startClock' } },
    ]);
    const s = act(table(), { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?', '?'] });
    expect(tradesGame.legalActions(s, null).map((o) => o.type)).toEqual(['pauseClock', 'timeUp']);
    const ann = tradesGame.legalActions(s, 0);
    expect(ann.find((o) => o.label === 'Mandatory trade')?.disabledReason).toBe('Busy in trade 1.');
    expect(ann.find((o) => o.type === 'pickBlind')?.action).toEqual({ type: 'pickBlind', trade: 1 });
    const bo = tradesGame.legalActions(s, 1);
    expect(bo.find((o) => o.type === 'complete')).toEqual({ type: 'complete', label: 'Complete trade 1 with Ann', actor: 1 });
    const cy = tradesGame.legalActions(s, 2);
    expect(cy.filter((o) => o.disabledReason)).toEqual([]);
    expect(cy.find((o) => o.type === 'deckTrade')?.label).toBe('Trade with the deck (3 left)');
    expect(tradesGame.legalActions(s, 9)).toEqual([]);
  });

  it('hides a hand’s declared cards from the other seats', () => {
    const s = act(act(table(), { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['QH'] }), {
      type: 'complete',
      trade: 1,
      picked: [],
      chosen: ['2D'],
    });
    const mine = tradesGame.view(s, 1);
    const theirs = tradesGame.view(s, 2);
    expect(mine.players[1]?.known).toEqual(['QH']);
    expect(theirs.players[1]?.known).toBeNull();
    expect(theirs.players[1]?.lastReceived).toEqual(['?']);
    expect(tradesGame.view(s, null).players[0]?.known).toEqual(['2D']);
  });

  it('describes each action in one line', () => {
    const s = act(table(), { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?', '?'] });
    expect(tradesGame.describe(table(), { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?', '?'] })).toBe(
      'Ann declares a mandatory trade of 2 cards with Bo (trade 1)',
    );
    expect(tradesGame.describe(s, { type: 'complete', trade: 1, picked: ['?'], chosen: ['?'] })).toBe(
      'trade 1 (Ann with Bo) completed: 1 card picked blind, 1 card chosen',
    );
    expect(tradesGame.describe(s, { type: 'deckTrade', player: 2, give: '?' })).toBe('Cy trades a card with the deck (1 of 3)');
    expect(tradesGame.describe(s, { type: 'enterHand', player: 2, cards: ['KS', 'AD'] })).toBe("Cy's final hand: KS AD (total 14)");
  });
});
