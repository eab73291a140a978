/**
 * Tech Exchange card knowledge (core/knowledge.ts): an unnamed card leaving a
 * hand widens what is known, never forgets it; a reshuffled deck holds only
 * what the discard held; wilds never go in a trade; the reveal never
 * dead-ends on a wild still in a hand.
 */
import { describe, expect, it } from 'vitest';
import { placesOf } from '../../../src/engine/core/knowledge';
import { techExchangeGame as game } from '../../../src/engine/tech-exchange/index';
import type { TechExchangeState } from '../../../src/engine/tech-exchange/types';
import { act, refused, start } from './helpers';

const trade = (a: number, b: number, aGives: number | string[], bGives: number | string[]) => ({ type: 'trade', a, b, aGives, bGives });

describe('Tech Exchange knowledge', () => {
  it('after A gives 7sc and B gives an unnamed card, 7sc is in A or B, never the deck', () => {
    let s = act(start(3), trade(0, 1, ['7sc'], 1));
    s = act(s, { type: 'reveal', card: '9kn' });
    s = act(s, trade(1, 2, 1, 1));
    refused(s, { type: 'reveal', card: '7sc' }, 'ERR_CARD_ELSEWHERE');
    s = act(s, { type: 'reveal', card: '8te' });
    expect(placesOf(s.knowledge, '7sc').sort()).toEqual(['hand:1', 'hand:2']);
    // Cy may now give it away; Ann never could.
    refused(s, trade(0, 2, ['7sc'], 1), 'ERR_CARD_ELSEWHERE');
    expect(act(s, trade(2, 0, ['7sc'], 1)).hands[0]?.known).toContain('7sc');
  });

  it('after a reshuffle, reveals only cards the discard held', () => {
    let s: TechExchangeState = act(start(2), { type: 'endTrading' });
    const first = s.effects?.turn ?? 0;
    s = act(s, { type: 'useEffect', seat: first, card: '6te' });
    s = act(s, { type: 'finishEffect' });
    s = act(s, { type: 'reveal', card: '9kn' });
    expect(s.discard.known).toEqual(['6te']);
    // A correction takes the whole deck into a hand: the deck is empty, the discard holds 6te only.
    s = act(s, { type: 'correctHand', seat: 0, count: (s.hands[0]?.count ?? 0) + s.deck });
    expect(s.deck).toBe(0);
    const second = s.effects?.turn ?? 0;
    s = act(s, { type: 'useEffect', seat: second, card: '7se' });
    s = act(s, { type: 'finishEffect' });
    expect(s.pending).not.toBeNull();
    // The new deck is the old discard: 6te only (7se is face up, not yet discarded).
    refused(s, { type: 'reveal', card: '9se' }, 'ERR_CARD_ELSEWHERE');
    expect(act(s, { type: 'reveal', card: '6te' }).stacks.te).toContain('6te');
  });

  it('refuses a wild in a trade, with the rule', () => {
    const msg = refused(start(3), trade(0, 1, ['wild'], 1), 'ERR_WILD_NOT_TRADED');
    expect(msg).toContain('wild');
  });

  it('stops trading at 1 card with 4 players, at 5 otherwise, by default', () => {
    expect(start(4).options.tradingStopsAtDeckSize).toBe(1);
    expect(start(3).options.tradingStopsAtDeckSize).toBe(5);
    expect(start(5).options.tradingStopsAtDeckSize).toBe(5);
    expect(start(4, { tradingStopsAtDeckSize: 3 }).options.tradingStopsAtDeckSize).toBe(3);
  });

  it('never dead-ends the reveal on a wild known to be in a hand', () => {
    // An effect reveals a wild into Cy's hand; nobody places it before the reveal.
    let s = act(start(3), { type: 'endTrading' });
    const f = s.effects?.turn ?? 0;
    s = act(s, { type: 'useEffect', seat: f, card: '4kn' });
    s = act(s, { type: 'revealCards', cards: [{ card: 'wild' }], to: { zone: 'hand', seat: 2 } });
    expect(s.hands[2]?.known).toContain('wild');
    s = toRevealFrom(s);
    expect(s.phase.kind).toBe('reveal');
    // Ann's hand is entered first; Cy's wild still has a way out, offered.
    const first = s.hands[2]?.known.includes('wild') ? 0 : 1;
    const entered = enterAnyHand(s, first);
    expect(game.legalActions(entered, null).map((o) => o.type)).toContain('placeWild');
    refused(entered, { type: 'revealHand', seat: 2, cards: [] }, 'ERR_WRONG_HAND_SIZE');
    const placed = act(entered, { type: 'placeWild', seat: 2, stack: 'kn', redraw: true });
    expect(placed.hands[2]?.known).not.toContain('wild');
    expect(placed.reveal?.entries[first]).not.toBeNull();
    expect(enterAnyHand(placed, 2).reveal?.entries[2]).not.toBeNull();
  });
});

/** Passes every remaining effects turn and the second trading phase, to the reveal. */
function toRevealFrom(s: TechExchangeState): TechExchangeState {
  let t = s;
  for (let guard = 0; guard < 20 && t.phase.kind !== 'reveal'; guard++) {
    if (t.pending) t = act(t, { type: 'reveal', card: freeCard(t) });
    else if (t.phase.kind === 'trading') t = act(t, { type: 'endTrading' });
    else if (t.effects?.resolving) t = act(t, { type: 'finishEffect' });
    else t = act(t, { type: 'passEffect', seat: t.effects?.turn ?? 0 });
  }
  return t;
}

/** Some card that may be on top of the deck now. */
function freeCard(s: TechExchangeState): string {
  const codes = Object.keys(s.composition).filter((c) => c !== 'wild' && placesOf(s.knowledge, c).includes('deck'));
  return codes[0] as string;
}

/** Enters a hand of the right size made of cards that may be there. */
function enterAnyHand(s: TechExchangeState, seat: number): TechExchangeState {
  const n = s.reveal?.handSize ?? 0;
  const cards = Object.keys(s.composition)
    .filter((c) => c !== 'wild' && placesOf(s.knowledge, c).includes(`hand:${seat}`))
    .slice(0, n);
  return act(s, { type: 'revealHand', seat, cards });
}
