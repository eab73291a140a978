import { describe, expect, it } from 'vitest';
import { unwrap } from '../../src/engine/core/result';
import { techExchangeGame as game, type TechExchangeState } from '../../src/engine/tech-exchange/index';
import { ROUND_SCORES, SCRIPT, SCRIPT_FIRST, SCRIPT_PLAYERS, SCRIPT_SEED, TOTALS } from './tech-exchange-script';

function play(): TechExchangeState[] {
  const states = [unwrap(game.setup({ players: [...SCRIPT_PLAYERS], options: {}, seed: SCRIPT_SEED, at: 0 }))];
  for (const raw of SCRIPT) {
    const before = states[states.length - 1] as TechExchangeState;
    const action = unwrap(game.parseAction(raw));
    const verdict = game.validate(before, action, { at: 0 });
    if (!verdict.ok) throw new Error(`step ${states.length} ${JSON.stringify(raw)}: ${verdict.error.message}`);
    states.push(game.apply(before, action, { at: 0 }));
  }
  return states;
}

describe('the Tech Exchange end-to-end script', () => {
  it('starts with Ann holding the first-player marker', () => {
    expect(unwrap(game.setup({ players: [...SCRIPT_PLAYERS], options: {}, seed: SCRIPT_SEED, at: 0 })).firstPlayer).toBe(SCRIPT_FIRST);
  });

  it('is legal at every step and ends after three rounds with the expected score sheet', () => {
    const states = play();
    const last = states[states.length - 1] as TechExchangeState;
    expect(last.phase.kind).toBe('over');
    expect(last.roundScores).toEqual(ROUND_SCORES);
    expect(game.score(last).totals).toEqual(TOTALS);
    expect(game.outcome(last)?.winners).toEqual([0]);
  });

  it('pauses the first trading phase when the kn stack reaches 3 and refuses a trade there', () => {
    const states = play();
    const paused = states[4] as TechExchangeState;
    expect(paused.stacks.kn).toEqual(['1kn', '5kn', '6kn']);
    expect(paused.phase).toEqual({ kind: 'effects', number: 1 });
    const verdict = game.validate(paused, { type: 'trade', a: 0, b: 1, aGives: 1, bGives: 1 }, { at: 0 });
    expect(verdict.ok ? null : verdict.error.code).toBe('ERR_STACK_LIMIT_REACHED');
    // The card already on a stack cannot be revealed again (the refusal the UI test shows).
    const afterTrade = states[3] as TechExchangeState;
    const again = game.validate(afterTrade, unwrap(game.parseAction({ type: 'reveal', card: '5kn' })), { at: 0 });
    expect(again.ok ? null : again.error.code).toBe('ERR_CARD_ELSEWHERE');
  });

  it('reaches the reveal of round 1 with the stacks, smallest hand and suggested keep the UI test expects', () => {
    const states = play();
    const reveal = states.find((s) => s.phase.kind === 'reveal') as TechExchangeState;
    expect(reveal.stacks).toEqual({ kn: ['1kn', '6kn'], sc: ['1sc', '7sc'], te: ['1te', 'wild', '9te', '10te'], se: ['1se', '8se'] });
    expect(reveal.reveal?.handSize).toBe(7);
    expect(reveal.hands.map((h) => h.count)).toEqual([9, 8, 7]);
    const scored = states.find((s) => s.reveal?.entries[0]?.suggestion) as TechExchangeState;
    const suggestion = scored.reveal?.entries[0]?.suggestion;
    expect(suggestion?.score).toBe(28);
    expect(suggestion?.kept).toHaveLength(7);
    expect(suggestion?.groups.map((g) => `${g.kind}:${g.domain}:${g.points}`)).toEqual(['triple:te:12', 'quadruple:te:16']);
  });
});
