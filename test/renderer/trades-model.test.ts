import { describe, expect, it } from 'vitest';
import { unwrap } from '../../src/engine/core/result';
import { tradesGame } from '../../src/engine/trades';
import type { TradesState } from '../../src/engine/trades/types';
import { playerStatus, refChoices, tradesNextStep, tradesReveals } from '../../src/renderer/games/trades/model';
import { DeclareForm } from '../../src/renderer/games/trades/declare-form.svelte';

const options = { handSize: 7, deck: 'standard', timeLimitSeconds: 60, mode: 'freeForAll', deckTrades: 3 };
const start = (): TradesState => unwrap(tradesGame.setup({ players: ['Ann', 'Bo', 'Cy'], options, seed: 's', at: 0 }));
const play = (s: TradesState, action: unknown, at: number): TradesState => {
  const a = unwrap(tradesGame.parseAction(action));
  unwrap(tradesGame.validate(s, a, { at }));
  return tradesGame.apply(s, a, { at });
};

describe('Trades helpers', () => {
  it('name the marked cards of the last trade and the queue status', () => {
    let s = play(start(), { type: 'startClock' }, 0);
    s = play(s, { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?', '?'] }, 1);
    expect(playerStatus(s, 1).kind).toBe('trading');
    s = play(s, { type: 'declare', kind: 'mandatory', from: 2, to: 1, give: ['?'] }, 2);
    expect(playerStatus(s, 2).kind).toBe('waiting');
    s = play(s, { type: 'complete', trade: 1, picked: ['?'], chosen: ['?'] }, 3);
    const bo = refChoices(s, 1).mine;
    expect(bo.filter((c) => c.label.includes('received in the last trade'))).toHaveLength(2);
    expect(bo[0]?.ref).toBe('?');
  });

  it('mark card-revealing actions for undo and the next step for highlighting', () => {
    expect(tradesReveals({ type: 'complete', trade: 1, picked: [], chosen: ['?'] })).toBe(true);
    expect(tradesReveals({ type: 'pauseClock' })).toBe(false);
    expect(tradesReveals({ type: 'declare', kind: 'optional', from: 0, to: 1, give: ['?'], faceUp: ['QH'] })).toBe(true);
    expect(tradesNextStep({ type: 'startClock', label: 'Start the clock', actor: null })).toBe(true);
    expect(tradesNextStep({ type: 'pauseClock', label: 'Pause', actor: null })).toBe(false);
  });
});

describe('DeclareForm', () => {
  it('builds each kind of trade and keeps the face-down/face-up split of an optional one', () => {
    const f = new DeclareForm(3);
    f.setCount(3);
    expect(f.action()).toEqual({ type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?', '?', '?'] });
    f.setKind('optional');
    f.setCount(4);
    // Face-up cards start unnamed, never '?': the form sends nothing until each is named.
    expect(f.faceUp).toEqual([null, null]);
    expect(f.unnamedFaceUp).toEqual([3, 4]);
    expect(f.action()).toBeNull();
    f.faceUp[1] = 'QH';
    expect(f.unnamedFaceUp).toEqual([3]);
    expect(f.action()).toBeNull();
    f.faceUp[0] = '#2';
    expect(f.unnamedFaceUp).toEqual([]);
    expect(f.action()).toEqual({ type: 'declare', kind: 'optional', from: 0, to: 1, give: ['?', '?'], faceUp: ['#2', 'QH'] });
    f.setCount(3);
    expect(f.faceUp).toEqual(['#2']);
    // Another declarer's hand: its cards are named afresh.
    f.setFrom(1);
    expect(f.to).toBe(2);
    expect(f.faceUp).toEqual([null]);
    expect(f.action()).toBeNull();
    f.setKind('deck');
    f.draw = ['2C'];
    expect(f.action()).toEqual({ type: 'deckTrade', player: 1, give: '?', draw: '2C' });
  });
});
