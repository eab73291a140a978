/**
 * Trades options are declared once (defineOptions): the specs the forms, the
 * CLI's `games` and the docs list stay exactly as they were, and the rules
 * read the typed options with the defaults written in one place.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/engine/core/result';
import { tradesGame } from '../../../src/engine/trades/index';
import { TRADES, TRADES_OPTIONS } from '../../../src/engine/trades/options';
import { config } from './helpers';

describe('Trades options', () => {
  it('keep their names, labels, defaults and ranges', () => {
    expect(tradesGame.options).toBe(TRADES_OPTIONS);
    expect(TRADES_OPTIONS.map((o) => [o.name, o.label, o.type, o.default])).toEqual([
      ['handSize', 'Cards per hand', 'int', 7],
      ['deck', 'Deck', 'enum', 'standard'],
      ['timeLimitSeconds', 'Time limit (seconds)', 'int', 300],
      ['mode', 'Mode', 'enum', 'freeForAll'],
      ['deckTrades', 'Deck trades per player', 'int', 3],
      ['dealing', 'Dealing', 'enum', 'table'],
    ]);
    expect(TRADES_OPTIONS.map((o) => (o.type === 'int' ? [o.min, o.max] : o.type === 'enum' ? o.choices : null))).toEqual([
      [1, 13],
      ['standard', 'tech'],
      [10, 604800],
      ['freeForAll', 'turns'],
      [0, 1000000],
      ['table', 'app'],
    ]);
  });

  it('the typed defaults come from the specs, and setup reads the typed options', () => {
    expect(TRADES.defaults).toEqual({
      handSize: 7,
      deck: 'standard',
      timeLimitSeconds: 300,
      mode: 'freeForAll',
      deckTrades: 3,
      dealing: 'table',
    });
    expect(unwrap(tradesGame.setup(config(3))).options).toEqual(TRADES.defaults);
    const s = unwrap(tradesGame.setup(config(4, { handSize: '5', mode: 'turns', deck: 'tech', timeLimitSeconds: 60, deckTrades: 0 })));
    expect(s.options).toEqual({ handSize: 5, deck: 'tech', timeLimitSeconds: 60, mode: 'turns', deckTrades: 0, dealing: 'table' });
    expect(s.clock.durationMs).toBe(60_000);
  });
});
