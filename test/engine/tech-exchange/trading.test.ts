/** Tech Exchange trading: trades by counts or identities, and refusals naming the rule. */
import { describe, expect, it } from 'vitest';
import { techExchangeGame as game } from '../../../src/engine/tech-exchange/index';
import { act, acts, refused, start } from './helpers';

const trade = (a: number, b: number, aGives: number | string[] = 1, bGives: number | string[] = 1) => ({
  type: 'trade',
  a,
  b,
  aGives,
  bGives,
});

describe('Tech Exchange trading', () => {
  it('records a 1-for-2 trade by counts, then the revealed top card goes on its domain stack', () => {
    let s = act(start(3), trade(0, 1, 1, 2));
    expect(s.hands.map((h) => h.count)).toEqual([9, 7, 8]);
    expect(s.pending).toEqual({ reason: 'trade', drawer: null });
    expect(s.tradesThisPhase).toBe(1);
    const deck = s.deck;
    s = act(s, { type: 'reveal', card: '7-Science' });
    expect(s.stacks.sc).toEqual(['1sc', '7sc']);
    expect(s.deck).toBe(deck - 1);
    expect(s.pending).toBeNull();
  });

  it('records card identities when given, and knows them afterwards', () => {
    const s = act(start(3), trade(0, 2, ['7-science', '4-knowledge'], ['2te', '11-service']));
    expect(s.hands[0]).toEqual({ count: 8, known: ['2te', '11se'] });
    expect(s.hands[2]).toEqual({ count: 8, known: ['7sc', '4kn'] });
    // Bo cannot now claim to give 7sc away: the only copy is in Cy's hand.
    refused(act(s, { type: 'reveal', card: '9kn' }), trade(1, 0, ['7sc']), 'ERR_CARD_ELSEWHERE');
  });

  it('refuses illegal trades with the rule', () => {
    const s = start(3);
    refused(s, trade(0, 0), 'ERR_SAME_PLAYER');
    refused(s, trade(0, 1, 3, 1), 'ERR_TRADE_SIZE');
    refused(s, trade(0, 1, ['1kn'], 1), 'ERR_CARD_ELSEWHERE'); // on a stock stack
    refused(s, trade(0, 1, ['7sc'], ['7sc']), 'ERR_CARD_ELSEWHERE'); // one deck has one 7sc
    refused(s, trade(0, 5), 'ERR_NO_SUCH_SEAT');
    refused(s, { type: 'trade', a: 0 }, 'ERR_BAD_ACTION');
    refused(s, trade(0, 1, ['99zz']), 'ERR_BAD_CARD_CODE');
    const pending = act(s, trade(0, 1));
    refused(pending, trade(1, 2), 'ERR_REVEAL_PENDING');
    refused(pending, { type: 'reveal', card: '1kn' }, 'ERR_CARD_ELSEWHERE');
    refused(pending, { type: 'reveal', card: '7sc', stack: 'kn' }, 'ERR_WRONG_STACK');
    refused(s, { type: 'reveal', card: '7sc' }, 'ERR_NO_REVEAL_PENDING');
    const bo = { ...s, hands: s.hands.map((h, i) => (i === 1 ? { count: 1, known: [] } : h)) };
    refused(bo, trade(0, 1, 1, 2), 'ERR_NOT_ENOUGH_CARDS');
  });

  it('a revealed wild goes on the stack the table chooses, then the next card is revealed', () => {
    let s = act(start(3), trade(0, 1));
    refused(s, { type: 'reveal', card: 'wild' }, 'ERR_WILD_NEEDS_STACK');
    s = act(s, { type: 'reveal', card: 'wild', stack: 'te' });
    expect(s.stacks.te).toEqual(['1te', 'wild']);
    expect(s.pending).not.toBeNull();
    s = act(s, { type: 'reveal', card: '5se' });
    expect(s.stacks.se).toEqual(['1se', '5se']);
    expect(s.pending).toBeNull();
  });

  it('a wild in a hand goes on a stock stack, with a redraw when it was drawn', () => {
    let s = act(start(3), { type: 'placeWild', seat: 1, stack: 'kn', redraw: true });
    expect(s.stacks.kn).toEqual(['1kn', 'wild']);
    expect(s.hands[1]?.count).toBe(8);
    expect(s.deck).toBe(25);
    s = act(s, { type: 'placeWild', seat: 2, stack: 'kn', redraw: false });
    expect(s.hands[2]?.count).toBe(7);
    refused(s, { type: 'placeWild', seat: 0, stack: 'kn', redraw: false }, 'ERR_CARD_ELSEWHERE'); // both wilds are out
  });

  it('pauses the first trading phase when a stack reaches the limit (3 by default, 1-value card included)', () => {
    let s = acts(start(3), [trade(0, 1), { type: 'reveal', card: '4kn' }]);
    expect(s.phase).toEqual({ kind: 'trading', number: 1 });
    s = acts(s, [trade(1, 2), { type: 'reveal', card: '9kn' }]);
    expect(s.stacks.kn).toHaveLength(3);
    expect(s.phase).toEqual({ kind: 'effects', number: 1 });
    expect(s.note).toMatch(/stack holds 3/);
    expect(refused(s, trade(0, 1), 'ERR_STACK_LIMIT_REACHED')).toMatch(/first trading phase paused/);
    const four = acts(start(3, { firstPhaseStackLimit: 4 }), [
      trade(0, 1),
      { type: 'reveal', card: '4kn' },
      trade(0, 1),
      { type: 'reveal', card: '9kn' },
    ]);
    expect(four.phase).toEqual({ kind: 'trading', number: 1 });
  });

  it('a wild placed on a stack counts toward the limit too', () => {
    const s = acts(start(3), [trade(0, 1), { type: 'reveal', card: '4kn' }, { type: 'placeWild', seat: 2, stack: 'kn', redraw: true }]);
    expect(s.stacks.kn).toEqual(['1kn', '4kn', 'wild']);
    expect(s.phase).toEqual({ kind: 'effects', number: 1 });
  });

  it('does not apply the stack limit in the second trading phase', () => {
    let s = acts(start(3), [trade(0, 1), { type: 'reveal', card: '4kn' }, trade(0, 1), { type: 'reveal', card: '9kn' }]);
    for (let i = 0; i < 3; i++) s = act(s, { type: 'passEffect', seat: s.effects?.turn });
    expect(s.phase).toEqual({ kind: 'trading', number: 2 });
    s = acts(s, [trade(0, 1), { type: 'reveal', card: '5kn' }]);
    expect(s.stacks.kn).toHaveLength(4);
    expect(s.phase).toEqual({ kind: 'trading', number: 2 });
  });

  it('ends trading when the deck is down to its tilted cards', () => {
    // 2 players, 22 cards each: 54 - 4 - 44 = 6 in the deck, 5 tilted.
    let s = start(2, { dealSize: 22 });
    expect(s.deck).toBe(6);
    s = acts(s, [trade(0, 1), { type: 'reveal', card: '3se' }]);
    expect(s.deck).toBe(5);
    expect(s.phase).toEqual({ kind: 'effects', number: 1 });
    expect(s.note).toMatch(/tilted/);
    s = act(act(s, { type: 'passEffect', seat: s.effects?.turn }), { type: 'passEffect', seat: ((s.effects?.turn ?? 0) + 1) % 2 });
    // The second trading phase is over at once: still 5 cards.
    expect(s.phase).toEqual({ kind: 'effects', number: 2 });
    const tilted7 = acts(start(2, { dealSize: 22, tradingStopsAtDeckSize: 2 }), [trade(0, 1), { type: 'reveal', card: '3se' }]);
    expect(tilted7.phase.kind).toBe('trading');
  });

  it('lets players announce they are done and come back; when all are done, trading ends', () => {
    let s = acts(start(3), [
      { type: 'announceDone', seat: 0 },
      { type: 'announceDone', seat: 1 },
    ]);
    refused(s, { type: 'announceDone', seat: 0 }, 'ERR_ALREADY_DONE');
    s = act(s, { type: 'resumeTrading', seat: 0 });
    refused(s, { type: 'resumeTrading', seat: 0 }, 'ERR_NOT_DONE');
    // Trading brings a done player back too.
    s = acts(s, [trade(1, 2), { type: 'reveal', card: '5sc' }]);
    expect(s.done).toEqual([false, false, false]);
    s = acts(s, [
      { type: 'announceDone', seat: 0 },
      { type: 'announceDone', seat: 1 },
      { type: 'announceDone', seat: 2 },
    ]);
    expect(s.phase).toEqual({ kind: 'effects', number: 1 });
    expect(s.note).toMatch(/every player is done/);
  });

  it('describes trades for the log', () => {
    const s = start(3);
    expect(game.describe(s, { type: 'trade', a: 0, b: 1, aGives: ['7sc', '4kn'], bGives: 1 })).toBe('Ann gives 7sc 4kn to Bo for 1 card');
  });
});
