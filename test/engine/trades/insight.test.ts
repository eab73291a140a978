/** Trades insight for the playtest statistics. */
import { describe, expect, it } from 'vitest';
import { handTotal } from '../../../src/engine/trades/scoring';
import { tradesInsight } from '../../../src/engine/trades/insight';
import { randomTradesGame } from './random-game';

describe('Trades insight for the statistics', () => {
  it('reports trades, final totals and the cards held at the end', () => {
    const g = randomTradesGame({ seed: 'insight', players: 4, steps: 60 });
    const insight = tradesInsight(g.state);
    const totals = g.truth.hands.map(handTotal);
    expect(insight.figures.tradesCompleted).toBe(g.state.tradesCompleted);
    expect(insight.figures.lowestFinalTotal).toBe(Math.min(...totals));
    expect(insight.figures.highestFinalTotal).toBe(Math.max(...totals));
    expect(insight.cards).toHaveLength(g.truth.hands.flat().length);
    expect(
      insight.cards
        .filter((c) => c.seat === 2)
        .map((c) => c.code)
        .sort(),
    ).toEqual([...(g.truth.hands[2] ?? [])].sort());
    expect(insight.firstPlayer).toBeNull();
  });

  it('has no totals before the final hands are entered', () => {
    const g = randomTradesGame({ seed: 'unfinished', players: 3, steps: 10, finish: false });
    const insight = tradesInsight(g.state);
    expect(insight.figures.lowestFinalTotal).toBeUndefined();
    expect(insight.cards).toEqual([]);
  });
});
