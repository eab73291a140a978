/** Tech Exchange options: declared once (defineOptions), specs unchanged, the 0 values resolved by the rules. */
import { describe, expect, it } from 'vitest';
import { techExchangeGame as game } from '../../../src/engine/tech-exchange/index';
import { TECH_EXCHANGE, techExchangeOptions } from '../../../src/engine/tech-exchange/options';
import { start } from './helpers';

describe('Tech Exchange options', () => {
  it('keeps the option names, defaults and ranges the CLI and the docs list', () => {
    expect(game.options).toBe(TECH_EXCHANGE.specs);
    expect(game.options.map((o) => [o.name, o.default, 'min' in o ? `${o.min}-${o.max}` : o.type])).toEqual([
      ['decks', 0, '0-2'],
      ['dealSize', 0, '0-40'],
      ['rounds', 3, '1-10'],
      ['firstPhaseStackLimit', 3, '2-30'],
      ['tradingStopsAtDeckSize', 0, '0-30'],
      ['maxTradeCards', 2, '1-4'],
      ['effectRevealers', 2, '0-6'],
      ['tradingClockSeconds', 0, '0-3600'],
      ['wilds', true, 'bool'],
    ]);
  });

  it('resolves the "by the rules" values for the player count and reads the rest typed', () => {
    expect(techExchangeOptions({}, 2)).toEqual({
      decks: 1,
      dealSize: 10,
      rounds: 3,
      firstPhaseStackLimit: 3,
      tradingStopsAtDeckSize: 5,
      maxTradeCards: 2,
      effectRevealers: 2,
      tradingClockSeconds: 0,
      wilds: true,
    });
    expect(techExchangeOptions({}, 5)).toMatchObject({ decks: 2, dealSize: 8, tradingStopsAtDeckSize: 5 });
    expect(techExchangeOptions({}, 4)).toMatchObject({ decks: 1, tradingStopsAtDeckSize: 1 });
    expect(techExchangeOptions({ decks: 2, dealSize: 6, wilds: false, tradingStopsAtDeckSize: 3 }, 4)).toMatchObject({
      decks: 2,
      dealSize: 6,
      wilds: false,
      tradingStopsAtDeckSize: 3,
    });
    expect(start(3, { rounds: 5 }).options.rounds).toBe(5);
  });
});
