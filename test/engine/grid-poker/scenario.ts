/**
 * A fixed 3-player table for the rule tests: Ann (seat 0) is the first
 * player, the market is
 *   row 1:  2kn  2sc  9te
 *   row 2:  5se  6kn  7sc
 *   row 3: 13kn 13sc  4te
 * and the companies are Ann 1kn 1sc, Bo 8te 8se, Cy 3kn 10kn.
 */
import type { GridPokerState } from '../../../src/engine/grid-poker/types';
import { act, acts, fillMarket, start } from './driver';

export const MARKET = ['2kn', '2sc', '9te', '5se', '6kn', '7sc', '13kn', '13sc', '4te'];
export const ANN = 0;
export const BO = 1;
export const CY = 2;
export const row = (index: number) => ({ axis: 'row' as const, index });
export const col = (index: number) => ({ axis: 'column' as const, index });

/** The table after setup, at round 1's company effects. */
export function afterSetup(options: Record<string, string | number> = {}, first = ANN): GridPokerState {
  let s = act(start(3, options), { type: 'setFirstPlayer', seat: first });
  s = fillMarket(s, MARKET);
  const companies: Record<number, string[]> = { [ANN]: ['1kn', '1sc'], [BO]: ['8te', '8se'], [CY]: ['3kn', '10kn'] };
  for (let k = 0; k < 3; k++) {
    const seat = (first + k) % 3;
    s = act(s, { type: 'formCompany', seat, cards: companies[seat] as string[] });
  }
  if ((options.setupDiscards ?? 2) !== 0)
    s = acts(
      s,
      [0, 1, 2].map((seat) => ({ type: 'setupDiscard' as const, seat })),
    );
  return s;
}

/** The table at the commit step of round 1's grid poker (everyone passed on effects). */
export function atCommit(options: Record<string, string | number> = {}, first = ANN): GridPokerState {
  let s = afterSetup(options, first);
  for (let k = 0; k < 6; k++) s = act(s, { type: 'passEffect', seat: (first + k) % 3 });
  return s;
}
