/** Setup: layouts, the deck, the deal, options. */
import { describe, expect, it } from 'vitest';
import { defaultOptions } from '../../../src/engine/core/options';
import { techChessGame } from '../../../src/engine/tech-chess/index';
import { at, expectConserved, newGame } from './helpers';

const setup = (options: Record<string, string | number>, seed = 's', players = ['Ann', 'Bo']) =>
  techChessGame.setup({ players, options, seed, at: 0 });

describe('setup', () => {
  it('stands the standard layout: player 1 on ranks 1-2, player 2 on ranks 5-6, queens on c, knights on d', () => {
    const s = newGame();
    const rank = (r: number) => 'abcdef'.split('').map((f) => at(s, `${f}${r}`)?.card);
    expect(rank(1)).toEqual(['1se', '13se', '12se', '11sc', '13sc', '1sc']);
    expect(rank(2)).toEqual(['2se', '3se', '4se', '4sc', '3sc', '2sc']);
    expect(rank(5)).toEqual(['2kn', '3kn', '4kn', '4te', '3te', '2te']);
    expect(rank(6)).toEqual(['1kn', '13kn', '12kn', '11te', '13te', '1te']);
    expect(at(s, 'a1')?.owner).toBe(0);
    expect(at(s, 'a6')?.owner).toBe(1);
    expect(s.turn).toBe(0);
  });

  it('expels the wilds, shuffles the rest into the deck and deals 3 cards each', () => {
    const s = newGame();
    expect(s.expelled).toEqual(['wild', 'wild']);
    expect(s.deckCount).toBe(54 - 2 - 24 - 6);
    expect(s.hands.map((h) => h.known.length + h.unknown)).toEqual([3, 3]);
    expect(s.pool).toContain('12sc');
    expect(s.pool).toContain('11se');
    expectConserved(s);
  });

  it('with dealing = app, names the cards dealt; the same seed deals the same, another seed differently', () => {
    const a = newGame({ dealing: 'app' }, 'x');
    expect(a.hands[0].known).toHaveLength(3);
    expect(a.hands[0].unknown).toBe(0);
    expect(a.pool).toHaveLength(a.deckCount);
    expect(newGame({ dealing: 'app' }, 'x')).toEqual(a);
    expect(newGame({ dealing: 'app' }, 'y').pool).not.toEqual(a.pool);
    expectConserved(a);
  });

  it('takes each player’s choice of 11, 12 and which domain’s copy stands where', () => {
    const r = setup({
      p1Setup: '1sc 13sc 12sc 11se 13se 1se 2sc 3se 4sc 4se 3sc 2se',
      p2Setup: '1te, 13kn, 12te, 11kn, 13te, 1kn / 2te 3te 4te 4kn 3kn 2kn',
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(at(r.value, 'c1')?.card).toBe('12sc');
    expect(at(r.value, 'd1')?.card).toBe('11se');
    expect(at(r.value, 'c6')?.card).toBe('12te');
    expect(r.value.pool).toContain('12se');
    expect(r.value.pool).toContain('11te');
    expectConserved(r.value);
  });

  it('refuses a layout with a wrong value, a wrong domain, a repeated card or the wrong count', () => {
    const bad = (p1Setup: string) => {
      const r = setup({ p1Setup });
      return r.ok ? 'accepted' : r.error.code + ' ' + r.error.message;
    };
    expect(bad('13se 1se 12se 11sc 13sc 1sc 2se 3se 4se 4sc 3sc 2sc')).toMatch(/^ERR_BAD_SETUP .*must hold a 1/);
    expect(bad('1kn 13se 12se 11sc 13sc 1sc 2se 3se 4se 4sc 3sc 2sc')).toMatch(/^ERR_BAD_SETUP .*domains/);
    expect(bad('1se 13se 12se 11sc 13sc 1se 2se 3se 4se 4sc 3sc 2sc')).toMatch(/^ERR_BAD_SETUP .*twice/);
    expect(bad('1se 13se')).toMatch(/^ERR_BAD_SETUP .*12 cards/);
    expect(bad('1se 13se 12se 11sc 13sc 1sc 2se 3se 4se 4sc 3sc wild')).toMatch(/^ERR_BAD_SETUP/);
  });

  it('refuses unknown options, bad option values and a player count other than 2', () => {
    const u = setup({ castling: 'yes' });
    expect(!u.ok && u.error.code).toBe('ERR_UNKNOWN_OPTION');
    const p = setup({ pawnMoves: 'diagonal' });
    expect(!p.ok && p.error.code).toBe('ERR_BAD_OPTION');
    const n = setup({}, 's', ['Ann']);
    expect(!n.ok && n.error.code).toBe('ERR_PLAYER_COUNT');
  });

  it('names the variant options of CLARIFICATIONS.md with their defaults', () => {
    expect(defaultOptions(techChessGame.options)).toMatchObject({
      pawnMoves: 'forward3sideways',
      stalemate: 'draw',
      upgrades: 2,
      builds: 3,
      clock: 0,
    });
    expect(newGame().clock).toBeNull();
  });
});
