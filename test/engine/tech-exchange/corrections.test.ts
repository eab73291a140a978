/** Tech Exchange corrections: bringing the tracked state back in line with the physical table. */
import { describe, expect, it } from 'vitest';
import { techExchangeGame as game } from '../../../src/engine/tech-exchange/index';
import { cardsInPlay } from '../../../src/engine/tech-exchange/zones';
import { act, refused, start, toReveal } from './helpers';

describe('Tech Exchange corrections to the physical table (logged actions)', () => {
  it('"the stack actually has these cards": the difference comes from or goes back to the deck', () => {
    let s = act(start(3), { type: 'correctStack', domain: 'te', cards: ['1te', '6te'] });
    expect(s.stacks.te).toEqual(['1te', '6te']);
    expect(s.deck).toBe(25);
    expect(cardsInPlay(s)).toBe(54);
    s = act(s, { type: 'correctStack', domain: 'te', cards: ['1te'] });
    expect(s.deck).toBe(26);
    expect(game.describe(s, { type: 'correctStack', domain: 'te', cards: ['1te'] })).toBe('Correction: the te stack holds 1te');
    refused(s, { type: 'correctStack', domain: 'te', cards: ['1te', '1kn'] }, 'ERR_CARD_ELSEWHERE');
  });

  it('a corrected stack can reach the first phase limit and pause trading', () => {
    const s = act(start(3), { type: 'correctStack', domain: 'sc', cards: ['1sc', '2sc', '3sc'] });
    expect(s.phase).toEqual({ kind: 'effects', number: 1 });
  });

  it('"this hand actually has n cards": the difference comes from or goes back to the deck', () => {
    let s = act(start(3), { type: 'correctHand', seat: 1, count: 9 });
    expect(s.hands[1]?.count).toBe(9);
    expect(s.deck).toBe(25);
    s = act(s, { type: 'correctHand', seat: 1, count: 6 });
    expect(s.deck).toBe(28);
    expect(cardsInPlay(s)).toBe(54);
    refused(s, { type: 'correctHand', seat: 1, count: 60 }, 'ERR_NOT_ENOUGH_CARDS');
    const r = act(toReveal(start(3)), { type: 'correctHand', seat: 2, count: 7 });
    expect(r.reveal?.handSize).toBe(7);
  });
});
