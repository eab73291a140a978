/**
 * Grid Poker's forms ask once for exactly the steps the engine marks
 * irreversible (the last reveal of the last round, the last improvement
 * when no end discard follows), and send the others at once.
 */
import { describe, expect, it } from 'vitest';
import type { GridPokerAction, GridPokerState } from '../../src/engine/grid-poker/types';
import { irreversibleStep, sendStep } from '../../src/renderer/games/grid-poker/ask-once';
import { act, acts } from '../engine/grid-poker/driver';
import { ANN, BO, CY, atCommit, row } from '../engine/grid-poker/scenario';

function atLastReveal(): GridPokerState {
  const s = acts(atCommit({ rounds: 1 }), [
    { type: 'commitHand', seat: ANN, line: row(0) },
    { type: 'commitHand', seat: BO, line: row(1) },
    { type: 'commitHand', seat: CY, line: null },
    { type: 'placeCompany', seat: ANN, line: null },
    { type: 'placeCompany', seat: BO, line: null },
    { type: 'placeCompany', seat: CY, line: null },
  ]);
  return act(s, { type: 'revealHand', seat: ANN, cards: ['4kn', '5kn'] });
}

function sender() {
  const sent: unknown[] = [];
  return { sent, act: async (a: unknown) => (sent.push(a), true) };
}

describe('Grid Poker forms ask once', () => {
  it('for the last reveal of the last round, and not for a commit of the first', () => {
    const reveal: GridPokerAction = { type: 'revealHand', seat: BO, cards: ['6se', '6te'] };
    expect(irreversibleStep(atLastReveal(), reveal, BO)?.irreversible).toBe(true);
    expect(irreversibleStep(atCommit(), { type: 'commitHand', seat: ANN, line: row(0) }, ANN)).toBeUndefined();
    expect(irreversibleStep(atCommit(), { type: 'commitHand', seat: ANN, line: null }, ANN)).toBeUndefined();
  });

  it('sends after the confirmation only, with the result for the form', async () => {
    const { sent, act: send } = sender();
    let asked: { title: string; run: () => Promise<unknown> } | null = null;
    const reveal = { type: 'revealHand', seat: BO, cards: ['6se', '6te'] };
    const done = sendStep(atLastReveal(), send, (title, run) => (asked = { title, run }), reveal, BO, 'x');
    expect(sent).toEqual([]);
    expect(asked).not.toBeNull();
    await (asked as unknown as { run: () => Promise<unknown> }).run();
    expect(await done).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('sends a step that needs no asking at once', async () => {
    const { sent, act: send } = sender();
    const confirm = () => {
      throw new Error('asked');
    };
    expect(await sendStep(atCommit(), send, confirm, { type: 'commitHand', seat: ANN, line: null }, ANN, 'x')).toBe(true);
    expect(sent).toHaveLength(1);
  });
});
