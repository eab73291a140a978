/** Tech Exchange end of round: the reveal, discarding down, and scoring. */
import { describe, expect, it } from 'vitest';
import { techExchangeGame as game } from '../../../src/engine/tech-exchange/index';
import { act, acts, refused, start, toReveal } from './helpers';

describe('Tech Exchange reveal and score', () => {
  it('finds the smallest hand; everyone discards down to it', () => {
    // Ann gives 2 cards for 1: hands 7, 9, 8.
    const s = toReveal(
      acts(start(3), [
        { type: 'trade', a: 0, b: 1, aGives: 2, bGives: 1 },
        { type: 'reveal', card: '5se' },
      ]),
    );
    expect(s.phase).toEqual({ kind: 'reveal' });
    expect(s.reveal?.handSize).toBe(7);
    refused(s, { type: 'revealHand', seat: 1, cards: ['2kn', '3kn'] }, 'ERR_WRONG_HAND_SIZE');
  });

  it('a wild found at the reveal goes back on a stack before hands are entered; the smallest hand is recomputed', () => {
    let s = toReveal(start(3));
    expect(s.reveal?.handSize).toBe(8);
    s = act(s, { type: 'placeWild', seat: 2, stack: 'se', redraw: false });
    expect(s.reveal?.handSize).toBe(7);
    expect(s.stacks.se).toEqual(['1se', 'wild']);
    s = act(s, { type: 'revealHand', seat: 2, cards: ['2kn', '3kn', '4kn', '5kn', '6kn', '7kn', '8kn'] });
    refused(s, { type: 'placeWild', seat: 2, stack: 'se', redraw: false }, 'ERR_REVEAL_STARTED');
    // A hand not yet entered may still put a wild back (the reveal never dead-ends on one).
    expect(act(s, { type: 'placeWild', seat: 1, stack: 'kn', redraw: true }).stacks.kn).toEqual(['1kn', 'wild']);
  });

  it('suggests the best cards to keep and grouping; accepting it scores it', () => {
    let s = toReveal(
      acts(start(3), [
        { type: 'trade', a: 0, b: 1, aGives: 2, bGives: 1 },
        { type: 'reveal', card: '5se' },
      ]),
    );
    // Bo holds 9 cards and keeps 7. Stacks: kn 1, sc 1, te 1, se 2.
    s = act(s, { type: 'revealHand', seat: 1, cards: ['9kn', '9sc', '9te', '9se', '2se', '3se', '4se', '6kn', '7kn'] });
    const entry = s.reveal?.entries[1];
    expect(entry?.suggestion.kept).toHaveLength(7);
    // Best: quadruple of 9s on se (2 x 4 = 8) + flush 2se 3se 4se (2 x 3 = 6) = 14 with 7 cards.
    expect(entry?.suggestion.score).toBe(14);
    s = act(s, { type: 'acceptScore', seat: 1 });
    expect(s.reveal?.entries[1]?.final?.score).toBe(14);
    expect(s.hands[1]).toEqual({ count: 7, known: entry?.suggestion.kept });
    expect(s.discard.known.slice().sort()).toEqual(['6kn', '7kn']);
    refused(s, { type: 'acceptScore', seat: 1 }, 'ERR_ALREADY_SCORED');
    refused(s, { type: 'revealHand', seat: 1, cards: [] }, 'ERR_ALREADY_REVEALED');
  });

  it('checks a grouping the player enters instead', () => {
    let s = toReveal(start(3));
    s = act(s, { type: 'revealHand', seat: 0, cards: ['9kn', '9sc', '9te', '2kn', '3kn', '4kn', '5kn', '6sc'] });
    refused(
      s,
      {
        type: 'claimScore',
        seat: 0,
        groups: [
          { kind: 'flush', cards: ['2kn', '3kn', '4kn', '9kn'] },
          { kind: 'triple', cards: ['9kn', '9sc', '9te'] },
        ],
      },
      'ERR_CARD_NOT_IN_HAND',
    );
    refused(
      s,
      {
        type: 'claimScore',
        seat: 0,
        groups: [
          { kind: 'flush', cards: ['2kn', '3kn', '4kn'] },
          { kind: 'flush', cards: ['5kn', '9kn', '6sc'] },
        ],
      },
      'ERR_TOO_MANY_FLUSHES',
    );
    refused(s, { type: 'claimScore', seat: 0, kept: ['9kn'], groups: [] }, 'ERR_BAD_KEPT');
    refused(s, { type: 'claimScore', seat: 2, groups: [] }, 'ERR_HAND_NOT_REVEALED');
    s = act(s, { type: 'claimScore', seat: 0, groups: [{ kind: 'triple', cards: ['9kn', '9sc', '9te'], domain: 'sc' }] });
    expect(s.reveal?.entries[0]?.final).toMatchObject({ score: 3, groups: [{ kind: 'triple', domain: 'sc', points: 3 }] });
  });

  it('refuses hands holding cards known to be elsewhere, and wilds', () => {
    const s = toReveal(start(3));
    refused(s, { type: 'revealHand', seat: 0, cards: ['1kn', '2kn', '3kn', '4kn', '5kn', '6kn', '7kn', '8kn'] }, 'ERR_CARD_ELSEWHERE');
    refused(s, { type: 'revealHand', seat: 0, cards: ['wild', '2kn', '3kn', '4kn', '5kn', '6kn', '7kn', '8kn'] }, 'ERR_WILD_IN_HAND');
    const t = act(s, { type: 'revealHand', seat: 0, cards: ['2kn', '3kn', '4kn', '5kn', '6kn', '7kn', '8kn', '9kn'] });
    refused(t, { type: 'revealHand', seat: 1, cards: ['2kn', '3sc', '4sc', '5sc', '6sc', '7sc', '8sc', '9sc'] }, 'ERR_CARD_ELSEWHERE');
  });

  it('records round totals, passes the marker left, deals again, and ends after the last round with shared wins', () => {
    const hands = [
      ['9kn', '9sc', '9te', '2kn', '3kn', '4kn', '5sc', '6sc'],
      ['8kn', '8sc', '8te', '2se', '3se', '4se', '5te', '6te'],
      ['7kn', '7sc', '2te', '3te', '4te', '5se', '6se', '10kn'],
    ];
    let s = start(3, { rounds: 2 });
    const first = s.firstPlayer;
    for (let round = 1; round <= 2; round++) {
      s = toReveal(s);
      for (let seat = 0; seat < 3; seat++)
        s = acts(s, [
          { type: 'revealHand', seat, cards: hands[seat] },
          { type: 'acceptScore', seat },
        ]);
      if (round === 1) {
        expect(s.round).toBe(2);
        expect(s.firstPlayer).toBe((first + 1) % 3);
        expect(s.phase).toEqual({ kind: 'trading', number: 1 });
        expect(s.hands.map((h) => h.count)).toEqual([8, 8, 8]);
        expect(s.stacks).toEqual({ kn: ['1kn'], sc: ['1sc'], te: ['1te'], se: ['1se'] });
        expect(s.deck).toBe(26);
        expect(game.outcome(s)).toBeNull();
      }
    }
    // Every stack is 1: Ann 3 + 3, Bo 3 + 3, Cy 3 (te flush): Ann and Bo share the win.
    expect(s.phase).toEqual({ kind: 'over' });
    expect(game.score(s)).toEqual({
      rounds: ['Round 1', 'Round 2'],
      rows: [
        [6, 6],
        [6, 6],
        [3, 3],
      ],
      totals: [12, 12, 6],
      lowerIsBetter: false,
    });
    expect(game.outcome(s)?.winners).toEqual([0, 1]);
    refused(s, { type: 'endTrading' }, 'ERR_GAME_OVER');
    expect(game.summary(s, 0).finished).toBe(true);
  });

  it('plays three rounds by default', () => {
    let s = start(2);
    for (let r = 0; r < 3; r++) {
      s = toReveal(s);
      for (let seat = 0; seat < 2; seat++)
        s = acts(s, [
          {
            type: 'revealHand',
            seat,
            cards:
              seat === 0
                ? ['2kn', '3kn', '4kn', '5kn', '6kn', '7kn', '8kn', '9kn', '10kn', '11kn']
                : ['2sc', '3sc', '4sc', '5sc', '6sc', '7sc', '8sc', '9sc', '10sc', '11sc'],
          },
          { type: 'acceptScore', seat },
        ]);
    }
    expect(s.phase.kind).toBe('over');
    expect(s.roundScores).toHaveLength(3);
    expect(game.outcome(s)).toMatchObject({ winners: [0, 1], draw: true });
  });

  it('offers the actions of the moment, with reasons for disabled ones', () => {
    const s = start(3);
    const offers = game.legalActions(s, null);
    expect(offers.map((o) => o.type)).toEqual(expect.arrayContaining(['trade', 'endTrading', 'placeWild']));
    expect(offers.map((o) => o.type)).not.toContain('announceDone');
    expect(game.legalActions(s, 0).map((o) => o.type)).toEqual(['announceDone']);
    const pending = act(s, { type: 'trade', a: 0, b: 1, aGives: 1, bGives: 1 });
    expect(game.legalActions(pending, null).map((o) => o.type)).toEqual(['reveal']);
    expect(game.summary(pending, 0).phase).toMatch(/enter the card revealed/);
    const r = toReveal(s);
    expect(game.legalActions(r, 1).map((o) => o.type)).toEqual(['revealHand']);
  });
});
