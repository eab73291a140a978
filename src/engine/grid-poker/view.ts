/**
 * What the screen shows, and the scores and outcome. Everything the referee
 * knows at the table is public (committed hand cards are face down, so not
 * known until the reveal); the view is the same for every seat.
 */
import type { GameInsight, Outcome, ScoreSheet } from '../core/game';
import type { GridPokerState } from './types';

export function totals(state: GridPokerState): number[] {
  return state.players.map((_, seat) => state.scores.reduce((sum, row) => sum + (row[seat] ?? 0), 0));
}

export function view(state: GridPokerState, _viewer: number | null): unknown {
  const { rng: _rng, composition: _composition, ...shown } = state;
  return { ...shown, totals: totals(state) };
}

export function score(state: GridPokerState): ScoreSheet {
  return {
    rounds: state.scores.map((_, i) => `Round ${i + 1}`),
    rows: state.players.map((_, seat) => state.scores.map((row) => row[seat] ?? 0)),
    totals: totals(state),
    lowerIsBetter: false,
  };
}

/** After the last round: the highest total wins; ties share. */
export function outcome(state: GridPokerState): Outcome | null {
  if (state.phase.kind !== 'over') return null;
  const t = totals(state);
  const best = Math.max(...t);
  const winners = t.flatMap((v, seat) => (v === best ? [seat] : []));
  return {
    winners,
    reason: `${state.options.rounds} rounds played`,
    ...(winners.length > 1 ? { draw: winners.length === state.players.length } : {}),
  };
}

/** Figures for the playtest statistics: winning categories, wins with hand or company cards, the cards that scored. */
export function insight(state: GridPokerState): GameInsight {
  const played = state.phase.kind === 'over' ? state.round : state.round - 1;
  return {
    firstPlayer: state.startingPlayer,
    rounds: played,
    turns: state.actions,
    roundScores: state.scores.slice(0, played),
    figures: { reshuffles: state.reshuffles, expelled: state.expelled.length },
    tallies: state.tallies,
    cards: state.scoredCards.map((c) => ({ code: c.code, seat: c.seat, use: 'scored' as const })),
  };
}
