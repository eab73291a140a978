/**
 * For-Ex (Hollandspiele 2017) refereed end to end: Deckside is the bank and
 * the rate board. The definition wires the pure pieces of this folder into
 * the engine's GameDefinition; the rate history for charts is exported beside
 * it (history.ts) because it is folded from the log, not kept in the state.
 */
import type { GameDefinition, ScoreSheet } from '../core/game';
import { applyForEx } from './apply';
import { describeForEx } from './describe';
import { standings, strongestCandidates, winners, convert } from './end';
import { offersFor } from './legal';
import { forExInsight } from './insight';
import { FOR_EX_OPTIONS } from './options';
import { parseForExAction } from './parse';
import { MAX_PLAYERS, MIN_PLAYERS, setupForEx } from './setup';
import { CURRENCIES, type ForExAction, type ForExState, type PerCurrency } from './types';
import { validateForEx } from './validate';
import { phaseText, viewForEx } from './view';

function scoreForEx(state: ForExState): ScoreSheet {
  const strongest = state.end?.strongest ?? strongestCandidates(state)[0] ?? 'GBP';
  const rows = state.players.map((_, seat) => {
    const c = convert(state.rates, state.money[seat] as PerCurrency, strongest, state.settings.conversionRounding);
    return CURRENCIES.map((cur) => c.parts[cur]);
  });
  const bySeat = new Map(standings(state, strongest).map((s) => [s.seat, s.money]));
  return {
    rounds: CURRENCIES.map((c) => `${c} in ${strongest}`),
    rows,
    totals: state.players.map((_, seat) => bySeat.get(seat) ?? 0),
    lowerIsBetter: false,
  };
}

export const forExGame: GameDefinition<ForExState, ForExAction> = {
  id: 'for-ex',
  name: 'For-Ex',
  description: 'Currency trading with contracts, loans and a shifting rate board; Deckside is the bank.',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  options: FOR_EX_OPTIONS,
  deck: null,
  setup: setupForEx,
  parseAction: parseForExAction,
  validate: (state, action) => validateForEx(state, action),
  apply: (state, action) => applyForEx(state, action),
  legalActions: offersFor,
  view: (state) => viewForEx(state),
  summary: (state) => ({
    phase: phaseText(state),
    turn:
      state.phase.kind === 'turn'
        ? state.phase.player
        : state.phase.kind === 'divestRound'
          ? state.phase.asked
          : state.phase.kind === 'chooseStrongest'
            ? state.phase.chooser
            : null,
    round: Math.min(state.dividendsPaid + 1, state.settings.dividends.length),
    finished: state.phase.kind === 'over',
  }),
  outcome: (state) => {
    if (state.phase.kind !== 'over' || !state.end) return null;
    const strongest = state.end.strongest ?? '?';
    const reason =
      state.end.reason === 'bankruptcy'
        ? `${state.players[state.end.bankrupt ?? 0] ?? 'a player'} went bankrupt; money converted to ${strongest}`
        : `the last dividend was paid and the queue resolved; money converted to ${strongest}`;
    return { winners: winners(state), reason };
  },
  score: scoreForEx,
  describe: describeForEx,
  actingSeat: (action) => ('player' in action ? action.player : undefined),
  insight: forExInsight,
};

export type { ForExAction, ForExState } from './types';
export { rateHistory, strengthPoint, turnEnded, type RateHistory, type StrengthPoint } from './history';
export { legalActionsOf } from './legal';
export type { ForExView } from './view';
