/**
 * The two exact referees of the tests (knowledge-sat.ts through MiniSat,
 * exact/cnf.ts through exact/sat.ts) on histories small enough to judge by
 * hand, each a case one of them once got wrong: a tagged card moved to the
 * place it already lies in stays there (both referees emptied its place, as
 * its "from" and "to" were one column), found by the brute-force oracle
 * when the clauses were asked with room for one table only.
 */
import { describe, expect, it } from 'vitest';
import type { Change } from '../../../../src/engine/core/knowledge-change-log';
import { SatKnowledge } from '../knowledge-sat';
import { Cnf } from './cnf';
import { solveSat } from './sat';

const copies = { c0: 1, c1: 1, c2: 1 };
/** ann holds one card, the deck two; ann's card goes to the deck, tagged; the tagged card then moves to the deck (tagged anew). */
const history: Change[] = [
  {
    op: 'unknownTable',
    args: [
      copies,
      [
        ['deck', 2],
        ['ann', 1],
      ],
    ],
  },
  { op: 'moveUnnamed', args: ['ann', 'deck', 1, ['#t']] },
  { op: 'moveTagged', args: ['#t', 'deck', '#u'] },
];

function both(extra: readonly Change[], place: string, hand: readonly string[]): [boolean, boolean] {
  const [start, ...rest] = [...history, ...extra];
  const sat = new SatKnowledge(start as Change);
  const cnf = new Cnf(start as Change);
  for (const c of rest) {
    sat.apply(c);
    cnf.apply(c);
  }
  cnf.holdsExactly(place, hand);
  return [sat.possible(sat.exactly(place, hand)), solveSat(cnf.vars, cnf.clauses) !== null];
}

describe('the exact referees on hand-judged histories', () => {
  it('keep a tagged card moved to where it lies: the deck holds all three cards', () => {
    expect(both([], 'deck', ['c0', 'c1', 'c2'])).toEqual([true, true]);
    // ann holds nothing any more.
    expect(both([], 'ann', [])).toEqual([true, true]);
  });
  it('still move it when it goes elsewhere: back to ann, who then holds exactly one card', () => {
    const back: Change[] = [{ op: 'moveTagged', args: ['#u', 'ann'] }];
    expect(both(back, 'ann', ['c1'])).toEqual([true, true]);
    expect(both(back, 'ann', ['c1', 'c2'])).toEqual([false, false]);
  });
});
