/** Tech Exchange: which cards may be where, as the card fields ask it (a stack's card is in no hand). */
import { describe, expect, it } from 'vitest';
import { cardUnavailableIn, handPlace } from '../../../src/engine/tech-exchange/index';
import { act, start } from './helpers';

describe('Tech Exchange card places for the card fields', () => {
  it('leaves a stack card and a card known in another hand out of a hand, names where it is, and lets an unknown card be anywhere', () => {
    let s = start(3);
    s = act(s, { type: 'trade', a: 0, b: 1, aGives: ['7sc'], bGives: 1 });
    s = act(s, { type: 'reveal', card: '5kn' });
    const inAnn = cardUnavailableIn(s, handPlace(0));
    const inBo = cardUnavailableIn(s, handPlace(1));
    expect(inAnn('1kn')).toBe('it is in the kn stock stack');
    expect(inAnn('5kn')).toBe('it is in the kn stock stack');
    expect(inAnn('7sc')).toBe("it is in Bo's hand");
    expect(inBo('7sc')).toBeNull();
    expect(inAnn('9te')).toBeNull();
    expect(inAnn('99zz')).toBe('it is not a card of this game');
  });
});
