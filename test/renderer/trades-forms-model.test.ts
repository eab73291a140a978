/**
 * Trades: the declare form says why nothing can be declared (the engine's
 * reason), the totals table lists the final hands' cards, and a finished
 * game shows no in-game counters.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../src/engine/core/result';
import { tradesGame } from '../../src/engine/trades';
import type { TradesState } from '../../src/engine/trades/types';
import type { TradesView } from '../../src/engine/trades/index';
import { declareBlocked, inGameCounters, totalsRows } from '../../src/renderer/games/trades/model';

const options = { handSize: 2, deck: 'standard', timeLimitSeconds: 60, mode: 'freeForAll', deckTrades: 3 };
const start = (mode = 'freeForAll'): TradesState =>
  unwrap(tradesGame.setup({ players: ['Ann', 'Bo', 'Cy'], options: { ...options, mode }, seed: 's', at: 0 }));
const play = (s: TradesState, action: unknown, at = 0): TradesState => {
  const a = unwrap(tradesGame.parseAction(action));
  unwrap(tradesGame.validate(s, a, { at }));
  return tradesGame.apply(s, a, { at });
};
const offers = (s: TradesState, seat: number) => tradesGame.legalActions(s, seat);

describe('Trades declare form: why nothing can be declared', () => {
  it('before the clock starts, while it is paused, and for a seat busy in a trade', () => {
    let s = start();
    expect(declareBlocked(s, offers(s, 0), 'mandatory')).toMatch(/start the clock/i);
    s = play(s, { type: 'startClock' });
    expect(declareBlocked(s, offers(s, 0), 'mandatory')).toBeNull();
    expect(declareBlocked(s, offers(s, 0), 'deck')).toBeNull();
    s = play(s, { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?'] }, 1);
    expect(declareBlocked(s, offers(s, 0), 'mandatory')).toMatch(/Busy in trade 1/);
    expect(declareBlocked(s, offers(s, 2), 'optional')).toBeNull();
    s = play(s, { type: 'pauseClock' }, 2);
    expect(declareBlocked(s, offers(s, 2), 'optional')).toMatch(/paused/);
  });

  it('in turn mode, names whose turn it is', () => {
    const s = play(start('turns'), { type: 'startClock' });
    expect(declareBlocked(s, offers(s, 1), 'mandatory')).toMatch(/Ann's turn/);
  });
});

describe('Trades finished', () => {
  it("the totals list each player's final cards; the in-game counters go", () => {
    let s = play(start(), { type: 'startClock' });
    expect(inGameCounters(s.phase)).toBe(true);
    s = play(s, { type: 'timeUp' }, 60_000);
    s = play(s, { type: 'enterHand', player: 0, cards: ['AS', '2S'] }, 60_001);
    s = play(s, { type: 'enterHand', player: 1, cards: ['3S', '4S'] }, 60_002);
    s = play(s, { type: 'enterHand', player: 2, cards: ['5S', '6S'] }, 60_003);
    expect(s.phase).toBe('finished');
    expect(inGameCounters(s.phase)).toBe(false);
    const rows = totalsRows(tradesGame.view(s, null) as TradesView, tradesGame.outcome(s)?.winners ?? []);
    expect(rows).toEqual([
      { seat: 0, name: 'Ann', cards: ['AS', '2S'], total: 3, winner: true },
      { seat: 1, name: 'Bo', cards: ['3S', '4S'], total: 7, winner: false },
      { seat: 2, name: 'Cy', cards: ['5S', '6S'], total: 11, winner: false },
    ]);
  });
});
