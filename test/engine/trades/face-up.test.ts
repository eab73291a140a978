/**
 * A face-up card of an optional trade is shown to the table, so it is named:
 * by its code or by its mark, never as `?`. The engine refuses an unnamed
 * one (ERR_FACE_UP_UNNAMED, at the field, with the values the Italian text
 * needs), a log written before the rule is refused on replay with that code,
 * nothing that writes Trades games (the test driver, the bots) writes one,
 * and the engine says which codes can be named in a hand (what the declare
 * form offers).
 */
import { describe, expect, it } from 'vitest';
import type { LogEvent } from '../../../src/engine/core/log';
import { replay } from '../../../src/engine/core/log';
import { play } from '../../../src/engine/core/game';
import { unwrap } from '../../../src/engine/core/result';
import { seedRng } from '../../../src/engine/core/rng';
import { ruleSection } from '../../../src/engine/rule-sections';
import { tradesBotGame, tradesSimulation } from '../../../src/engine/trades/bots';
import { codesPossibleIn, tradesGame } from '../../../src/engine/trades/index';
import type { TradesAction, TradesState } from '../../../src/engine/trades/types';
import { act, config, refused, T0, table } from './helpers';
import { randomTradesGame } from './random-game';

const faceUpOf = (events: readonly LogEvent<TradesAction>[]) =>
  events.flatMap((e) => (e.action.type === 'declare' && e.action.kind === 'optional' ? e.action.faceUp : []));

describe('an unnamed face-up card', () => {
  it('is refused with its own code, at the field, naming the rule, with the player and the card number', () => {
    const s = table();
    const message = refused(s, { type: 'declare', kind: 'optional', from: 0, to: 1, give: ['?'], faceUp: ['?'] }, 'ERR_FACE_UP_UNNAMED', {
      path: 'faceUp[0]',
      mention: 'face up',
    });
    expect(message).toContain('Ann');
    const parsed = unwrap(
      tradesGame.parseAction({ type: 'declare', kind: 'optional', from: 2, to: 0, give: ['?', '?'], faceUp: ['KD', '?'] }),
    );
    const r = tradesGame.validate(s, parsed, { at: T0 + 1_000 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code: 'ERR_FACE_UP_UNNAMED', path: 'faceUp[1]', params: { player: 'Cy', card: 4 } });
    expect(r.error.rule).toMatch(/face-up/);
    expect(ruleSection('trades', 'ERR_FACE_UP_UNNAMED')).toBe('trades#face-up');
  });

  it('is refused before anything else about the cards is judged, once the counts are right', () => {
    // A wrong count is still a count error: the face-up rule applies to a well-formed offer.
    refused(table(), { type: 'declare', kind: 'optional', from: 0, to: 1, give: ['?'], faceUp: ['?', '?'] }, 'ERR_FACE_DOWN_COUNT');
  });

  it('named by its code or by its mark, a face-up card is accepted and shown to the table', () => {
    let s = act(table(), { type: 'declare', kind: 'optional', from: 0, to: 1, give: ['?'], faceUp: ['QH'] });
    expect(tradesGame.view(s, 2).open[0]?.faceUp).toEqual(['QH']);
    s = act(s, { type: 'accept', trade: 1, picked: ['?', '?'] });
    // Bo now holds QH (named) and a marked card from Ann; a mark names a card too.
    const mark = s.hands[1]?.marked[0];
    expect(mark).toMatch(/^#\d+$/);
    s = act(s, { type: 'declare', kind: 'optional', from: 1, to: 2, give: ['?'], faceUp: [mark as string] });
    expect(s.open).toHaveLength(1);
  });

  it('in an old log (written when "?" was accepted face up) is refused on replay with the new code, at that event', () => {
    const events: LogEvent[] = [
      { seq: 1, at: T0, actor: null, action: { type: 'startClock' } },
      { seq: 2, at: T0 + 1_000, actor: 0, action: { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?'] } },
      { seq: 3, at: T0 + 2_000, actor: 1, action: { type: 'complete', trade: 1, picked: [], chosen: ['?'] } },
      { seq: 4, at: T0 + 3_000, actor: 2, action: { type: 'declare', kind: 'optional', from: 2, to: 0, give: ['?'], faceUp: ['?'] } },
    ];
    const r = unwrap(replay(tradesGame, config(3), events));
    expect(r.applied).toBe(3);
    expect(r.failure).toMatchObject({ seq: 4, error: { code: 'ERR_FACE_UP_UNNAMED', path: 'faceUp[0]' } });
  });
});

describe('nothing that writes Trades games writes an unnamed face-up card', () => {
  it('the test driver names every face-up card, even when it gives other cards unnamed', () => {
    let optional = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const g = randomTradesGame({ seed, players: 3 + (seed % 3), steps: 120, identify: 0, unnamed: 0.5 });
      const up = faceUpOf(g.events);
      optional += up.length;
      expect(up).not.toContain('?');
    }
    expect(optional).toBeGreaterThan(10);
  });

  it('the bots name every face-up card with a card of their hand', () => {
    let state: TradesState = unwrap(tradesSimulation.setup({ players: ['A', 'B', 'C', 'D'], options: {}, seed: 'face-up', at: 0 }));
    let rng = seedRng('face-up-bots');
    let seen = 0;
    for (let i = 0, at = 0; i < 300; i++, at += 5_000) {
      const d = tradesBotGame.decider(state, at);
      if (d.kind === 'done') break;
      const actor = d.kind === 'seat' ? d.seat : null;
      let list: readonly TradesAction[];
      [list, rng] = tradesBotGame.moves(state, actor, rng, at);
      for (const a of list) {
        if (a.type !== 'declare' || a.kind !== 'optional') continue;
        seen += a.faceUp.length;
        for (const ref of a.faceUp) expect(state.hands[a.from]?.known).toContain(ref);
      }
      const next = list[i % Math.max(1, list.length)];
      if (next === undefined) break;
      state = unwrap(play(tradesGame, state, next, { at }));
    }
    expect(seen).toBeGreaterThan(10);
  });
});

describe('the codes a hand can hold (what the declare form offers)', () => {
  it('every code of the deck at the start; then not a code known elsewhere', () => {
    let s = table();
    expect(codesPossibleIn(s, 0)).toHaveLength(52);
    s = act(s, { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['7H'] });
    s = act(s, { type: 'complete', trade: 1, picked: [], chosen: ['?'] });
    expect(codesPossibleIn(s, 1)).toContain('7H');
    expect(codesPossibleIn(s, 0)).not.toContain('7H');
    expect(codesPossibleIn(s, 2)).not.toContain('7H');
    expect(codesPossibleIn(table(3, { deck: 'tech' }), 0)).toContain('7sc');
  });

  it('each code offered is accepted as a face-up card, and a code not offered is refused', () => {
    let s = act(table(), { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['7H'] });
    s = act(s, { type: 'complete', trade: 1, picked: [], chosen: ['?'] });
    for (const code of codesPossibleIn(s, 2)) {
      const r = play(tradesGame, s, { type: 'declare', kind: 'optional', from: 2, to: 0, give: ['?'], faceUp: [code] }, { at: T0 + 2_000 });
      expect(r.ok, code).toBe(true);
    }
    refused(s, { type: 'declare', kind: 'optional', from: 2, to: 0, give: ['?'], faceUp: ['7H'] }, 'ERR_CARD_ELSEWHERE');
  });
});
