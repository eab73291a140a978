/**
 * The engine states the flow: the phases and the current one (the same id
 * as the summary's), what is expected next in words with seat numbers, the
 * seat to act; no clocks and nothing due; one meaning of legalActions (the
 * table's offers for null, a seat's own for a seat); irreversible offers
 * exactly where a step ends a round or the game (not at every phase end, or
 * the table would be asked at nearly every turn). Checked over
 * random states reached by driving the game through its own offers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ActionOffer } from '../../../src/engine/core/game';
import { ROUND_PHASES, SETUP_PHASES } from '../../../src/engine/grid-poker/flow';
import { gridPokerGame as game } from '../../../src/engine/grid-poker/index';
import { everyOffer } from '../../../src/engine/grid-poker/legal';
import type { GridPokerAction, GridPokerState } from '../../../src/engine/grid-poker/types';
import { act, acts, CTX, offersOf, randomGame, start } from './driver';
import { ANN, atCommit, BO, col, CY, MARKET, row } from './scenario';

/** Every state of a random game, the start included. */
function statesOf(seed: string, players: number, steps: number): GridPokerState[] {
  const options: Record<string, number> = players >= 5 ? { decks: 2 } : {};
  const run = randomGame(seed, players, steps, options);
  const out = [run.start];
  for (const a of run.actions) out.push(act(out[out.length - 1] as GridPokerState, a));
  return out;
}

const key = (o: ActionOffer): string => JSON.stringify(o);
const flowOf = (s: GridPokerState) => (game.flow as NonNullable<typeof game.flow>)(s);

const randomStates = fc
  .tuple(fc.string({ minLength: 1, maxLength: 6 }), fc.integer({ min: 2, max: 6 }), fc.integer({ min: 0, max: 200 }))
  .map(([seed, players, steps]) => statesOf(seed, players, steps));

describe('grid poker: legalActions has one meaning', () => {
  it('null gives only the table offers, a seat only its own, and together they are every offer (property)', () => {
    fc.assert(
      fc.property(randomStates, (states) => {
        for (const s of states) {
          const table = game.legalActions(s, null);
          expect(table.every((o) => o.actor === null)).toBe(true);
          expect(table.every((o) => o.type === 'fillMarket' || o.type === 'setFirstPlayer')).toBe(true);
          const bySeat = s.players.map((_, seat) => game.legalActions(s, seat));
          bySeat.forEach((offers, seat) => expect(offers.every((o) => o.actor === seat)).toBe(true));
          expect([...table, ...bySeat.flat()].map(key).sort()).toEqual(everyOffer(s).map(key).sort());
        }
      }),
      { numRuns: 10 },
    );
  });

  it('the seat in turn is offered its step, and the other seats are not offered it', () => {
    const s = atCommit();
    expect(game.legalActions(s, ANN).filter((o) => o.type === 'commitHand')).toHaveLength(7);
    expect(game.legalActions(s, BO)).toEqual([]);
    expect(game.legalActions(s, null)).toEqual([]);
  });
});

describe('grid poker: flow', () => {
  it('agrees with the summary and the state on random states, with no clocks and nothing due (property)', () => {
    fc.assert(
      fc.property(randomStates, fc.integer({ min: 0, max: 1e12 }), (states, now) => {
        for (const s of states) {
          const f = flowOf(s);
          const summary = game.summary(s, now);
          expect(summary.phaseId).toBe(f.current);
          expect(summary.turn).toBe(f.turn);
          expect(summary.finished).toBe(f.finished);
          expect(f.phases.map((p) => p.id)).toContain(f.current);
          for (const p of f.phases) expect(p.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
          expect(f.finished).toBe(s.phase.kind === 'over');
          expect(f.finished).toBe(game.outcome(s) !== null);
          expect(f.rounds).toBe(s.options.rounds);
          expect(f.round).toBeGreaterThanOrEqual(1);
          expect(f.round).toBeLessThanOrEqual(s.options.rounds);
          expect(f.expected.length).toBeGreaterThan(5);
          for (const name of s.players) expect(f.expected).not.toContain(name);
          if (f.turn !== null && !f.finished) expect(game.legalActions(s, f.turn).length).toBeGreaterThan(0);
          expect(game.clocks?.(s, now)).toEqual([]);
          expect(game.due?.(s, now)).toBeNull();
        }
      }),
      { numRuns: 10 },
    );
  });

  it('shows the setup steps during setup, then the round steps and the game end', () => {
    const s = start();
    expect(flowOf(s)).toEqual({
      phases: SETUP_PHASES,
      current: 'market',
      expected: 'Deal the market: enter the card dealt to each empty market square (9 left)',
      turn: null,
      round: 1,
      rounds: 4,
      finished: false,
    });
    expect(flowOf(atCommit())).toEqual({
      phases: ROUND_PHASES,
      current: 'commit',
      expected: 'Seat 0 to commit two hand cards face down to a row or a column, or none',
      turn: ANN,
      round: 1,
      rounds: 4,
      finished: false,
    });
    expect(ROUND_PHASES.map((p) => p.id)).toEqual([
      'company-effects',
      'hand-effects',
      'commit',
      'place',
      'reveal',
      'market-discard',
      'return-or-redraw',
      'refill',
      'improve',
      'end-discard',
      'over',
    ]);
  });

  it('names the seats still to act where several may', () => {
    let s = acts(start(3, {}, 'seed-1'), [
      { type: 'setFirstPlayer', seat: ANN },
      ...MARKET.map((card, slot) => ({ type: 'fillMarket' as const, slot, card })),
    ]);
    expect(flowOf(s).current).toBe('company');
    s = acts(s, [
      { type: 'formCompany', seat: ANN, cards: ['1kn', '1sc'] },
      { type: 'formCompany', seat: BO, cards: ['8te', '8se'] },
      { type: 'formCompany', seat: CY, cards: ['3kn', '10kn'] },
      { type: 'setupDiscard', seat: BO },
    ]);
    expect(flowOf(s)).toMatchObject({ current: 'setup-discard', expected: 'Seats 0 and 2 to discard 2 cards each', turn: null });
    s = acts(atCommit(), [
      { type: 'commitHand', seat: ANN, line: row(0) },
      { type: 'commitHand', seat: BO, line: null },
      { type: 'commitHand', seat: CY, line: col(1) },
      { type: 'placeCompany', seat: ANN, line: null },
      { type: 'placeCompany', seat: BO, line: null },
      { type: 'placeCompany', seat: CY, line: null },
    ]);
    expect(flowOf(s)).toMatchObject({ current: 'reveal', expected: 'Enter the two revealed hand cards of seats 0 and 2', turn: null });
  });
});

describe('grid poker: irreversible offers', () => {
  it('mark exactly the full actions that end a round or the game (property)', () => {
    fc.assert(
      fc.property(randomStates, (states) => {
        for (const s of states) {
          for (const o of offersOf(s)) {
            if (o.action === undefined || o.disabledReason) {
              if (o.disabledReason) expect(o.irreversible).toBeUndefined();
              continue;
            }
            const next = game.apply(s, o.action as GridPokerAction, CTX);
            const ends = next.round !== s.round || next.phase.kind === 'over';
            expect(o.irreversible === true, `${o.label} in ${s.phase.kind}`).toBe(ends);
          }
        }
      }),
      { numRuns: 8 },
    );
  });

  it('the last seat to commit, to place and to reveal does not end a round that is not the last', () => {
    let s = atCommit();
    const irreversible = (seat: number | null, type: string) =>
      game
        .legalActions(s, seat)
        .filter((o) => o.type === type && !o.disabledReason)
        .some((o) => o.irreversible === true);
    expect(irreversible(ANN, 'commitHand')).toBe(false);
    s = acts(s, [
      { type: 'commitHand', seat: ANN, line: row(0) },
      { type: 'commitHand', seat: BO, line: row(1) },
    ]);
    expect(irreversible(CY, 'commitHand')).toBe(false);
    s = acts(s, [
      { type: 'commitHand', seat: CY, line: null },
      { type: 'placeCompany', seat: ANN, line: null },
      { type: 'placeCompany', seat: BO, line: null },
    ]);
    expect(irreversible(CY, 'placeCompany')).toBe(false);
    s = act(s, { type: 'placeCompany', seat: CY, line: null });
    expect(s.phase.kind).toBe('reveal');
    s = act(s, { type: 'revealHand', seat: ANN, cards: ['4kn', '5kn'] });
    expect(irreversible(BO, 'revealHand')).toBe(false);
  });

  it('in the last round, the last reveal ends the game and is asked; the one before is not', () => {
    let s = acts(atCommit({ rounds: 1 }), [
      { type: 'commitHand', seat: ANN, line: row(0) },
      { type: 'commitHand', seat: BO, line: row(1) },
      { type: 'commitHand', seat: CY, line: null },
      { type: 'placeCompany', seat: ANN, line: null },
      { type: 'placeCompany', seat: BO, line: null },
      { type: 'placeCompany', seat: CY, line: null },
    ]);
    const reveal = (seat: number) => game.legalActions(s, seat).find((o) => o.type === 'revealHand');
    expect(reveal(ANN)?.irreversible).toBeUndefined();
    s = act(s, { type: 'revealHand', seat: ANN, cards: ['4kn', '5kn'] });
    expect(reveal(BO)?.irreversible).toBe(true);
  });

  it('no step of the setup is asked: the last market card and the last company end a step, not a round', () => {
    let s = start();
    expect(game.legalActions(s, null).some((o) => o.irreversible)).toBe(false);
    s = acts(
      s,
      MARKET.slice(0, 8).map((card, slot) => ({ type: 'fillMarket', slot, card })),
    );
    expect(game.legalActions(s, null).find((o) => o.type === 'fillMarket')?.irreversible).toBeUndefined();
    s = acts(s, [
      { type: 'fillMarket', slot: 8, card: MARKET[8] as string },
      { type: 'setFirstPlayer', seat: ANN },
      { type: 'formCompany', seat: ANN, cards: ['1kn', '1sc'] },
      { type: 'formCompany', seat: BO, cards: ['8te', '8se'] },
    ]);
    expect(game.legalActions(s, CY).find((o) => o.type === 'formCompany')?.irreversible).toBeUndefined();
  });
});
