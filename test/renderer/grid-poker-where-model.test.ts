/**
 * Grid Poker's hand-card fields (company, improvement, discards) mark the
 * cards the engine's knowledge puts elsewhere: a market card, a company
 * card, a card no consistent table has in that hand; a card that may be in
 * the hand is not marked.
 */
import { describe, expect, it } from 'vitest';
import { notInHand } from '../../src/renderer/games/grid-poker/where';
import { ANN, BO, MARKET, afterSetup } from '../engine/grid-poker/scenario';

describe('Grid Poker hand-card fields', () => {
  it('mark a market card and another player’s company card, not a card that may be in the hand', () => {
    const s = afterSetup();
    expect(notInHand(s, BO)(MARKET[0] as string)).toContain('market');
    expect(notInHand(s, BO)('1kn')).toContain("Ann's company");
    const free = Object.keys(s.composition).find((c) => !MARKET.includes(c) && !s.companies.flat().includes(c)) as string;
    expect(notInHand(s, ANN)(free)).toBeNull();
  });
});
