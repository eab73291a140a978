/** Tech Exchange: how the game ends (Outcome.kind) and which offers end a phase, a round or the game (irreversible). */
import { describe, expect, it } from 'vitest';
import type { ActionOffer } from '../../../src/engine/core/game';
import { techExchangeGame as game, type TechExchangeState } from '../../../src/engine/tech-exchange/index';
import { act, passAll, start, toReveal } from './helpers';

const offers = (s: TechExchangeState): ActionOffer[] => [null, ...s.players.map((_, i) => i)].flatMap((who) => game.legalActions(s, who));
const irreversible = (s: TechExchangeState): string[] => [
  ...new Set(
    offers(s)
      .filter((o) => o.irreversible)
      .map((o) => `${o.type}${o.actor === null ? '' : ` ${o.actor}`}`)
      .sort(),
  ),
];
const hand = (domain: string): string[] => [2, 3, 4, 5, 6, 7, 8, 9].map((v) => `${v}${domain}`);

describe('Tech Exchange endings', () => {
  it('ends with kind rounds-done after the last round, the reason kept for people', () => {
    let s = toReveal(start(3, { rounds: 1 }));
    ['kn', 'sc', 'te'].forEach((d, seat) => {
      s = act(act(s, { type: 'revealHand', seat, cards: hand(d) }), { type: 'acceptScore', seat });
    });
    expect(game.outcome(s)).toMatchObject({ kind: 'rounds-done', reason: expect.stringMatching(/^most points after 1 round/) });
  });

  it('marks ending trading, the last player done, the last effects turn and the last score as irreversible', () => {
    let s = start(3);
    expect(irreversible(s)).toEqual(['endTrading']);
    s = act(act(s, { type: 'announceDone', seat: 0 }), { type: 'announceDone', seat: 2 });
    expect(irreversible(s)).toEqual(['announceDone 1', 'endTrading']);
    s = act(s, { type: 'endTrading' });
    expect(irreversible(s)).toEqual([]);
    s = act(act(s, { type: 'passEffect', seat: s.effects?.turn ?? 0 }), { type: 'passEffect', seat: ((s.effects?.turn ?? 0) + 1) % 3 });
    expect(irreversible(s)).toEqual([`passEffect ${s.effects?.turn}`]);
    s = passAll(act(act(s, { type: 'passEffect', seat: s.effects?.turn ?? 0 }), { type: 'endTrading' }));
    expect(s.phase.kind).toBe('reveal');
    s = act(act(s, { type: 'revealHand', seat: 0, cards: hand('kn') }), { type: 'acceptScore', seat: 0 });
    s = act(s, { type: 'revealHand', seat: 1, cards: hand('sc') });
    expect(irreversible(s)).toEqual([]);
    s = act(act(s, { type: 'acceptScore', seat: 1 }), { type: 'revealHand', seat: 2, cards: hand('te') });
    expect(irreversible(s)).toEqual(['acceptScore 2', 'claimScore 2']);
  });
});
