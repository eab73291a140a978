/**
 * For-Ex's forms and keys send an action the way the shell takes an offer:
 * the step that closes the turns (here the last dividend, which opens the
 * final resolution) asks once; an ordinary step, or one the engine refuses,
 * goes straight to the session (the refusal then shows where it was entered).
 */
import { describe, expect, it } from 'vitest';
import type { MatchConfig } from '../../src/engine/core/game';
import { play } from '../../src/engine/core/game';
import { unwrap } from '../../src/engine/core/result';
import { forExGame } from '../../src/engine/for-ex/index';
import type { ForExAction, ForExState } from '../../src/engine/for-ex/types';
import { sendAsked } from '../../src/renderer/games/for-ex/model';
import { SCRIPT, SCRIPT_PLAYERS, SCRIPT_REMOVED } from './for-ex-script';

const config: MatchConfig = {
  players: [...SCRIPT_PLAYERS],
  options: { removedCertificates: SCRIPT_REMOVED },
  seed: 'e2e',
  at: 0,
};

function probe() {
  const asked: string[] = [];
  const sent: ForExAction[] = [];
  const ctx = { confirmOnce: (title: string) => void asked.push(title) };
  const session = {
    act: (a: unknown) => {
      sent.push(a as ForExAction);
      return Promise.resolve(true);
    },
  };
  return { asked, sent, ctx, session };
}

describe('For-Ex asks once before the step that closes the turns', () => {
  it('asks for the last dividend (step 27 of the e2e game), not for the step before it, nor for a refused action', () => {
    let s: ForExState = unwrap(forExGame.setup(config));
    for (const a of SCRIPT.slice(0, 25)) s = unwrap(play(forExGame, s, a, { at: 0 }));
    const before = probe();
    sendAsked(before.ctx, before.session, s, SCRIPT[25] as ForExAction, null, 'fx-turn', 'step 26');
    expect(before.asked).toEqual([]);
    expect(before.sent).toEqual([SCRIPT[25]]);

    s = unwrap(play(forExGame, s, SCRIPT[25] as ForExAction, { at: 0 }));
    const last = probe();
    sendAsked(last.ctx, last.session, s, SCRIPT[26] as ForExAction, null, 'fx-turn', 'Resolve the front item');
    expect(last.asked).toEqual(['Resolve the front item']);
    expect(last.sent).toEqual([]);

    const refused = probe();
    sendAsked(refused.ctx, refused.session, s, { type: 'invest', player: 0, currencies: ['USD', 'USD'] }, 0, 'fx-turn', 'bad');
    expect(refused.asked).toEqual([]);
    expect(refused.sent).toHaveLength(1);
  });
});
