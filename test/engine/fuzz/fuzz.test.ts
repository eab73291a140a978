/**
 * A short fuzz of every game through the pipeline (the long run is
 * `npm run bench -- fuzz`): random legal and malformed actions never make an
 * engine throw, and every state reached can be read by every function.
 */
import { describe, expect, it } from 'vitest';
import { allGames } from '../../../src/engine/registry';
import { fuzzGame, mutate } from './fuzzer';
import { INVARIANTS } from './invariants';
import { PROPOSERS } from './proposers';
import { createRng } from './rng';

describe('referee fuzz (short)', () => {
  for (const def of allGames()) {
    // For-Ex asks its rules for every offer: fewer actions keep the test short.
    const actions = def.id === 'for-ex' ? 800 : 2500;
    it(`${def.id}: ${actions} random actions, no exception, invariants hold`, () => {
      const report = fuzzGame(def, { actions, seed: 7, propose: PROPOSERS[def.id], invariant: INVARIANTS[def.id] });
      expect(report.findings).toEqual([]);
      expect(report.actions).toBe(actions);
      // The run must have reached states beyond the setup, or it showed nothing.
      expect(report.accepted).toBeGreaterThan(20);
      expect(report.refused).toBeGreaterThan(100);
    });
  }

  // The games that track cards, with their knowledge checked exactly as at the table (the exact check's own path).
  for (const def of allGames().filter((d) => d.checkedExactly)) {
    it(`${def.id}: 2500 random actions checked exactly, no exception, invariants hold`, () => {
      const report = fuzzGame(def, { actions: 2500, seed: 11, propose: PROPOSERS[def.id], invariant: INVARIANTS[def.id], exact: true });
      expect(report.findings).toEqual([]);
      expect(report.actions).toBe(2500);
      expect(report.accepted).toBeGreaterThan(20);
    });
  }

  // The games whose cards the statistics trust: any action the other rules accept is applied, cards anywhere.
  for (const def of allGames().filter((d) => d.trustingCards)) {
    it(`${def.id}: 2500 random actions with the cards trusted, no exception`, () => {
      const report = fuzzGame(def, { actions: 2500, seed: 13, propose: PROPOSERS[def.id], invariant: INVARIANTS[def.id], trusted: true });
      expect(report.findings).toEqual([]);
      expect(report.actions).toBe(2500);
      expect(report.accepted).toBeGreaterThan(20);
    });
  }

  it('mutate changes a value and leaves the original alone', () => {
    const rng = createRng(1);
    const original = { type: 'move', from: 'a2', to: 'a3' };
    const frozen = JSON.stringify(original);
    let changed = 0;
    for (let i = 0; i < 50; i++) if (JSON.stringify(mutate(original, rng)) !== frozen) changed++;
    expect(JSON.stringify(original)).toBe(frozen);
    expect(changed).toBeGreaterThan(40);
  });
});
