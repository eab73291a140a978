/**
 * What the engine states about the flow of For-Ex: the phase bar (ids in
 * order, the current one, who is expected and what), dividends as rounds,
 * no clocks and nothing forced by time, outcome kinds, and the steps that
 * end the turns or the game marked irreversible.
 */
import { describe, expect, it } from 'vitest';
import type { ActionOffer, MatchConfig } from '../../../src/engine/core/game';
import { unwrap } from '../../../src/engine/core/result';
import { forExGame } from '../../../src/engine/for-ex/index';
import type { ForExAction, ForExState } from '../../../src/engine/for-ex/types';
import { SCRIPT, SCRIPT_PLAYERS, SCRIPT_REMOVED, TIE_OPTIONS, TIE_PLAYERS, TIE_SCRIPT } from '../../renderer/for-ex-script';
import { act, actAll, newGame, withCertificates } from './helpers';

const flow = (s: ForExState) => {
  const f = forExGame.flow?.(s);
  if (!f) throw new Error('For-Ex has no flow');
  return f;
};

const scriptConfig: MatchConfig = { players: [...SCRIPT_PLAYERS], options: { removedCertificates: SCRIPT_REMOVED }, seed: 's', at: 0 };
const tieConfig: MatchConfig = { players: [...TIE_PLAYERS], options: TIE_OPTIONS, seed: 's', at: 0 };
/** The states of a script: states[i] after its first i actions. */
const statesOf = (config: MatchConfig, script: readonly ForExAction[]): ForExState[] =>
  script.reduce<ForExState[]>((all, a) => [...all, act(all[all.length - 1] as ForExState, a)], [unwrap(forExGame.setup(config))]);

/** Every offer now, for the table and each seat. */
const everyOffer = (s: ForExState): ActionOffer[] => [
  ...forExGame.legalActions(s, null),
  ...s.players.flatMap((_, seat) => forExGame.legalActions(s, seat)),
];

const offerOf = (s: ForExState, action: ForExAction): ActionOffer | undefined =>
  everyOffer(s).find((o) => JSON.stringify(o.action) === JSON.stringify(action));

describe('For-Ex flow', () => {
  it('lists the phases in play order with stable ids, dividends as rounds', () => {
    const f = flow(newGame(3));
    expect(f.phases.map((p) => p.id)).toEqual(['spot', 'action', 'divest-round', 'final-resolution', 'choose-strongest', 'over']);
    expect(f.phases.every((p) => p.label.length > 0)).toBe(true);
    expect(f).toMatchObject({ current: 'spot', turn: 0, round: 1, rounds: 5, finished: false });
    expect(f.expected).toMatch(/^Player 1 to offer a spot transaction \(optional\), then take one action/);
    expect(flow(newGame(2, { dividends: '0,1' })).rounds).toBe(2);
  });

  it('follows a turn: an open offer expects the partner, a done spot transaction leaves the action', () => {
    let s = act(newGame(3), { type: 'spotOffer', player: 0, partner: 2, give: 'GBP', receive: 'EUR' });
    expect(flow(s)).toMatchObject({ current: 'spot', turn: 2 });
    expect(flow(s).expected).toBe("Player 3 to accept or refuse player 1's spot offer (player 1 may withdraw it)");
    s = act(s, { type: 'spotAccept', player: 2 });
    expect(flow(s)).toMatchObject({
      current: 'action',
      turn: 0,
      expected: 'Player 1 to take one action: contract, invest, divest or resolve',
    });
    s = act(s, { type: 'contract', player: 0, pay: 'GBP', receive: 'EUR', amount: 1 });
    expect(flow(s)).toMatchObject({ current: 'spot', turn: 1 });
  });

  it('names the divest round and the seat asked', () => {
    let s = withCertificates(withCertificates(newGame(3), 0, { EUR: 1 }), 2, { EUR: 1 });
    s = act(s, { type: 'divest', player: 0, currency: 'EUR', count: 1 });
    expect(flow(s)).toMatchObject({ current: 'divest-round', turn: 2, expected: 'Player 3 to divest EUR too, or pass' });
  });

  it('after the last dividend the table resolves; the game ends over', () => {
    const states = statesOf(scriptConfig, SCRIPT);
    const final = states[27] as ForExState;
    expect(flow(final)).toMatchObject({ current: 'final-resolution', turn: null, round: 5, rounds: 5, finished: false });
    expect(flow(final).expected).toBe('Resolve the front of the Contract Queue');
    const end = states[states.length - 1] as ForExState;
    expect(flow(end)).toMatchObject({ current: 'over', turn: null, finished: true });
  });

  it('a tie for strongest expects the last turn player to choose', () => {
    const states = statesOf(tieConfig, TIE_SCRIPT);
    const choosing = states[states.length - 2] as ForExState;
    expect(flow(choosing)).toMatchObject({ current: 'choose-strongest', turn: 1 });
    expect(flow(choosing).expected).toBe('Player 2 to choose the strongest currency among GBP, EUR, USD');
  });

  it('the summary carries the same phase id as the flow, at every step of both scripts', () => {
    for (const s of [...statesOf(scriptConfig, SCRIPT), ...statesOf(tieConfig, TIE_SCRIPT)]) {
      expect(forExGame.summary(s, 0).phaseId).toBe(flow(s).current);
    }
  });

  it('has no clocks and nothing forced by time', () => {
    for (const s of statesOf(tieConfig, TIE_SCRIPT)) {
      expect(forExGame.clocks?.(s, 1e12)).toEqual([]);
      expect(forExGame.due?.(s, 1e12)).toBeNull();
    }
  });
});

describe('For-Ex outcome kinds', () => {
  it('queue-empty after the last dividend and the final resolution', () => {
    const end = statesOf(scriptConfig, SCRIPT).pop() as ForExState;
    expect(forExGame.outcome(end)).toMatchObject({ kind: 'queue-empty', winners: [1] });
    expect(forExGame.outcome(end)?.reason).toMatch(/last dividend/);
  });

  it('bankrupt when a loan cannot be paid (no outcome while the strongest is still to choose)', () => {
    const states = statesOf(tieConfig, TIE_SCRIPT);
    expect(forExGame.outcome(states[states.length - 2] as ForExState)).toBeNull();
    const end = states[states.length - 1] as ForExState;
    expect(forExGame.outcome(end)).toMatchObject({ kind: 'bankrupt', winners: [1] });
    expect(forExGame.outcome(end)?.reason).toMatch(/Dee went bankrupt/);
  });

  it('the insight counts the ending from the kind', () => {
    const end = statesOf(tieConfig, TIE_SCRIPT).pop() as ForExState;
    const insight = forExGame.insight?.(end);
    expect(insight?.figures.bankruptcy).toBe(1);
    expect(insight?.tallies).toMatchObject({ 'end:bankruptcy': 1 });
  });
});

describe('For-Ex irreversible offers', () => {
  it('resolving the last dividend ends the turns: irreversible; earlier resolves are not', () => {
    const states = statesOf(scriptConfig, SCRIPT);
    // Event 27 resolves the fifth dividend; event 9 the first.
    expect(offerOf(states[26] as ForExState, SCRIPT[26] as ForExAction)?.irreversible).toBe(true);
    expect(offerOf(states[8] as ForExState, SCRIPT[8] as ForExAction)?.irreversible).toBeUndefined();
  });

  it('the table resolution of the last item ends the game: irreversible', () => {
    const states = statesOf(scriptConfig, SCRIPT);
    const final = states[27] as ForExState;
    expect(final.queue).toHaveLength(1);
    expect(forExGame.legalActions(final, null)).toEqual([
      { type: 'resolve', label: 'Resolve the front of the queue', actor: null, action: { type: 'resolve' }, irreversible: true },
    ]);
  });

  it('a bankrupting resolution and the choice of the strongest currency end the game: irreversible', () => {
    const states = statesOf(tieConfig, TIE_SCRIPT);
    const n = TIE_SCRIPT.length;
    expect(offerOf(states[n - 2] as ForExState, TIE_SCRIPT[n - 2] as ForExAction)?.irreversible).toBe(true);
    const choices = forExGame.legalActions(states[n - 1] as ForExState, 1);
    expect(choices.map((o) => o.action)).toEqual(
      ['GBP', 'EUR', 'USD'].map((currency) => ({ type: 'chooseStrongest', player: 1, currency })),
    );
    expect(choices.every((o) => o.irreversible === true)).toBe(true);
  });

  it('answers inside a turn are not irreversible', () => {
    let s = act(newGame(3), { type: 'spotOffer', player: 0, partner: 2, give: 'GBP', receive: 'EUR' });
    expect(everyOffer(s).some((o) => o.irreversible)).toBe(false);
    s = actAll(withCertificates(withCertificates(s, 0, { EUR: 1 }), 2, { EUR: 1 }), [
      { type: 'spotRefuse', player: 2 },
      { type: 'divest', player: 0, currency: 'EUR', count: 1 },
    ]);
    expect(everyOffer(s).some((o) => o.irreversible)).toBe(false);
  });
});
