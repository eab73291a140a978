/** Setup: players, decks, the market entry, the deal, companies in turn order, setup discards. */
import { describe, expect, it } from 'vitest';
import { gridPokerGame } from '../../../src/engine/grid-poker/index';
import { act, config, fillMarket, refuses, start } from './driver';
import { afterSetup, ANN, BO, CY, MARKET } from './scenario';

describe('grid poker setup', () => {
  it('takes 2 to 6 players and refuses deals larger than the decks', () => {
    const one = gridPokerGame.setup(config(1));
    expect(one.ok ? '' : one.error.code).toBe('ERR_PLAYER_COUNT');
    const seven = gridPokerGame.setup({ ...config(6), players: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] });
    expect(seven.ok ? '' : seven.error.code).toBe('ERR_PLAYER_COUNT');
    const big = gridPokerGame.setup(config(6, { dealSize: 8 }));
    expect(big.ok ? '' : big.error.code).toBe('ERR_NOT_ENOUGH_CARDS');
    expect(gridPokerGame.setup(config(6, { dealSize: 8, decks: 2 })).ok).toBe(true);
    const bad = gridPokerGame.setup(config(3, { aceHigh: 'sideways' }));
    expect(bad.ok ? '' : bad.error.code).toBe('ERR_BAD_OPTION');
  });

  it('refuses at setup option combinations that cannot work, with the option at fault', () => {
    const refused = (players: number, options: Record<string, string | number>): string => {
      const r = gridPokerGame.setup(config(players, options));
      expect(r.ok, JSON.stringify(options)).toBe(false);
      if (r.ok) return '';
      expect(r.error.code).toBe('ERR_OPTION_CONFLICT');
      expect(r.error.message.length).toBeGreaterThan(20);
      return r.error.path ?? '';
    };
    // 7 dealt, 2 to the company: at most 5 can be discarded.
    expect(refused(3, { setupDiscards: 6 })).toBe('options.setupDiscards');
    expect(refused(3, { dealSize: 4, setupDiscards: 3 })).toBe('options.setupDiscards');
    expect(gridPokerGame.setup(config(3, { setupDiscards: 5 })).ok).toBe(true);
    expect(gridPokerGame.setup(config(3, { dealSize: 4, setupDiscards: 2 })).ok).toBe(true);
    // Hands allowed to grow to 12 at six players would eat a single deck before the market is refilled.
    expect(refused(6, { drawBelow: 12, handLimitLarge: 12 })).toBe('options.drawBelow');
    expect(gridPokerGame.setup(config(6, { drawBelow: 12, handLimitLarge: 12, decks: 2 })).ok).toBe(true);
    expect(gridPokerGame.setup(config(6, { drawBelow: 12 })).ok).toBe(true);
  });

  it('draws the first player from the seed, the same for the same seed', () => {
    const firsts = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((seed) => start(4, {}, seed).firstPlayer));
    expect(firsts.size).toBeGreaterThan(1);
    expect(start(4, {}, 'x').firstPlayer).toBe(start(4, {}, 'x').firstPlayer);
  });

  it('asks for the 9 market cards, then deals 7 cards to everyone', () => {
    let s = start(3);
    expect(s.deck).toBe(54);
    refuses(s, { type: 'formCompany', seat: s.firstPlayer, cards: ['1kn', '2kn'] }, 'ERR_WRONG_PHASE');
    s = fillMarket(s, MARKET.slice(0, 8));
    expect(s.phase.kind).toBe('market');
    refuses(s, { type: 'fillMarket', slot: 0, card: '3se' }, 'ERR_SLOT_TAKEN');
    refuses(s, { type: 'fillMarket', slot: 8, card: '2kn' }, 'ERR_CARD_ELSEWHERE');
    refuses(s, { type: 'fillMarket', slot: 9, card: '3se' }, 'ERR_NO_SUCH_SLOT');
    s = act(s, { type: 'fillMarket', slot: 8, card: '4te' });
    expect(s.phase.kind).toBe('company');
    expect(s.hands.map((h) => h.count)).toEqual([7, 7, 7]);
    expect(s.deck).toBe(54 - 9 - 21);
  });

  it('refuses wild cards when wilds are removed, and allows repeats with two decks', () => {
    const removed = start(2, { wilds: 'removed' });
    expect(removed.deck).toBe(52);
    refuses(removed, { type: 'fillMarket', slot: 0, card: 'wild' }, 'ERR_CARD_NOT_IN_GAME');
    const two = act(start(2, { decks: 2 }), { type: 'fillMarket', slot: 0, card: '2kn' });
    expect(gridPokerGame.validate(two, { type: 'fillMarket', slot: 1, card: '2kn' }, { at: 0 }).ok).toBe(true);
  });

  it('forms companies in turn order from the first player, then everyone discards 2', () => {
    let s = act(start(3), { type: 'setFirstPlayer', seat: BO });
    s = fillMarket(s, MARKET);
    refuses(s, { type: 'formCompany', seat: ANN, cards: ['1kn', '1sc'] }, 'ERR_NOT_YOUR_TURN');
    refuses(s, { type: 'formCompany', seat: BO, cards: ['1kn'] }, 'ERR_CARD_COUNT');
    refuses(s, { type: 'formCompany', seat: BO, cards: ['2kn', '1sc'] }, 'ERR_CARD_ELSEWHERE');
    s = act(s, { type: 'formCompany', seat: BO, cards: ['8te', '8se'] });
    refuses(s, { type: 'setFirstPlayer', seat: ANN }, 'ERR_WRONG_PHASE');
    s = act(s, { type: 'formCompany', seat: CY, cards: ['3kn', '10kn'] });
    s = act(s, { type: 'formCompany', seat: ANN, cards: ['1kn', '1sc'] });
    expect(s.phase.kind).toBe('setupDiscard');
    expect(s.companies).toEqual([
      ['1kn', '1sc'],
      ['8te', '8se'],
      ['3kn', '10kn'],
    ]);
    s = act(s, { type: 'setupDiscard', seat: CY, cards: ['5kn', '6sc'] });
    refuses(s, { type: 'setupDiscard', seat: CY }, 'ERR_ALREADY_DONE');
    refuses(s, { type: 'setupDiscard', seat: ANN, cards: ['5kn'] }, 'ERR_CARD_COUNT');
    s = act(s, { type: 'setupDiscard', seat: ANN });
    s = act(s, { type: 'setupDiscard', seat: BO });
    expect(s.phase).toMatchObject({ kind: 'companyEffects', turn: BO });
    expect(s.hands.map((h) => h.count)).toEqual([3, 3, 3]);
    expect(s.discard).toEqual({ count: 6, known: ['5kn', '6sc'] });
  });

  it('skips the setup discard when the option is 0', () => {
    const s = afterSetup({ setupDiscards: 0 });
    expect(s.phase.kind).toBe('companyEffects');
    expect(s.hands.map((h) => h.count)).toEqual([5, 5, 5]);
  });
});
