/**
 * Dealt by the app: the engine knows every dealt card (each hand's known
 * cards are all its cards, every card of the deck once), yet each seat's
 * view shows only its own hand; the referee's view (null) shows them all.
 * With dealing at the table nothing is known at the start.
 */
import { describe, expect, it } from 'vitest';
import type { MatchConfig } from '../../../src/engine/core/game';
import { resolveOptions } from '../../../src/engine/core/options';
import { unwrap } from '../../../src/engine/core/result';
import { techChessGame } from '../../../src/engine/tech-chess/index';
import { techChessSimulation } from '../../../src/engine/tech-chess/bots';
import { techExchangeGame } from '../../../src/engine/tech-exchange/index';
import { techExchangeSimulation } from '../../../src/engine/tech-exchange/bots';
import { tradesGame } from '../../../src/engine/trades/index';
import { tradesSimulation } from '../../../src/engine/trades/bots';
import { unwrap as must } from '../../../src/engine/core/result';
import { gridPokerGame } from '../../../src/engine/grid-poker/index';
import { gridPokerSimulation } from '../../../src/engine/grid-poker/bots';
import type { GridPokerState } from '../../../src/engine/grid-poker/types';
import { playSimulated } from './play';

const config = (options: MatchConfig['options'], players = 3): MatchConfig => ({
  players: ['Ann', 'Bo', 'Cy', 'Di'].slice(0, players),
  options,
  seed: 'dealt',
  at: 0,
});

describe('dealt by the app', () => {
  it('Trades: every hand named, each seat sees only its own', () => {
    const s = unwrap(tradesSimulation.setup(config(unwrap(resolveOptions(tradesGame.options, {})))));
    expect(s.options.dealing).toBe('app');
    const all = s.hands.flatMap((h) => h.known);
    expect(s.hands.every((h) => h.known.length === h.size)).toBe(true);
    expect(new Set(all).size).toBe(all.length);
    for (let seat = 0; seat < 3; seat++) {
      const v = tradesGame.view(s, seat);
      v.players.forEach((p, i) => expect(p.known, `seat ${seat} sees ${i}`).toEqual(i === seat ? s.hands[i]?.known : null));
    }
    expect(tradesGame.view(s, null).players.map((p) => p.known)).toEqual(s.hands.map((h) => h.known));
    const table = unwrap(tradesGame.setup(config({})));
    expect(table.hands.every((h) => h.known.length === 0)).toBe(true);
  });

  it('Tech Exchange: every hand named at each deal, each seat sees only its own', () => {
    const s = unwrap(techExchangeSimulation.setup(config({})));
    expect(s.options.dealing).toBe('app');
    expect(s.hands.every((h) => h.known.length === h.count && h.count > 0)).toBe(true);
    for (let seat = 0; seat < 3; seat++) {
      const v = techExchangeGame.view(s, seat);
      v.hands.forEach((h, i) => {
        expect(h.count).toBe(s.hands[i]?.count);
        expect(h.known, `seat ${seat} sees ${i}`).toEqual(i === seat ? s.hands[i]?.known : []);
      });
    }
    expect(techExchangeGame.view(s, null).hands).toEqual(s.hands);
    const table = unwrap(techExchangeGame.setup(config({})));
    expect(table.hands.every((h) => h.known.length === 0)).toBe(true);
  });

  it('Tech Chess: both hands known, each seat sees only its own', () => {
    const s = unwrap(techChessSimulation.setup(config({}, 2)));
    expect(s.hands.every((h) => h.unknown === 0 && h.known.length === 3)).toBe(true);
    expect(techChessGame.view(s, 0).hands.map((h) => h.known)).toEqual([s.hands[0].known, null]);
    expect(techChessGame.view(s, 1).hands.map((h) => h.known)).toEqual([null, s.hands[1].known]);
  });

  it('Grid Poker: the app deals every card named, each seat sees only its own hand, and the deck order is never shown', () => {
    const random = must(gridPokerSimulation.bot({ kind: 'random' }));
    // Far enough for the deal, the companies and the first round's commits.
    const played = playSimulated(gridPokerGame, gridPokerSimulation, {
      players: 3,
      seed: 'dealt',
      seats: [random, random, random],
      table: random,
      maxActions: 40,
    });
    expect(played.refusals).toEqual([]);
    const s: GridPokerState = played.state;
    expect(s.options.dealing).toBe('app');
    expect(s.dealt).toHaveLength(s.deck);
    expect(s.hands.every((h) => h.count > 0 && h.known.length === h.count)).toBe(true);
    for (let seat = 0; seat < 3; seat++) {
      const v = gridPokerGame.view(s, seat) as Record<string, unknown> & { hands: GridPokerState['hands'] };
      expect('dealt' in v || 'knowledge' in v || 'rng' in v).toBe(false);
      v.hands.forEach((h, i) => {
        expect(h.count).toBe(s.hands[i]?.count);
        expect(h.known, `seat ${seat} sees ${i}`).toEqual(i === seat ? s.hands[i]?.known : []);
      });
    }
    const referee = gridPokerGame.view(s, null) as { hands: GridPokerState['hands'] };
    expect(referee.hands).toEqual(s.hands);
    expect('dealt' in (referee as object)).toBe(false);
    // The market was dealt from the app's deck: a market card other than its top is refused, and so is an unnamed discard.
    const table = must(gridPokerGame.setup(config({ dealing: 'app' })));
    const top = table.dealt?.[0] as string;
    const other = Object.keys(table.composition).find((c) => c !== top) as string;
    expect(gridPokerGame.validate(table, { type: 'fillMarket', slot: 0, card: other }, { at: 0 }).ok).toBe(false);
    expect(gridPokerGame.validate(table, { type: 'fillMarket', slot: 0, card: top }, { at: 0 }).ok).toBe(true);
    const atTable = must(gridPokerGame.setup(config({})));
    expect(atTable.dealt).toBeUndefined();
    expect(gridPokerGame.view(atTable, 0)).toEqual(gridPokerGame.view(atTable, 1));
  });
});
