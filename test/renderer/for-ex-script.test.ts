/**
 * The end-to-end test's For-Ex game, played by the engine alone: every step
 * is legal, and the game reaches what the issue asks the UI test to show
 * (contracts, investments, a divest round, a loan, all five dividends, the
 * end) with the final standings the spec then expects on screen.
 */
import { describe, expect, it } from 'vitest';
import type { MatchConfig } from '../../src/engine/core/game';
import { unwrap } from '../../src/engine/core/result';
import { forExGame, rateHistory } from '../../src/engine/for-ex/index';
import type { ForExState } from '../../src/engine/for-ex/types';
import type { ForExView } from '../../src/engine/for-ex/view';
import { SCRIPT, SCRIPT_END, SCRIPT_PLAYERS, SCRIPT_REMOVED, TIE_END, TIE_OPTIONS, TIE_PLAYERS, TIE_SCRIPT } from './for-ex-script';

const config: MatchConfig = { players: [...SCRIPT_PLAYERS], options: { removedCertificates: SCRIPT_REMOVED }, seed: 'any', at: 0 };

function play(): ForExState[] {
  const states = [unwrap(forExGame.setup(config))];
  for (const action of SCRIPT) {
    const before = states[states.length - 1] as ForExState;
    const verdict = forExGame.validate(before, action, { at: 0 });
    if (!verdict.ok) throw new Error(`step ${states.length} ${JSON.stringify(action)}: ${verdict.error.message}`);
    states.push(forExGame.apply(before, action, { at: 0 }));
  }
  return states;
}

describe('the For-Ex end-to-end script', () => {
  it('is legal at every step and ends the game', () => {
    const states = play();
    const last = states[states.length - 1] as ForExState;
    expect(last.phase.kind).toBe('over');
    expect(last.end).toEqual({ reason: 'queueEmpty', bankrupt: null, strongest: SCRIPT_END.strongest });
    expect(last.dividendsPaid).toBe(5);
  });

  it('has contracts, investments, a divest round, a loan and every dividend', () => {
    const states = play();
    const types = SCRIPT.map((a) => a.type);
    expect(types.filter((t) => t === 'contract').length).toBeGreaterThanOrEqual(3);
    expect(types.filter((t) => t === 'invest').length).toBeGreaterThanOrEqual(3);
    expect(states.some((s) => s.phase.kind === 'divestRound')).toBe(true);
    expect(states.some((s) => s.queue.some((i) => i.kind === 'loan'))).toBe(true);
    expect(states.map((s) => s.dividendsPaid)).toContain(5);
    expect(states.some((s) => s.phase.kind === 'finalResolution')).toBe(true);
  });

  it('ends with the standings the spec expects on screen', () => {
    const last = play().at(-1) as ForExState;
    const sheet = forExGame.score(last);
    expect(Object.fromEntries(SCRIPT_PLAYERS.map((n, seat) => [n, sheet.totals[seat]]))).toEqual(SCRIPT_END.totals);
    const winners = forExGame.outcome(last)?.winners ?? [];
    expect(winners.map((w) => SCRIPT_PLAYERS[w])).toEqual([SCRIPT_END.winner]);
    const view = forExGame.view(last, null) as ForExView;
    expect(view.standings.find((s) => s.place === 1)?.seat).toBe(1);
  });

  it('gives the chart one point per turn plus the setup', () => {
    const events = SCRIPT.map((action, i) => ({ seq: i + 1, at: 0, actor: null, action }));
    const history = unwrap(rateHistory(config, events));
    expect(history.failure).toBeUndefined();
    const last = play().at(-1) as ForExState;
    expect(history.points).toHaveLength(last.turn + 1);
  });
});

describe('the tie-and-bankruptcy script', () => {
  const tieConfig: MatchConfig = { players: [...TIE_PLAYERS], options: { ...TIE_OPTIONS }, seed: 'any', at: 0 };

  it('ends in a bankruptcy, then the last player chooses among the tied strongest', () => {
    let state = unwrap(forExGame.setup(tieConfig));
    const phases: string[] = [];
    for (const action of TIE_SCRIPT) {
      const verdict = forExGame.validate(state, action, { at: 0 });
      if (!verdict.ok) throw new Error(`${JSON.stringify(action)}: ${verdict.error.message}`);
      if (state.phase.kind === 'chooseStrongest') expect(state.phase.candidates).toEqual(TIE_END.candidates);
      state = forExGame.apply(state, action, { at: 0 });
      phases.push(state.phase.kind);
    }
    expect(phases).toContain('finalResolution');
    expect(phases.at(-2)).toBe('chooseStrongest');
    expect(state.end).toEqual({ reason: 'bankruptcy', bankrupt: 0, strongest: TIE_END.strongest });
    expect((forExGame.outcome(state)?.winners ?? []).map((w) => TIE_PLAYERS[w])).toEqual([TIE_END.winner]);
    expect(forExGame.score(state).totals[0]).toBe(0);
  });
});
