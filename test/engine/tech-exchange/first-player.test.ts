/** Tech Exchange: the first player as drawn at the table replaces the referee's draw, before any trade of the game. */
import { describe, expect, it } from 'vitest';
import { techExchangeGame as game } from '../../../src/engine/tech-exchange/index';
import { act, passAll, refused, start } from './helpers';

describe('Tech Exchange first player (setup step 4)', () => {
  it('is offered to the table at the start, and sets the marker, the effects order and the statistics', () => {
    const s0 = start(4, {}, 'x');
    expect(game.legalActions(s0, null).map((o) => o.type)).toContain('setFirstPlayer');
    const other = (s0.firstPlayer + 2) % 4;
    const s = act(s0, { type: 'setFirstPlayer', seat: other });
    expect(s.firstPlayer).toBe(other);
    expect(s.stats.startingPlayer).toBe(other);
    expect(s.note).toMatch(new RegExp(`${s.players[other]} has the first-player marker`));
    expect(game.describe(s0, { type: 'setFirstPlayer', seat: other })).toBe(`${s.players[other]} is the first player`);
    // The seat in the action is the marker's new holder, not a player acting.
    expect(game.actingSeat?.({ type: 'setFirstPlayer', seat: other })).toBeUndefined();
    const fx = passAll(act(s, { type: 'endTrading' }));
    expect(fx.phase).toEqual({ kind: 'trading', number: 2 });
    expect(act(s, { type: 'endTrading' }).effects?.turn).toBe(other);
  });

  it('is refused once the game is under way (a trade made), and for a seat not at the table', () => {
    const s0 = start(3);
    refused(s0, { type: 'setFirstPlayer', seat: 5 }, 'ERR_NO_SUCH_SEAT');
    let s = act(s0, { type: 'trade', a: 0, b: 1, aGives: 1, bGives: 1 });
    s = act(s, { type: 'reveal', card: '5se' });
    expect(refused(s, { type: 'setFirstPlayer', seat: 1 }, 'ERR_WRONG_PHASE')).toMatch(/before the first trade/);
    expect(game.legalActions(s, null).map((o) => o.type)).not.toContain('setFirstPlayer');
    refused(act(s0, { type: 'endTrading' }), { type: 'setFirstPlayer', seat: 1 }, 'ERR_WRONG_PHASE');
  });
});
