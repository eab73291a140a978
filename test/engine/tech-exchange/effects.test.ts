/** Tech Exchange card-effects phases: turn order, reveals and the effects the engine carries out. */
import { describe, expect, it } from 'vitest';
import { act, acts, refused, start } from './helpers';
import type { TechExchangeState } from '../../../src/engine/tech-exchange/index';

const AI = { kind: 'replaceStackCard' } as const;
const toEffects = (players = 3, options = {}): TechExchangeState => act(start(players, options), { type: 'endTrading' });

describe('Tech Exchange card-effects phases', () => {
  it('goes in turn order from the first player; others are refused', () => {
    const s = toEffects();
    const f = s.firstPlayer;
    expect(s.effects?.turn).toBe(f);
    refused(s, { type: 'passEffect', seat: (f + 1) % 3 }, 'ERR_NOT_YOUR_TURN');
    const t = act(s, { type: 'passEffect', seat: f });
    expect(t.effects?.turn).toBe((f + 1) % 3);
  });

  it('the first two users reveal a card onto the stacks; the card used is discarded and redrawn', () => {
    let s = toEffects();
    const f = s.firstPlayer;
    const seats = [f, (f + 1) % 3, (f + 2) % 3] as const;
    s = act(s, { type: 'useEffect', seat: seats[0], card: '6kn', text: 'Some effect' });
    expect(s.effects?.resolving).toMatchObject({ seat: seats[0], card: '6kn', text: 'Some effect', effect: null });
    expect(s.hands[seats[0]]?.count).toBe(7);
    refused(s, { type: 'passEffect', seat: seats[1] }, 'ERR_EFFECT_IN_PROGRESS');
    s = act(s, { type: 'finishEffect' });
    expect(s.pending).toEqual({ reason: 'effect', drawer: seats[0] });
    s = act(s, { type: 'reveal', card: '8te' });
    expect(s.stacks.te).toEqual(['1te', '8te']);
    expect(s.discard).toEqual({ count: 1, known: ['6kn'] });
    expect(s.hands[seats[0]]?.count).toBe(8);
    expect(s.deck).toBe(26 - 2);
    s = acts(s, [{ type: 'useEffect', seat: seats[1], card: '6sc' }, { type: 'finishEffect' }, { type: 'reveal', card: '8sc' }]);
    expect(s.stacks.sc).toEqual(['1sc', '8sc']);
    // The third user reveals nothing onto the stacks.
    s = acts(s, [{ type: 'useEffect', seat: seats[2], card: '6te' }, { type: 'finishEffect' }]);
    expect(s.pending).toBeNull();
    expect(s.discard.known).toEqual(['6kn', '6sc', '6te']);
    expect(s.phase).toEqual({ kind: 'trading', number: 2 });
  });

  it('carries out 13-science (AI) itself: a stack card is replaced by the deck top, which moves to its own domain', () => {
    let s = toEffects();
    const f = s.firstPlayer;
    s = act(s, { type: 'useEffect', seat: f, card: '13sc', effect: AI });
    refused(s, { type: 'moveStackCard', from: 'kn', card: '1kn' }, 'ERR_WRONG_EDIT');
    refused(s, { type: 'replaceStackCard', stack: 'te', card: '1kn', revealed: '5sc' }, 'ERR_NOT_IN_STACK');
    s = act(s, { type: 'replaceStackCard', stack: 'te', card: '1te', revealed: '5sc' });
    expect(s.stacks.te).toEqual([]);
    expect(s.stacks.sc).toEqual(['1sc', '5sc']);
    expect(s.discard.known).toContain('1te');
    expect(s.note).toMatch(/moved to the sc stack/);
    // The effect completed by itself: the first user's reveal comes next.
    expect(s.effects?.resolving?.card).toBe('13sc');
    expect(s.pending?.reason).toBe('effect');
    s = act(s, { type: 'reveal', card: '2te' });
    expect(s.effects?.resolving).toBeNull();
    expect(s.discard.known).toEqual(['1te', '13sc']);
  });

  it('guides other effects through logged edits: move to domain stack, reveal N, expel', () => {
    let s = toEffects();
    const f = s.firstPlayer;
    s = act(s, { type: 'useEffect', seat: f, card: '12kn' });
    s = act(s, { type: 'replaceStackCard', stack: 'kn', card: '1kn', revealed: '3kn' });
    expect(s.stacks.kn).toEqual(['3kn']);
    s = act(s, { type: 'revealCards', cards: [{ card: '4se' }, { card: 'wild', stack: 'sc' }], to: { zone: 'stacks' } });
    expect(s.stacks.se).toEqual(['1se', '4se']);
    expect(s.stacks.sc).toEqual(['1sc', 'wild']);
    refused(s, { type: 'revealCards', cards: [{ card: '4se' }], to: { zone: 'stacks' } }, 'ERR_CARD_ELSEWHERE');
    refused(s, { type: 'revealCards', cards: [{ card: 'wild' }], to: { zone: 'stacks' } }, 'ERR_WILD_NEEDS_STACK');
    s = act(s, { type: 'revealCards', cards: [{ card: '9te' }], to: { zone: 'hand', seat: f } });
    expect(s.hands[f]).toEqual({ count: 8, known: ['9te'] });
    refused(s, { type: 'expelCard', from: { zone: 'stack', domain: 'sc' }, card: 'wild' }, 'ERR_WILD_NOT_EXPELLED');
    refused(s, { type: 'moveStackCard', from: 'kn', card: '3kn' }, 'ERR_ALREADY_IN_DOMAIN');
    s = act(s, { type: 'expelCard', from: { zone: 'hand', seat: f }, card: '9te' });
    expect(s.expelled).toEqual(['9te']);
    expect(s.hands[f]).toEqual({ count: 7, known: [] });
    expect(s.effects?.resolving?.edits).toBe(5 - 1);
    s = act(s, { type: 'finishEffect' });
    expect(s.pending?.reason).toBe('effect');
  });

  it('moves a card that sits in the wrong stack to its own domain stack', () => {
    let s = toEffects();
    const f = s.firstPlayer;
    // A wild-placed mix-up: put 5kn on the sc stack as a correction edit, then move it.
    s = act(s, { type: 'correctStack', domain: 'sc', cards: ['1sc', '5kn'] });
    s = act(s, { type: 'useEffect', seat: f, card: '12kn' });
    s = act(s, { type: 'moveStackCard', from: 'sc', card: '5kn' });
    expect(s.stacks.sc).toEqual(['1sc']);
    expect(s.stacks.kn).toEqual(['1kn', '5kn']);
  });

  it('reshuffles the discard into a new deck when the deck runs out, and reveals as many as possible', () => {
    // 2 players, 20 cards each: deck of 10.
    let s = toEffects(2, { dealSize: 20, tradingStopsAtDeckSize: 1 });
    const f = s.firstPlayer;
    expect(s.deck).toBe(10);
    s = act(s, { type: 'useEffect', seat: f, card: '12kn' });
    const ten = ['2kn', '3kn', '4kn', '5kn', '6kn', '7kn', '8kn', '9kn', '10kn', '11kn'].map((card) => ({ card }));
    s = act(s, { type: 'revealCards', cards: ten, to: { zone: 'discard' } });
    expect(s.deck).toBe(0);
    expect(s.discard.count).toBe(10);
    s = act(s, { type: 'revealCards', cards: [{ card: '2kn' }, { card: '3kn' }], to: { zone: 'stacks' } });
    expect(s.reshuffles).toBe(1);
    expect(s.deck).toBe(8);
    expect(s.discard.count).toBe(0);
    expect(s.note).toMatch(/shuffled/);
    refused(
      s,
      { type: 'revealCards', cards: Array.from({ length: 9 }, () => ({ card: '4kn' })), to: { zone: 'discard' } },
      'ERR_NOT_ENOUGH_CARDS',
    );
  });

  it('an engine-run reveal effect needs its exact count, or all that can be drawn', () => {
    let s = toEffects();
    s = act(s, { type: 'useEffect', seat: s.firstPlayer, card: '10se', effect: { kind: 'revealToStacks', count: 2 } });
    refused(s, { type: 'revealCards', cards: [{ card: '4se' }], to: { zone: 'stacks' } }, 'ERR_WRONG_REVEAL_COUNT');
    refused(s, { type: 'revealCards', cards: [{ card: '4se' }, { card: '5se' }], to: { zone: 'discard' } }, 'ERR_WRONG_EDIT');
    s = act(s, { type: 'revealCards', cards: [{ card: '4se' }, { card: '5se' }], to: { zone: 'stacks' } });
    expect(s.stacks.se).toEqual(['1se', '4se', '5se']);
    expect(s.pending?.reason).toBe('effect');
  });

  it('refuses effects outside the effects phase and edits without an effect', () => {
    const s = start(3);
    refused(s, { type: 'useEffect', seat: 0, card: '5kn' }, 'ERR_NOT_EFFECTS_PHASE');
    refused(s, { type: 'finishEffect' }, 'ERR_NO_EFFECT_IN_PROGRESS');
    const e = toEffects();
    refused(e, { type: 'useEffect', seat: e.firstPlayer, card: '1kn' }, 'ERR_CARD_ELSEWHERE');
  });
});
